-- Clinic search (app/features/search/search.server.ts). Typo-tolerant matching uses pg_trgm;
-- word search uses full-text search over an expression that the queries repeat verbatim, so
-- these indexes apply. Works on PostgreSQL 15+ and PGlite (which loads pg_trgm itself).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_name_trgm_idx" ON "clinics" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_specialty_trgm_idx" ON "clinics" USING gin ("specialty" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_search_fts_idx" ON "clinics" USING gin (to_tsvector('simple', "name" || ' ' || "specialty"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "treatments_name_trgm_idx" ON "treatments" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- Default order (best rated) over verified clinics, overall and within a destination.
CREATE INDEX IF NOT EXISTS "clinics_verified_rank_idx" ON "clinics" USING btree ("rating" DESC, "review_count" DESC) WHERE "verified";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_verified_reviews_idx" ON "clinics" USING btree ("review_count" DESC, "rating" DESC) WHERE "verified";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_verified_city_rank_idx" ON "clinics" USING btree ("city_id", "rating" DESC, "review_count" DESC) INCLUDE ("id", "name") WHERE "verified";
--> statement-breakpoint
-- Counting and joining verified clinics (overall or per destination) from the index alone.
CREATE INDEX IF NOT EXISTS "clinics_verified_id_idx" ON "clinics" USING btree ("id") INCLUDE ("city_id", "rating", "review_count", "name") WHERE "verified";
--> statement-breakpoint
-- Clinics offering a treatment, with the price columns so the budget filter and the price
-- sort are answered from the index alone.
CREATE INDEX IF NOT EXISTS "clinic_treatments_treatment_price_idx" ON "clinic_treatments" USING btree ("treatment_id", "clinic_id") INCLUDE ("price_from_minor", "currency");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinic_treatments_clinic_price_idx" ON "clinic_treatments" USING btree ("clinic_id") INCLUDE ("treatment_id", "price_from_minor", "currency");
--> statement-breakpoint
-- The card's doctor line is the clinic's first doctor.
CREATE INDEX IF NOT EXISTS "doctors_clinic_order_idx" ON "doctors" USING btree ("clinic_id", "sort_order");
--> statement-breakpoint
-- The words of clinic names and specialties, for typo correction: a misspelt query word is
-- matched by trigram similarity against these few thousand distinct words (fast), and the
-- corrected words are then looked up in the full-text index (exact), instead of comparing the
-- query with every clinic row by trigram similarity (slow at 10,000 clinics). Kept current by
-- a trigger; words of renamed clinics stay (they only cost a lookup that finds nothing).
CREATE TABLE IF NOT EXISTS "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_terms (term)
	SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.name || ' ' || NEW.specialty))) AS w
	WHERE length(w) BETWEEN 3 AND 40
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinics_search_terms" ON "clinics";
--> statement-breakpoint
CREATE TRIGGER "clinics_search_terms" AFTER INSERT OR UPDATE OF "name", "specialty" ON "clinics"
	FOR EACH ROW EXECUTE FUNCTION "search_terms_collect"();
--> statement-breakpoint
INSERT INTO "search_terms" ("term")
SELECT DISTINCT w FROM "clinics", unnest(tsvector_to_array(to_tsvector('simple', "name" || ' ' || "specialty"))) AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Each clinic's starting price in US cents (its lowest price_from_minor converted with
-- exchange_rates), so the budget filter and the price orders read an index instead of
-- aggregating every clinic's treatments on each search. Kept current by statement-level
-- triggers on clinics, clinic_treatments and exchange_rates.
CREATE TABLE IF NOT EXISTS "clinic_start_prices" (
	"clinic_id" uuid PRIMARY KEY NOT NULL REFERENCES "clinics"("id") ON DELETE CASCADE,
	"usd_minor" double precision
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinic_start_prices_usd_idx" ON "clinic_start_prices" USING btree ("usd_minor", "clinic_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinic_start_prices_usd_desc_idx" ON "clinic_start_prices" USING btree ("usd_minor" DESC NULLS LAST, "clinic_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_start_prices_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO clinic_start_prices (clinic_id, usd_minor)
	SELECT c.id, (
		SELECT min(ct.price_from_minor::float8 / er.rate::float8)
		FROM clinic_treatments ct JOIN exchange_rates er ON er.currency = ct.currency
		WHERE ct.clinic_id = c.id
	)
	FROM clinics c
	WHERE ids IS NULL OR c.id = ANY(ids)
	ON CONFLICT (clinic_id) DO UPDATE SET usd_minor = EXCLUDED.usd_minor;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_start_prices_from_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_start_prices_refresh(ARRAY(SELECT DISTINCT n.clinic_id FROM new_rows n));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_start_prices_from_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_start_prices_refresh(ARRAY(SELECT DISTINCT o.clinic_id FROM old_rows o));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_start_prices_from_clinics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_start_prices_refresh(ARRAY(SELECT n.id FROM new_rows n));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_start_prices_from_rates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_start_prices_refresh(NULL);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinics_start_prices_ins" ON "clinics";
--> statement-breakpoint
CREATE TRIGGER "clinics_start_prices_ins" AFTER INSERT ON "clinics"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_start_prices_from_clinics"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_ins" ON "clinic_treatments";
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_start_prices_ins" AFTER INSERT ON "clinic_treatments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_start_prices_from_new"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_upd_new" ON "clinic_treatments";
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_start_prices_upd_new" AFTER UPDATE ON "clinic_treatments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_start_prices_from_new"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_upd_old" ON "clinic_treatments";
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_start_prices_upd_old" AFTER UPDATE ON "clinic_treatments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_start_prices_from_old"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_del" ON "clinic_treatments";
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_start_prices_del" AFTER DELETE ON "clinic_treatments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_start_prices_from_old"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rates_start_prices" ON "exchange_rates";
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_start_prices" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "clinic_start_prices_from_rates"();
--> statement-breakpoint
SELECT clinic_start_prices_refresh(NULL);
