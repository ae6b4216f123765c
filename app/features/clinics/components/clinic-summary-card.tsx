import { BadgeCheck, ExternalLink, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { getClinicSummary } from "../summary.server";

type ClinicSummary = NonNullable<Awaited<ReturnType<typeof getClinicSummary>>>;

/** On a clinic member's profile tab: their clinic, with links to edit it and to its public page. */
export function ClinicSummaryCard({ clinic }: { clinic: ClinicSummary | null }) {
  if (!clinic) {
    return (
      <Notice tone="warning" title="No clinic is linked to your account yet">
        Ask the CareAtlas team to link your account to your clinic's profile.{" "}
        <Link to="/contact" className="font-semibold underline underline-offset-2">
          Contact us
        </Link>
      </Notice>
    );
  }
  return (
    <Panel
      title={clinic.name}
      description={clinic.specialty}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/profile/clinic" className={buttonVariants({ variant: "primary" })}>
            Edit clinic profile
          </Link>
          <Link to={`/clinic/${clinic.slug}`} className={buttonVariants({ variant: "outline" })}>
            <ExternalLink aria-hidden />
            View public profile
          </Link>
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <span className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4 text-slate-500" /> {clinic.city}, {clinic.country}
        </span>
        <span className="flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />{" "}
          <strong>{clinic.rating.toFixed(1)}</strong> ({clinic.reviewCount} reviews)
        </span>
        {clinic.verified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden /> Verified clinic
          </Badge>
        ) : (
          <Badge variant="warning">Verification pending</Badge>
        )}
      </div>
    </Panel>
  );
}
