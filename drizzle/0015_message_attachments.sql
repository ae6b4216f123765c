ALTER TABLE "messages" ADD COLUMN "record_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_user_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_record_id_medical_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."medical_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_record_idx" ON "messages" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "notifications_about_idx" ON "notifications" USING btree ("about_user_id");