-- Issue 16 items 1-2: practitioners and clinic credentials verified one by one
-- (docs/decisions/051-practitioner-and-credential-verification.md).
ALTER TABLE "doctors" ADD COLUMN "regulator" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "board_certification" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "procedures_per_year" jsonb;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verification_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verification_method" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "verification_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_verification_status_check" CHECK ("doctors"."verification_status" in ('unverified', 'verified', 'rejected', 'expired'));--> statement-breakpoint
CREATE INDEX "doctors_verification_idx" ON "doctors" USING btree ("verification_status","verification_expires_at");--> statement-breakpoint
CREATE TABLE "clinic_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text,
	"number" text,
	"expires_on" date,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"verification_method" text,
	"verification_note" text,
	"verification_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_credentials_kind_check" CHECK ("clinic_credentials"."kind" in ('health_tourism_authorisation', 'clinic_licence', 'accreditation', 'insurance')),
	CONSTRAINT "clinic_credentials_verification_status_check" CHECK ("clinic_credentials"."verification_status" in ('unverified', 'verified', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "credential_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"doctor_id" uuid,
	"credential_id" uuid,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"encryption_key_id" text,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_documents_one_subject" CHECK (("credential_documents"."doctor_id" is null) <> ("credential_documents"."credential_id" is null))
);
--> statement-breakpoint
ALTER TABLE "clinic_credentials" ADD CONSTRAINT "clinic_credentials_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_credentials" ADD CONSTRAINT "clinic_credentials_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_credential_id_clinic_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."clinic_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_documents" ADD CONSTRAINT "credential_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_credentials_clinic_idx" ON "clinic_credentials" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "clinic_credentials_verification_idx" ON "clinic_credentials" USING btree ("verification_status","verification_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credential_documents_storage_key_uq" ON "credential_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "credential_documents_clinic_idx" ON "credential_documents" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "credential_documents_doctor_idx" ON "credential_documents" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "credential_documents_credential_idx" ON "credential_documents" USING btree ("credential_id");
--> statement-breakpoint
-- Evidence files are stored like medical records: a deleted row (by any path, including the
-- cascade from its doctor, credential or clinic) queues its file's erasure (decision 031).
CREATE TRIGGER "credential_documents_erase_file" AFTER DELETE ON "credential_documents"
	FOR EACH ROW EXECUTE FUNCTION "storage_erasure_queue"('records');
