-- A signed-out patient's quote-request notes, kept while they sign in (decision 079,
-- app/features/quotes/quote-draft.server.ts). Encrypted with a key held only in the patient's
-- HttpOnly cookie; expired rows are deleted by the daily sweep.
CREATE TABLE IF NOT EXISTS "quote_request_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sealed" bytea NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quote_request_drafts_expires_idx" ON "quote_request_drafts" USING btree ("expires_at");
