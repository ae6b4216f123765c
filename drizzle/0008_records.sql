-- Account deletion keeps the clinic's booking and payment records (issue 21, defect 11):
-- the patient link is removed (set null) instead of the rows being deleted, and the booking
-- notes when its patient was anonymised.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_patient_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "patient_anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" DROP CONSTRAINT "deposits_patient_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
