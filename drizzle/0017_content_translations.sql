CREATE TABLE "clinic_translations" (
	"clinic_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "clinic_translations_clinic_id_locale_pk" PRIMARY KEY("clinic_id","locale"),
	CONSTRAINT "clinic_translations_locale_check" CHECK ("clinic_translations"."locale" in ('de', 'es', 'fr', 'tr', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "package_translations" (
	"package_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"overview" text,
	"includes" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "package_translations_package_id_locale_pk" PRIMARY KEY("package_id","locale"),
	CONSTRAINT "package_translations_locale_check" CHECK ("package_translations"."locale" in ('de', 'es', 'fr', 'tr', 'ar')),
	CONSTRAINT "package_translations_some_text" CHECK ("package_translations"."overview" is not null or "package_translations"."includes" is not null)
);
--> statement-breakpoint
ALTER TABLE "clinic_translations" ADD CONSTRAINT "clinic_translations_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_translations" ADD CONSTRAINT "clinic_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_translations" ADD CONSTRAINT "package_translations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_translations" ADD CONSTRAINT "package_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;