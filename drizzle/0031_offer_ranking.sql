-- A procedure in a place, in the ranking's order, from one index (decision 074).
--
-- A search for one procedure in one city with a budget ("Rhinoplasty in Seoul, $1,000-5,000")
-- shows the ranking's first eight offers: rank_rating DESC, response_rank DESC, the offer's
-- price ASC, then review count, name and id. The first three are now on the price-list row
-- itself, kept by the triggers that already copy the clinic's verification and city, so
-- clinic_treatments_ranked_idx walks (procedure, city) in that order and the page stops after
-- the rows it shows, instead of reading every offer of the procedure in that city and then
-- each offering clinic's ranking.
ALTER TABLE "clinic_treatments" ADD COLUMN IF NOT EXISTS "rank_rating" numeric(2, 1);
--> statement-breakpoint
ALTER TABLE "clinic_treatments" ADD COLUMN IF NOT EXISTS "response_rank" smallint;
--> statement-breakpoint
-- A price-list row carries its clinic's verification, city and ranking factors, and its price
-- in US cents.
CREATE OR REPLACE FUNCTION "clinic_treatments_search_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT c.verified, c.city_id, c.rank_rating, c.response_rank
		INTO NEW.verified, NEW.city_id, NEW.rank_rating, NEW.response_rank
		FROM clinics c WHERE c.id = NEW.clinic_id;
	NEW.verified := coalesce(NEW.verified, false);
	NEW.usd_minor := (SELECT NEW.price_from_minor::float8 / er.rate::float8 FROM exchange_rates er WHERE er.currency = NEW.currency);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Verification, moves and the ranking factors (generated from the rating, the review count and
-- the response figures, so no UPDATE OF can name them) reach the clinic's price-list rows.
CREATE OR REPLACE FUNCTION "clinics_offers_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE clinic_treatments
	SET verified = NEW.verified, city_id = NEW.city_id,
		rank_rating = NEW.rank_rating, response_rank = NEW.response_rank
	WHERE clinic_id = NEW.id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "clinics_offers_sync" ON "clinics";
--> statement-breakpoint
CREATE TRIGGER "clinics_offers_sync" AFTER UPDATE ON "clinics"
	FOR EACH ROW WHEN (OLD.verified IS DISTINCT FROM NEW.verified
		OR OLD.city_id IS DISTINCT FROM NEW.city_id
		OR OLD.rank_rating IS DISTINCT FROM NEW.rank_rating
		OR OLD.response_rank IS DISTINCT FROM NEW.response_rank)
	EXECUTE FUNCTION "clinics_offers_sync"();
--> statement-breakpoint
UPDATE "clinic_treatments" ct SET "rank_rating" = c."rank_rating", "response_rank" = c."response_rank"
FROM "clinics" c
WHERE c."id" = ct."clinic_id"
	AND (ct."rank_rating" IS DISTINCT FROM c."rank_rating" OR ct."response_rank" IS DISTINCT FROM c."response_rank");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinic_treatments_ranked_idx" ON "clinic_treatments" USING btree
	("treatment_id", "city_id", "rank_rating" DESC, "response_rank" DESC, "usd_minor" ASC NULLS LAST)
	WHERE "verified";
--> statement-breakpoint
-- The ranking within one city: free text with a destination walks it for its first matches, a
-- destination alone for its page (clinics_rank_idx read every city's clinics to find them).
CREATE INDEX IF NOT EXISTS "clinics_city_rank_idx" ON "clinics" USING btree
	("city_id", "rank_rating" DESC, "response_rank" DESC, "start_usd_minor" ASC NULLS LAST, "review_count" DESC, "name", "id")
	WHERE "verified";
--> statement-breakpoint
-- The group count of 0029 again, with one change: the clinic's rows are found by the clinic
-- (the primary key), never by clinic_treatments_ranked_idx. Inside a bulk insert's trigger the
-- table has no statistics yet, and the planner took the new index's (treatment, city) for as
-- selective as (clinic, treatment): reading every offer of the procedure in the city for each
-- clinic made the benchmark's load of 1M packages run for more than 10 minutes instead of 2.
-- IS NOT DISTINCT FROM is the same test here (both cities are set) and no index condition.
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
					WHERE ct.clinic_id = g.clinic_id AND ct.verified AND ct.city_id IS NOT DISTINCT FROM g.city_id
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
