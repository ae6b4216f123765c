-- Measured response times and the published ranking (issue 16 items 5 and 6, decision 053).
--
-- clinic_response_stats(clinic, now): over the 90 days before `now`, each quote request sent to
-- the clinic (quote_request_clinics.created_at → responded_at, set when the clinic quotes or
-- declines) and each conversation's first patient message (→ the clinic's first message after
-- it). An item still unanswered counts once it is 24 hours old (as not answered within 24
-- hours); a younger unanswered one is not counted yet. Returns how many items count, the median
-- minutes to the first reply over the answered ones and the share (%) answered within 24 hours.
-- Pages read it live for the clinics they show; the clinics.response_* columns keep the same
-- figures for ordering, refreshed by the triggers below on every request, reply and message.
CREATE OR REPLACE FUNCTION "clinic_response_stats"(p_clinic uuid, p_now timestamptz)
RETURNS TABLE(asked int, median_minutes int, within_day_pct int) LANGUAGE sql STABLE AS $$
	WITH items AS (
		SELECT q.created_at AS asked_at, q.responded_at AS replied_at
		FROM quote_request_clinics q
		WHERE q.clinic_id = p_clinic
			AND q.created_at > p_now - interval '90 days' AND q.created_at <= p_now
		UNION ALL
		SELECT f.asked_at,
			(SELECT min(r.created_at) FROM messages r
				WHERE r.conversation_id = f.cid AND r.sender_role = 'clinic' AND r.created_at >= f.asked_at)
		FROM (
			SELECT cv.id AS cid,
				(SELECT min(m.created_at) FROM messages m
					WHERE m.conversation_id = cv.id AND m.sender_role = 'patient') AS asked_at
			FROM conversations cv
			WHERE cv.clinic_id = p_clinic
		) f
		WHERE f.asked_at > p_now - interval '90 days' AND f.asked_at <= p_now
	), counted AS (
		SELECT i.asked_at, CASE WHEN i.replied_at <= p_now THEN i.replied_at END AS replied_at
		FROM items i
		WHERE i.replied_at <= p_now OR i.asked_at <= p_now - interval '24 hours'
	)
	SELECT count(*)::int,
		round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.replied_at - c.asked_at))
			FILTER (WHERE c.replied_at IS NOT NULL) / 60)::int,
		round(100.0 * count(*) FILTER (WHERE c.replied_at - c.asked_at <= interval '24 hours')
			/ nullif(count(*), 0))::int
	FROM counted c;
$$;
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "response_asked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "response_median_minutes" integer;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "response_within_day_pct" integer;--> statement-breakpoint
-- Ranking (decision 053): the rating weighted by the number of reviews, a Bayesian average
-- (10 reviews of 4.0 added to the clinic's own), to one decimal so that the next factor counts
-- among clinics rated alike; and the response factor: the share answered within 24 hours in
-- steps of 10 %, a clinic with fewer than 5 measured requests sitting in the middle (5).
ALTER TABLE "clinics" ADD COLUMN "rank_rating" numeric(2, 1) GENERATED ALWAYS AS (
	round((40.0 + "rating" * "review_count") / (10 + "review_count"), 1)
) STORED;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "response_rank" smallint GENERATED ALWAYS AS (
	CASE WHEN "response_asked" < 5 OR "response_within_day_pct" IS NULL THEN 5
		ELSE ("response_within_day_pct" / 10)::smallint END
) STORED;--> statement-breakpoint
CREATE INDEX "clinics_rank_idx" ON "clinics" USING btree
	("rank_rating" DESC, "response_rank" DESC, "start_usd_minor" ASC NULLS LAST, "review_count" DESC, "name", "id")
	WHERE "verified";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "clinic_response_store"(p_clinic uuid) RETURNS void LANGUAGE sql AS $$
	UPDATE clinics c SET response_asked = s.asked, response_median_minutes = s.median_minutes,
		response_within_day_pct = s.within_day_pct
	FROM clinic_response_stats(p_clinic, now()) s
	WHERE c.id = p_clinic
		AND (c.response_asked, c.response_median_minutes, c.response_within_day_pct)
			IS DISTINCT FROM (s.asked, s.median_minutes, s.within_day_pct);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quote_request_clinics_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_response_store(NEW.clinic_id);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "quote_request_clinics_response" AFTER INSERT OR UPDATE OF "responded_at", "created_at" ON "quote_request_clinics"
	FOR EACH ROW EXECUTE FUNCTION "quote_request_clinics_response"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "messages_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM clinic_response_store(cv.clinic_id) FROM conversations cv WHERE cv.id = NEW.conversation_id;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_response" AFTER INSERT OR UPDATE OF "created_at" ON "messages"
	FOR EACH ROW EXECUTE FUNCTION "messages_response"();
