import { BadgeCheck } from "lucide-react";
import { Notice } from "~/components/forms/notice";
import { Badge } from "~/components/ui/badge";
import { useText } from "~/i18n/text";
import type { EditorClinic } from "./editor-data";

/** Whether the clinic is verified, waiting for its first review, or back in review after a change. */
export function ReviewState({ clinic }: { clinic: EditorClinic }) {
  const t = useText();
  if (clinic.needsReview) {
    return (
      <div data-testid="review-state">
        <Notice tone="warning" title={t("clinic-dash.profile.review.pending")}>
          {t("clinic-dash.profile.review.pending-text")}
        </Notice>
      </div>
    );
  }
  if (clinic.verified) {
    return (
      <p data-testid="review-state" className="flex items-center gap-2 text-sm text-slate-700">
        <Badge variant="success">
          <BadgeCheck aria-hidden /> {t("clinic-dash.profile.review.verified")}
        </Badge>
        {t("clinic-dash.profile.review.verified-text")}
      </p>
    );
  }
  return (
    <div data-testid="review-state">
      <Notice tone="info" title={t("clinic-dash.profile.review.unverified")}>
        {t("clinic-dash.profile.review.unverified-text")}
      </Notice>
    </div>
  );
}
