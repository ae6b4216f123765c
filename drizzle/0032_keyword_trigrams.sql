-- Each procedure's keyword trigrams, for the search dictionary (decision 076,
-- app/features/search/dictionary.server.ts).
--
-- A free-text word is compared with every procedure's keywords (six languages, about 265
-- characters each) by pg_trgm's word_similarity, which splits that long text into trigrams on
-- every call: about 55 µs a pair, most of a three-word search's dictionary. word_similarity(w, k)
-- can never exceed the share of w's trigrams that occur anywhere in k, so a procedure sharing
-- too few of them cannot pass the dictionary's threshold through its keywords and its keywords
-- need not be compared at all. This table holds each procedure's keyword trigrams (show_trgm:
-- the same trigrams word_similarity reads), looked up by trigram.
CREATE TABLE IF NOT EXISTS "treatment_keyword_trigrams" (
	"trgm" text NOT NULL,
	"treatment_id" uuid NOT NULL REFERENCES "treatments"("id") ON DELETE CASCADE,
	PRIMARY KEY ("trgm", "treatment_id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "treatment_keyword_trigrams_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM treatment_keyword_trigrams WHERE treatment_id = NEW.id;
	INSERT INTO treatment_keyword_trigrams (trgm, treatment_id)
		SELECT DISTINCT g, NEW.id FROM unnest(show_trgm(lower(array_to_string(NEW.keywords, ' ')))) g;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "treatments_keyword_trigrams" ON "treatments";
--> statement-breakpoint
CREATE TRIGGER "treatments_keyword_trigrams" AFTER INSERT OR UPDATE OF "keywords" ON "treatments"
	FOR EACH ROW EXECUTE FUNCTION "treatment_keyword_trigrams_set"();
--> statement-breakpoint
-- The existing procedures, through the trigger itself (one definition of the trigrams).
UPDATE "treatments" SET "keywords" = "keywords";
--> statement-breakpoint
-- Public pages read it (the search dictionary): a change is a catalogue change (0030).
DROP TRIGGER IF EXISTS catalogue_changed ON "treatment_keyword_trigrams";
--> statement-breakpoint
CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "treatment_keyword_trigrams"
	FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
