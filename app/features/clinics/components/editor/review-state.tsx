import { BadgeCheck } from "lucide-react";
import { Notice } from "~/components/forms/notice";
import { Badge } from "~/components/ui/badge";
import type { EditorClinic } from "./editor-data";

/** Whether the clinic is verified, waiting for its first review, or back in review after a change. */
export function ReviewState({ clinic }: { clinic: EditorClinic }) {
  if (clinic.needsReview) {
    return (
      <div data-testid="review-state">
        <Notice tone="warning" title="Pending review">
          You changed your clinic's name, address or certifications. The CareAtlas team checks these
          before the Verified badge returns; your page stays visible without the badge meanwhile.
        </Notice>
      </div>
    );
  }
  if (clinic.verified) {
    return (
      <p data-testid="review-state" className="flex items-center gap-2 text-sm text-slate-700">
        <Badge variant="success">
          <BadgeCheck aria-hidden /> Verified clinic
        </Badge>
        Changing the name, address or certifications sends the profile back to review.
      </p>
    );
  }
  return (
    <div data-testid="review-state">
      <Notice tone="info" title="Verification pending">
        Your clinic is not verified yet. The CareAtlas team will review it.
      </Notice>
    </div>
  );
}
