CREATE TABLE "before_after_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"treatment_type" text NOT NULL,
	"before_image" text NOT NULL,
	"after_image" text NOT NULL,
	"timeframe" text NOT NULL,
	"doctor_name" text NOT NULL,
	"patient_info" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "before_after_cases_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "clinic_treatments" (
	"clinic_id" uuid NOT NULL,
	"treatment_id" uuid NOT NULL,
	"price_from_minor" integer NOT NULL,
	"price_to_minor" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "clinic_treatments_clinic_id_treatment_id_pk" PRIMARY KEY("clinic_id","treatment_id")
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_id" uuid NOT NULL,
	"address" text NOT NULL,
	"specialty" text NOT NULL,
	"website" text,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"top_review" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"awards" text[] DEFAULT '{}'::text[] NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"interior_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text,
	"years_experience" integer,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"verification_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	"description" text NOT NULL,
	"patients_per_year" text NOT NULL,
	"savings_range" text NOT NULL,
	"popular_treatments" text[] NOT NULL,
	"special_note" text NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"specialty" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_experience" integer,
	"photo" text,
	"license_number" text,
	"registry_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"details" text NOT NULL,
	"coverage" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_from_eur" integer NOT NULL,
	"website" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insurance_partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "package_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"author_country" text,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"clinic_id" uuid NOT NULL,
	"treatment_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"price_minor" integer NOT NULL,
	"original_price_minor" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"duration_text" text NOT NULL,
	"duration_days" integer NOT NULL,
	"group_size" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"excludes" text[] DEFAULT '{}'::text[] NOT NULL,
	"overview" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"badge" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"patient_id" uuid,
	"author_name" text NOT NULL,
	"author_country" text,
	"treatment" text,
	"rating" integer NOT NULL,
	"comment" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"verified_patient" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"treatment" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"context" text NOT NULL,
	"label" text NOT NULL,
	"group_id" uuid NOT NULL,
	"treatment_id" uuid
);
--> statement-breakpoint
CREATE TABLE "treatment_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"in_search_form" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "treatment_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "treatments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_search_form" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "treatments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "before_after_cases" ADD CONSTRAINT "before_after_cases_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_treatments" ADD CONSTRAINT "clinic_treatments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_treatments" ADD CONSTRAINT "clinic_treatments_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_reviews" ADD CONSTRAINT "package_reviews_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_aliases" ADD CONSTRAINT "treatment_aliases_group_id_treatment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."treatment_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_aliases" ADD CONSTRAINT "treatment_aliases_treatment_id_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."treatments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatments" ADD CONSTRAINT "treatments_group_id_treatment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."treatment_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "before_after_clinic_idx" ON "before_after_cases" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "clinic_treatments_treatment_idx" ON "clinic_treatments" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "clinics_city_idx" ON "clinics" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "clinics_verified_rating_idx" ON "clinics" USING btree ("verified","rating","review_count");--> statement-breakpoint
CREATE INDEX "doctors_clinic_idx" ON "doctors" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "package_reviews_package_idx" ON "package_reviews" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_clinic_idx" ON "packages" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "packages_treatment_idx" ON "packages" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "packages_published_featured_idx" ON "packages" USING btree ("published","featured");--> statement-breakpoint
CREATE INDEX "reviews_clinic_idx" ON "reviews" USING btree ("clinic_id","is_published","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_aliases_context_label_uq" ON "treatment_aliases" USING btree ("context","label");--> statement-breakpoint
CREATE INDEX "treatments_group_idx" ON "treatments" USING btree ("group_id");