CREATE TABLE "resolution_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"patient_id" uuid,
	"clinic_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer_due_at" timestamp with time zone NOT NULL,
	"clinic_answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"escalated_by" text,
	"overdue_at" timestamp with time zone,
	"decision" text,
	"refund_usd_minor" integer DEFAULT 0 NOT NULL,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resolution_cases_reason_check" CHECK ("resolution_cases"."reason" in ('not_as_described', 'cancelled_by_clinic', 'complication', 'refund_disagreement', 'other')),
	CONSTRAINT "resolution_cases_status_check" CHECK ("resolution_cases"."status" in ('open', 'escalated', 'closed')),
	CONSTRAINT "resolution_cases_decision_check" CHECK ("resolution_cases"."decision" is null or "resolution_cases"."decision" in ('no_action', 'partial_refund', 'full_refund', 'clinic_note')),
	CONSTRAINT "resolution_cases_refund_check" CHECK ("resolution_cases"."refund_usd_minor" >= 0)
);--> statement-breakpoint
CREATE TABLE "resolution_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"author_user_id" uuid,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resolution_case_events_kind_check" CHECK ("resolution_case_events"."kind" in ('opened', 'message', 'escalated', 'overdue', 'decided')),
	CONSTRAINT "resolution_case_events_side_check" CHECK ("resolution_case_events"."side" in ('patient', 'clinic', 'admin', 'system'))
);--> statement-breakpoint
CREATE TABLE "resolution_case_attachments" (
	"case_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"consent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resolution_case_attachments_case_id_record_id_pk" PRIMARY KEY("case_id","record_id")
);--> statement-breakpoint
CREATE TABLE "clinic_record_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"case_id" uuid,
	"author_user_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "resolution_cases" ADD CONSTRAINT "resolution_cases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_cases" ADD CONSTRAINT "resolution_cases_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_cases" ADD CONSTRAINT "resolution_cases_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_cases" ADD CONSTRAINT "resolution_cases_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_case_events" ADD CONSTRAINT "resolution_case_events_case_id_resolution_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."resolution_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_case_events" ADD CONSTRAINT "resolution_case_events_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_case_attachments" ADD CONSTRAINT "resolution_case_attachments_case_id_resolution_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."resolution_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_case_attachments" ADD CONSTRAINT "resolution_case_attachments_record_id_medical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."medical_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_case_attachments" ADD CONSTRAINT "resolution_case_attachments_consent_id_consent_records_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consent_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_record_notes" ADD CONSTRAINT "clinic_record_notes_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_record_notes" ADD CONSTRAINT "clinic_record_notes_case_id_resolution_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."resolution_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_record_notes" ADD CONSTRAINT "clinic_record_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resolution_cases_open_uq" ON "resolution_cases" USING btree ("booking_id") WHERE "resolution_cases"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "resolution_cases_clinic_idx" ON "resolution_cases" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "resolution_cases_patient_idx" ON "resolution_cases" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "resolution_cases_status_idx" ON "resolution_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "resolution_case_events_case_idx" ON "resolution_case_events" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "resolution_case_attachments_record_idx" ON "resolution_case_attachments" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "clinic_record_notes_clinic_idx" ON "clinic_record_notes" USING btree ("clinic_id","created_at");
