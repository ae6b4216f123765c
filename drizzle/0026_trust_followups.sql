-- Issue 16 follow-ups (decision 058 §4): a clinic may withdraw its pending proposal of another
-- operating surgeon; the row stays in the booking's history as 'withdrawn' with its date.
ALTER TABLE "surgeon_changes" DROP CONSTRAINT IF EXISTS "surgeon_changes_state_check";--> statement-breakpoint
ALTER TABLE "surgeon_changes" ADD CONSTRAINT "surgeon_changes_state_check" CHECK ("surgeon_changes"."state" in ('pending', 'accepted', 'refused', 'withdrawn'));
