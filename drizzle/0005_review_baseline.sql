ALTER TABLE "clinics" ADD COLUMN "base_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "base_rating_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "clinics" AS c SET
  "base_review_count" = greatest(c."review_count" - coalesce(r.n, 0), 0),
  "base_rating_sum" = greatest(c."rating" * c."review_count" - coalesce(r.s, 0), 0)
FROM "clinics" AS c2
LEFT JOIN (SELECT "clinic_id", count(*) AS n, sum("rating") AS s FROM "reviews" WHERE "status" = 'published' GROUP BY "clinic_id") AS r ON r."clinic_id" = c2."id"
WHERE c."id" = c2."id" AND c."base_review_count" = 0 AND c."review_count" > coalesce(r.n, 0);
