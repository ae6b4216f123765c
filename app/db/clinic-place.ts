import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { cities, clinics, countries } from "./schema";

/**
 * Joins a clinic's city and country to a select that already has `clinics`, so that `cities`
 * and `countries` columns can be selected, filtered and ordered by. Pass the select in dynamic
 * mode: `joinClinicPlace(db.select({...}).from(clinics).$dynamic()).where(...)`.
 */
export function joinClinicPlace<T extends PgSelect>(query: T) {
  return query
    .innerJoin(cities, eq(cities.id, clinics.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId));
}
