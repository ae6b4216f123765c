ALTER TABLE "deposits" ADD COLUMN "capture_mode" text DEFAULT 'authorisation' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN IF NOT EXISTS "refunded_usd_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "transferred_usd_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "commission_usd_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_capture_mode_check" CHECK ("deposits"."capture_mode" in ('authorisation', 'balance'));--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
CREATE TABLE "payment_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"deposit_id" uuid,
	"clinic_id" uuid,
	"kind" text NOT NULL,
	"amount_usd_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_movements_kind_check" CHECK ("payment_movements"."kind" in ('hold', 'capture', 'refund', 'void', 'transfer', 'commission')),
	CONSTRAINT "payment_movements_amount_check" CHECK ("payment_movements"."amount_usd_minor" >= 0)
);--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_movements" ADD CONSTRAINT "payment_movements_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_movements_idem_uq" ON "payment_movements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_movements_booking_idx" ON "payment_movements" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_movements_clinic_idx" ON "payment_movements" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"provider_ref" text,
	"event_created" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "payment_events_ref_idx" ON "payment_events" USING btree ("provider_ref","event_created");
