ALTER TABLE "packages" ADD COLUMN "cancellation_terms" text DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_cancellation_terms_check" CHECK ("packages"."cancellation_terms" in ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cancellation_terms" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_cancellation_terms_check" CHECK ("quotes"."cancellation_terms" is null or "quotes"."cancellation_terms" in ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_terms" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_rule" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_terms_check" CHECK ("bookings"."cancellation_terms" is null or "bookings"."cancellation_terms" in ('flexible', 'moderate', 'strict'));--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN IF NOT EXISTS "refunded_usd_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "deposits" SET "refunded_usd_minor" = "amount_usd_minor" WHERE "status" = 'refunded';
