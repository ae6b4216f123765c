import { BadgeCheck, ExternalLink, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { useLocalePath, usePlace, useText } from "~/i18n/text";
import type { getClinicSummary } from "../summary.server";

type ClinicSummary = NonNullable<Awaited<ReturnType<typeof getClinicSummary>>> & {
  /** The rating, written by the loader in the page language. */
  ratingText: string;
};

/** On a clinic member's profile tab: their clinic, with links to edit it and to its public page. */
export function ClinicSummaryCard({ clinic }: { clinic: ClinicSummary | null }) {
  const place = usePlace();
  const t = useText();
  const to = useLocalePath();
  if (!clinic) {
    return (
      <Notice tone="warning" title={t("dashboard.profile.clinic.none.title")}>
        {t("dashboard.profile.clinic.none.text")}{" "}
        <Link to={to("/contact")} className="font-semibold underline underline-offset-2">
          {t("dashboard.profile.clinic.contact")}
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
            {t("dashboard.profile.clinic.edit")}
          </Link>
          <Link
            to={to(`/clinic/${clinic.slug}`)}
            className={buttonVariants({ variant: "outline" })}
          >
            <ExternalLink aria-hidden />
            {t("dashboard.profile.clinic.view")}
          </Link>
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700">
        <span className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4 text-slate-500" />{" "}
          {place(clinic.city, clinic.country)}
        </span>
        <span className="flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />{" "}
          <strong>{clinic.ratingText}</strong> {t("dashboard.profile.clinic.reviews")}
        </span>
        {clinic.verified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden /> {t("dashboard.profile.clinic.verified")}
          </Badge>
        ) : (
          <Badge variant="warning">{t("dashboard.profile.clinic.pending")}</Badge>
        )}
      </div>
    </Panel>
  );
}
