-- Search counts that do not grow with the matches (issue 20 item 3, decision 066).
--
-- search_facets(token, city_id, n): how many verified clinics in a city
--   '*'                 are verified (every clinic a search without filters lists);
--   '*b<k>'             have a starting price (clinics.start_usd_minor) in budget bucket k;
--   '#t<treatment id>'  offer the procedure (a verified clinic_treatments row);
--   '#t<id>b<k>'        offer it at a price (clinic_treatments.usd_minor) in budget bucket k;
--   '#g<group id>'      offer at least one procedure of the group.
-- Budget bucket k is the index of the search form's budget option (BUDGET_OPTIONS in
-- app/features/search/search-url.ts), with the search's own bounds: minUsd * 100 <= usd <
-- maxUsd * 100 (search_budget_bucket below; a test checks the two agree).
--
-- A search without words, date or language reads its "Found N" from at most one row per city
-- instead of counting every matching clinic. The counts are kept by statement-level triggers
-- with transition tables on clinics and clinic_treatments, so every writer (seed, listing,
-- admin, exchange rates, bulk loads) keeps them right; search_facets_rebuild() recounts them
-- from search_facets_fresh (the same counts from scratch, which the tests compare with).
-- They read only columns other triggers keep (0006): clinic_treatments.verified, .city_id,
-- .usd_minor and clinics.verified, .city_id, .start_usd_minor, never search_doc.
CREATE TABLE IF NOT EXISTS "search_facets" (
	"token" text NOT NULL,
	"city_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "search_facets_pk" PRIMARY KEY ("token", "city_id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_budget_bucket"(usd double precision) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN usd IS NULL OR usd < 0 THEN NULL
		WHEN usd < 100000 THEN 0
		WHEN usd < 500000 THEN 1
		WHEN usd < 1000000 THEN 2
		WHEN usd < 2000000 THEN 3
		ELSE 4
	END;
$$;
--> statement-breakpoint
CREATE OR REPLACE VIEW "search_facets_fresh" AS
	SELECT '*'::text AS token, c.city_id, count(*)::int AS n
	FROM clinics c WHERE c.verified GROUP BY c.city_id
	UNION ALL
	SELECT '*b' || search_budget_bucket(c.start_usd_minor), c.city_id, count(*)::int
	FROM clinics c WHERE c.verified AND search_budget_bucket(c.start_usd_minor) IS NOT NULL
	GROUP BY 1, 2
	UNION ALL
	SELECT '#t' || ct.treatment_id, ct.city_id, count(*)::int
	FROM clinic_treatments ct WHERE ct.verified AND ct.city_id IS NOT NULL GROUP BY 1, 2
	UNION ALL
	SELECT '#t' || ct.treatment_id || 'b' || search_budget_bucket(ct.usd_minor), ct.city_id, count(*)::int
	FROM clinic_treatments ct
	WHERE ct.verified AND ct.city_id IS NOT NULL AND search_budget_bucket(ct.usd_minor) IS NOT NULL
	GROUP BY 1, 2
	UNION ALL
	SELECT '#g' || t.group_id, ct.city_id, count(DISTINCT ct.clinic_id)::int
	FROM clinic_treatments ct JOIN treatments t ON t.id = ct.treatment_id
	WHERE ct.verified AND ct.city_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_facets_rebuild"() RETURNS void LANGUAGE sql AS $$
	DELETE FROM search_facets;
	INSERT INTO search_facets (token, city_id, n) SELECT token, city_id, n FROM search_facets_fresh;
$$;
--> statement-breakpoint
-- clinics: '*' and '*b<k>' from the rows a statement removed (old) and wrote (new).
CREATE OR REPLACE FUNCTION "search_facets_from_clinics"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_sql text := 'SELECT NULL::uuid AS city_id, NULL::float8 AS usd WHERE false';
	new_sql text := old_sql;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		old_sql := 'SELECT city_id, start_usd_minor AS usd FROM old_rows WHERE verified';
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		new_sql := 'SELECT city_id, start_usd_minor AS usd FROM new_rows WHERE verified';
	END IF;
	EXECUTE format($q$
		WITH o AS (%s), nw AS (%s),
		d AS (
			SELECT '*' AS token, city_id, 1 AS d FROM nw
			UNION ALL SELECT '*b' || search_budget_bucket(usd), city_id, 1 FROM nw
				WHERE search_budget_bucket(usd) IS NOT NULL
			UNION ALL SELECT '*', city_id, -1 FROM o
			UNION ALL SELECT '*b' || search_budget_bucket(usd), city_id, -1 FROM o
				WHERE search_budget_bucket(usd) IS NOT NULL
		)
		INSERT INTO search_facets AS f (token, city_id, n)
		SELECT token, city_id, sum(d)::int FROM d
		GROUP BY token, city_id HAVING sum(d) <> 0
		ORDER BY token, city_id
		ON CONFLICT (token, city_id) DO UPDATE SET n = f.n + EXCLUDED.n
	$q$, old_sql, new_sql);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- clinic_treatments: '#t', '#t..b<k>' (one per row) and '#g' (a clinic counts once per group:
-- for each clinic, group and city the statement touched, whether it offered the group before
-- and after; before = the rows now - the rows written + the rows removed).
CREATE OR REPLACE FUNCTION "search_facets_from_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_sql text := 'SELECT NULL::uuid AS clinic_id, NULL::uuid AS treatment_id, NULL::uuid AS city_id, NULL::float8 AS usd WHERE false';
	new_sql text := old_sql;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		old_sql := 'SELECT clinic_id, treatment_id, city_id, usd_minor AS usd FROM old_rows WHERE verified AND city_id IS NOT NULL';
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		new_sql := 'SELECT clinic_id, treatment_id, city_id, usd_minor AS usd FROM new_rows WHERE verified AND city_id IS NOT NULL';
	END IF;
	-- Two transactions changing one clinic's price list at once would each count the group from
	-- their own snapshot: lock the clinics first (in id order), so that the second waits for the
	-- first and its count (a new snapshot in READ COMMITTED) sees the first's rows.
	EXECUTE format($q$
		SELECT 1 FROM clinics WHERE id IN (SELECT clinic_id FROM (%s) o UNION SELECT clinic_id FROM (%s) n)
		ORDER BY id FOR NO KEY UPDATE
	$q$, old_sql, new_sql);
	EXECUTE format($q$
		WITH o AS (%s), nw AS (%s),
		rows_d AS (
			SELECT clinic_id, treatment_id, city_id, usd, 1 AS d FROM nw
			UNION ALL SELECT clinic_id, treatment_id, city_id, usd, -1 FROM o
		),
		groups_d AS (
			SELECT r.clinic_id, t.group_id, r.city_id, sum(r.d)::int AS d
			FROM rows_d r JOIN treatments t ON t.id = r.treatment_id
			GROUP BY r.clinic_id, t.group_id, r.city_id
		),
		groups_now AS (
			SELECT g.group_id, g.city_id, g.d,
				(SELECT count(*)::int FROM clinic_treatments ct JOIN treatments t ON t.id = ct.treatment_id
					WHERE ct.clinic_id = g.clinic_id AND ct.verified AND ct.city_id = g.city_id
						AND t.group_id = g.group_id) AS after_n
			FROM groups_d g WHERE g.d <> 0
		),
		d AS (
			SELECT '#t' || treatment_id AS token, city_id, d FROM rows_d
			UNION ALL SELECT '#t' || treatment_id || 'b' || search_budget_bucket(usd), city_id, d FROM rows_d
				WHERE search_budget_bucket(usd) IS NOT NULL
			UNION ALL SELECT '#g' || group_id, city_id, (after_n > 0)::int - (after_n - d > 0)::int FROM groups_now
		)
		INSERT INTO search_facets AS f (token, city_id, n)
		SELECT token, city_id, sum(d)::int FROM d
		GROUP BY token, city_id HAVING sum(d) <> 0
		ORDER BY token, city_id
		ON CONFLICT (token, city_id) DO UPDATE SET n = f.n + EXCLUDED.n
	$q$, old_sql, new_sql);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_facets_rebuild_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_facets_rebuild();
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "search_facets_clinics_ins" AFTER INSERT ON "clinics"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_from_clinics"();
--> statement-breakpoint
CREATE TRIGGER "search_facets_clinics_upd" AFTER UPDATE ON "clinics"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_from_clinics"();
--> statement-breakpoint
CREATE TRIGGER "search_facets_clinics_del" AFTER DELETE ON "clinics"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_from_clinics"();
--> statement-breakpoint
CREATE TRIGGER "search_facets_offers_ins" AFTER INSERT ON "clinic_treatments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_from_offers"();
--> statement-breakpoint
CREATE TRIGGER "search_facets_offers_upd" AFTER UPDATE ON "clinic_treatments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_from_offers"();
--> statement-breakpoint
CREATE TRIGGER "search_facets_offers_del" AFTER DELETE ON "clinic_treatments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_from_offers"();
--> statement-breakpoint
-- Neither TRUNCATE nor a procedure moving to another group passes through the row triggers:
-- recount (both are rare).
CREATE TRIGGER "search_facets_clinics_truncate" AFTER TRUNCATE ON "clinics"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_rebuild_trigger"();
--> statement-breakpoint
CREATE TRIGGER "search_facets_offers_truncate" AFTER TRUNCATE ON "clinic_treatments"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_rebuild_trigger"();
--> statement-breakpoint
CREATE TRIGGER "search_facets_treatments_group" AFTER UPDATE OF "group_id" ON "treatments"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_facets_rebuild_trigger"();
--> statement-breakpoint
SELECT search_facets_rebuild();
--> statement-breakpoint
-- "Most reviewed" (review count, then the ranking) read in index order, as the ranking itself is
-- from clinics_rank_idx (0021): the page reads the rows it shows, not every verified clinic.
CREATE INDEX IF NOT EXISTS "clinics_reviews_rank_idx" ON "clinics" USING btree
	("review_count" DESC, "rank_rating" DESC, "response_rank" DESC, "start_usd_minor" ASC NULLS LAST, "name", "id")
	WHERE "verified";
