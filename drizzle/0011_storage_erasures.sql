CREATE TABLE "storage_erasures" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every deleted row that owns a stored file queues that file's erasure, in the same transaction
-- (decision 031): whichever path deleted it, the file cannot outlive it unnoticed.
CREATE OR REPLACE FUNCTION "storage_erasure_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO storage_erasures (storage_key, store) VALUES (OLD.storage_key, TG_ARGV[0])
	ON CONFLICT (storage_key) DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "medical_records_erase_file" ON "medical_records";
--> statement-breakpoint
CREATE TRIGGER "medical_records_erase_file" AFTER DELETE ON "medical_records"
	FOR EACH ROW EXECUTE FUNCTION "storage_erasure_queue"('records');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "media_files_erase_file" ON "media_files";
--> statement-breakpoint
CREATE TRIGGER "media_files_erase_file" AFTER DELETE ON "media_files"
	FOR EACH ROW EXECUTE FUNCTION "storage_erasure_queue"('media');
