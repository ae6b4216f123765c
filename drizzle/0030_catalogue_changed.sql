-- Public pages' catalogue reads kept in memory (decision 070, app/db/read-cache.server.ts).
--
-- Every table a public page reads sends one 'catalogue_changed' notification per writing
-- statement. PostgreSQL delivers it when the transaction commits (never for one that rolls
-- back), once per transaction however many statements sent it, to every listening instance,
-- which then forgets what it kept. A table added later that public pages read must be added
-- here; app/db/read-cache.server.test.ts fails for a table that is in neither this list nor
-- its list of tables public pages never read.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('catalogue_changed', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY[
		'countries', 'cities', 'treatment_groups', 'treatments', 'treatment_aliases', 'clinics',
		'clinic_treatments', 'doctors', 'before_after_cases', 'packages', 'testimonials',
		'insurance_partners', 'exchange_rates', 'clinic_credentials', 'reviews', 'package_reviews',
		'clinic_translations', 'package_translations', 'clinic_availability', 'bookings',
		'search_facets', 'search_terms'
	] LOOP
		EXECUTE format('DROP TRIGGER IF EXISTS catalogue_changed ON %I', t);
		EXECUTE format(
			'CREATE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
			'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()',
			t
		);
	END LOOP;
END;
$$;
