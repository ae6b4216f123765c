ALTER TABLE "packages" ADD COLUMN "care_team" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "care_team" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "care_team" jsonb;--> statement-breakpoint
CREATE TABLE "surgeon_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_name" text NOT NULL,
	"to_doctor_id" uuid,
	"to_name" text NOT NULL,
	"to_title" text DEFAULT '' NOT NULL,
	"reason" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"proposed_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surgeon_changes_state_check" CHECK ("surgeon_changes"."state" in ('pending', 'accepted', 'refused'))
);--> statement-breakpoint
ALTER TABLE "surgeon_changes" ADD CONSTRAINT "surgeon_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surgeon_changes" ADD CONSTRAINT "surgeon_changes_to_doctor_id_doctors_id_fk" FOREIGN KEY ("to_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surgeon_changes" ADD CONSTRAINT "surgeon_changes_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "surgeon_changes_booking_idx" ON "surgeon_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "surgeon_changes_pending_uq" ON "surgeon_changes" USING btree ("booking_id") WHERE "surgeon_changes"."state" = 'pending';
