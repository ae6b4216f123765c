ALTER TABLE "clinic_treatments" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_treatments" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "clinic_treatments" ADD COLUMN "usd_minor" double precision;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "start_usd_minor" double precision;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "search_doc" "tsvector";--> statement-breakpoint
-- Clinic search at catalogue scale (app/features/search/search.server.ts, docs/decisions/006).
-- Every filter of a search is answered from one table and its indexes instead of joins over all
-- clinics:
--   clinics.search_doc       the words of the name and specialty (the 'simple' configuration,
--                            as before) plus a token per offered treatment ('#t' || id) and the
--                            city ('#c' || id); one GIN lookup answers free text, treatment and
--                            place together ('#' never starts a query word).
--   clinics.start_usd_minor  the clinic's starting price in US cents (replaces the
--                            clinic_start_prices table).
--   clinic_treatments.verified, .city_id, .usd_minor
--                            the clinic's verification and city and the row's price in US cents,
--                            so a treatment's clinics are counted, priced and ordered from one
--                            index.
-- All are kept by triggers, so every writer (seed, clinic listing, admin, rates) stays correct.
CREATE OR REPLACE FUNCTION "clinic_search_doc"(p_id uuid, p_name text, p_specialty text, p_city uuid)
RETURNS tsvector LANGUAGE sql STABLE AS $$
	SELECT strip(to_tsvector('simple', p_name || ' ' || p_specialty))
		|| array_to_tsvector(array_append(
			ARRAY(SELECT '#t' || ct.treatment_id::text FROM clinic_treatments ct WHERE ct.clinic_id = p_id),
			'#c' || p_city::text));
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_search_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	UPDATE clinics c SET start_usd_minor = s.usd, search_doc = s.doc
	FROM (
		SELECT x.id,
			(SELECT min(ct.usd_minor) FROM clinic_treatments ct WHERE ct.clinic_id = x.id) AS usd,
			clinic_search_doc(x.id, x.name, x.specialty, x.city_id) AS doc
		FROM clinics x
		WHERE ids IS NULL OR x.id = ANY(ids)
	) s
	WHERE c.id = s.id
		AND (c.start_usd_minor IS DISTINCT FROM s.usd OR c.search_doc IS DISTINCT FROM s.doc);
$$;
--> statement-breakpoint
-- A clinic's own words and city.
CREATE OR REPLACE FUNCTION "clinics_search_doc_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_doc := clinic_search_doc(NEW.id, NEW.name, NEW.specialty, NEW.city_id);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinics_search_doc" ON "clinics";
--> statement-breakpoint
CREATE TRIGGER "clinics_search_doc" BEFORE INSERT OR UPDATE OF "name", "specialty", "city_id" ON "clinics"
	FOR EACH ROW EXECUTE FUNCTION "clinics_search_doc_set"();
--> statement-breakpoint
-- Verification and moves reach the clinic's price-list rows.
CREATE OR REPLACE FUNCTION "clinics_offers_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE clinic_treatments SET verified = NEW.verified, city_id = NEW.city_id
	WHERE clinic_id = NEW.id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinics_offers_sync" ON "clinics";
--> statement-breakpoint
CREATE TRIGGER "clinics_offers_sync" AFTER UPDATE OF "verified", "city_id" ON "clinics"
	FOR EACH ROW WHEN (OLD.verified IS DISTINCT FROM NEW.verified OR OLD.city_id IS DISTINCT FROM NEW.city_id)
	EXECUTE FUNCTION "clinics_offers_sync"();
--> statement-breakpoint
-- A price-list row carries its clinic's verification and city and its price in US cents.
CREATE OR REPLACE FUNCTION "clinic_treatments_search_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT c.verified, c.city_id INTO NEW.verified, NEW.city_id FROM clinics c WHERE c.id = NEW.clinic_id;
	NEW.verified := coalesce(NEW.verified, false);
	NEW.usd_minor := (SELECT NEW.price_from_minor::float8 / er.rate::float8 FROM exchange_rates er WHERE er.currency = NEW.currency);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_search_set" ON "clinic_treatments";
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_set" BEFORE INSERT OR UPDATE ON "clinic_treatments"
	FOR EACH ROW EXECUTE FUNCTION "clinic_treatments_search_set"();
--> statement-breakpoint
-- The clinics whose price list changed get their starting price and treatment tokens again.
CREATE OR REPLACE FUNCTION "clinic_search_from_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_search_refresh(ARRAY(SELECT DISTINCT n.clinic_id FROM new_rows n));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_search_from_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_search_refresh(ARRAY(SELECT DISTINCT o.clinic_id FROM old_rows o));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_ins" ON "clinic_treatments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_upd_new" ON "clinic_treatments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_upd_old" ON "clinic_treatments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinic_treatments_start_prices_del" ON "clinic_treatments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinics_start_prices_ins" ON "clinics";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "exchange_rates_start_prices" ON "exchange_rates";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "clinic_start_prices_from_new"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "clinic_start_prices_from_old"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "clinic_start_prices_from_clinics"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "clinic_start_prices_from_rates"();
--> statement-breakpoint
DROP FUNCTION IF EXISTS "clinic_start_prices_refresh"(uuid[]);
--> statement-breakpoint
DROP TABLE IF EXISTS "clinic_start_prices";
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_ins" AFTER INSERT ON "clinic_treatments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_search_from_new"();
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_upd_new" AFTER UPDATE ON "clinic_treatments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_search_from_new"();
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_upd_old" AFTER UPDATE ON "clinic_treatments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_search_from_old"();
--> statement-breakpoint
CREATE TRIGGER "clinic_treatments_search_del" AFTER DELETE ON "clinic_treatments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "clinic_search_from_old"();
--> statement-breakpoint
-- A rate change re-prices the rows in that currency (and, through them, their clinics).
CREATE OR REPLACE FUNCTION "exchange_rates_offers_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE clinic_treatments ct SET usd_minor = r.usd
	FROM (
		SELECT x.clinic_id, x.treatment_id, x.price_from_minor::float8 / er.rate::float8 AS usd
		FROM clinic_treatments x LEFT JOIN exchange_rates er ON er.currency = x.currency
	) r
	WHERE r.clinic_id = ct.clinic_id AND r.treatment_id = ct.treatment_id
		AND ct.usd_minor IS DISTINCT FROM r.usd;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "exchange_rates_offers_sync" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "exchange_rates_offers_sync"();
--> statement-breakpoint
-- search_terms now keeps every word of clinic names and specialties, whatever its length, so a
-- query word's prefix can be spelled out as the exact words it starts (typo correction still
-- only considers words of 3 to 40 letters, in the query).
CREATE OR REPLACE FUNCTION "search_terms_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_terms (term)
	SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.name || ' ' || NEW.specialty))) AS w
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "search_terms" ("term")
SELECT DISTINCT w FROM "clinics", unnest(tsvector_to_array(to_tsvector('simple', "name" || ' ' || "specialty"))) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Fill the new columns for the existing catalogue.
UPDATE "clinic_treatments" SET "verified" = "verified";
--> statement-breakpoint
SELECT clinic_search_refresh(NULL);
--> statement-breakpoint
-- Indexes. Free text, treatments and places of verified clinics:
CREATE INDEX IF NOT EXISTS "clinics_search_doc_idx" ON "clinics" USING gin ("search_doc") WHERE "verified";
--> statement-breakpoint
-- Budget and price orders without a treatment:
CREATE INDEX IF NOT EXISTS "clinics_verified_start_usd_idx" ON "clinics" USING btree ("start_usd_minor") INCLUDE ("city_id") WHERE "verified";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_verified_start_usd_desc_idx" ON "clinics" USING btree ("start_usd_minor" DESC NULLS LAST) INCLUDE ("city_id") WHERE "verified";
--> statement-breakpoint
-- A treatment's verified clinics, by price (budget, price orders, counts):
CREATE INDEX IF NOT EXISTS "clinic_treatments_verified_price_idx" ON "clinic_treatments" USING btree ("treatment_id", "usd_minor", "clinic_id") INCLUDE ("city_id") WHERE "verified";
--> statement-breakpoint
-- The card's price (a page's clinics' rows, cheapest in US cents first), from the index alone:
DROP INDEX IF EXISTS "clinic_treatments_clinic_price_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinic_treatments_clinic_price_idx" ON "clinic_treatments" USING btree ("clinic_id") INCLUDE ("treatment_id", "price_from_minor", "currency", "usd_minor");
--> statement-breakpoint
-- Superseded by search_doc and clinic_treatments_verified_price_idx:
DROP INDEX IF EXISTS "clinics_search_fts_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "clinic_treatments_treatment_price_idx";
