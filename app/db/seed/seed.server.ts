import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { type CareTeam, careStepsFor } from "~/utils/care-team";
import { now as clockNow } from "~/utils/clock.server";
import type { Db } from "../client.server";
import * as s from "../schema";
import { beforeAfterImages } from "./art";
import { CLINICS } from "./data/clinics";
import {
  CLINIC_CREDENTIALS,
  DOCTOR_CREDENTIALS,
  regulatorFor,
  SEED_REFERENCE_DAY,
  seedDayShift,
  seededVerificationExpiry,
  shiftDay,
} from "./data/credentials";
import { CITIES, COUNTRIES } from "./data/geo";
import { INSURANCE_PARTNERS, TESTIMONIALS } from "./data/home";
import { PACKAGES } from "./data/packages";
import { ALIASES, EXCHANGE_RATES, GROUPS, TREATMENTS } from "./data/taxonomy";
import { treatmentKeywords } from "./data/taxonomy-names";
import { seedId } from "./ids";
import { seedResponseHistory, shiftResponseHistory } from "./response-history";
import { setReviewBaseline } from "./review-baseline";

export const CATALOGUE_SEED = "catalogue-v1";

/**
 * The taxonomy's words in every language for a database seeded before they existed: adds the
 * missing ones to each treatment's keywords (never removes any). Cheap and idempotent: run at
 * every start, after the migrations.
 */
export async function syncTreatmentKeywords(db: Db): Promise<void> {
  for (const t of TREATMENTS) {
    const words = textArray(treatmentKeywords(t.slug, t.keywords));
    await db.execute(sql`UPDATE treatments
      SET keywords = keywords || ARRAY(SELECT unnest(${words}) EXCEPT SELECT unnest(keywords))
      WHERE slug = ${t.slug} AND NOT keywords @> ${words}`);
  }
}

/** The note on a seeded clinic's own verification (how the refresh recognises it untouched). */
const SEEDED_CLINIC_NOTE = "Licence, accreditation and facilities checked on site.";
/** The note on a seeded practitioner's or credential's check. */
const SEEDED_CHECK_NOTE = "Sample data: number and name matched on the register's public search.";
/** The seeded clinics' own verification: this many days before the day of seeding. */
const CLINIC_VERIFIED_DAYS_BEFORE = 60;

/** Rows are inserted with fixed ids and ON CONFLICT DO NOTHING: running twice changes nothing,
 * and edits made later through the product are never overwritten by a re-seed. Verification
 * dates are relative to the day of seeding, `at` (decision 058): the same day gives the same
 * rows. */
export async function seedCatalogue(
  db: Db,
  opts: { at?: Date } = {},
): Promise<{ applied: boolean }> {
  const at = opts.at ?? clockNow();
  const shift = seedDayShift(at);
  return db.transaction(async (tx) => {
    const done = await tx
      .select({ name: s.seedRuns.name })
      .from(s.seedRuns)
      .where(eq(s.seedRuns.name, CATALOGUE_SEED));

    const countryId = (slug: string) => seedId("country", slug);
    const cityId = (slug: string) => seedId("city", slug);
    const groupId = (slug: string) => seedId("group", slug);
    const treatmentId = (slug: string) => seedId("treatment", slug);
    const clinicId = (slug: string) => seedId("clinic", slug);
    const packageId = (slug: string) => seedId("package", slug);

    await tx
      .insert(s.countries)
      .values(
        COUNTRIES.map((c, i) => ({
          id: countryId(c.slug),
          slug: c.slug,
          name: c.name,
          flag: c.flag,
          description: c.description,
          patientsPerYear: c.patientsPerYear,
          savingsRange: c.savingsRange,
          popularTreatments: c.popularTreatments,
          specialNote: c.specialNote,
          image: c.image,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(s.cities)
      .values(
        CITIES.map((c, i) => ({
          id: cityId(c.slug),
          countryId: countryId(c.countrySlug),
          slug: c.slug,
          name: c.name,
          tagline: c.tagline,
          description: c.description,
          image: c.image,
          lat: c.lat,
          lng: c.lng,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(s.treatmentGroups)
      .values(
        GROUPS.map((g, i) => ({
          id: groupId(g.slug),
          slug: g.slug,
          name: g.name,
          inSearchForm: g.inSearchForm,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(s.treatments)
      .values(
        TREATMENTS.map((t, i) => ({
          id: treatmentId(t.slug),
          groupId: groupId(t.group),
          slug: t.slug,
          name: t.name,
          keywords: treatmentKeywords(t.slug, t.keywords),
          inSearchForm: t.inSearchForm,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(s.treatmentAliases)
      .values(
        ALIASES.map((a) => ({
          id: seedId("alias", `${a.context}:${a.label}`),
          context: a.context,
          label: a.label,
          groupId: groupId(a.group),
          treatmentId: a.treatment ? treatmentId(a.treatment) : null,
        })),
      )
      .onConflictDoNothing();

    const seededAt = new Date(
      `${shiftDay(SEED_REFERENCE_DAY, shift - CLINIC_VERIFIED_DAYS_BEFORE)}T09:00:00Z`,
    );
    await tx
      .insert(s.clinics)
      .values(
        CLINICS.map((c) => ({
          id: clinicId(c.slug),
          slug: c.slug,
          name: c.name,
          cityId: cityId(c.citySlug),
          address: c.address,
          specialty: c.specialty,
          website: c.website,
          rating: c.rating,
          reviewCount: c.reviewCount,
          topReview: c.topReview,
          languages: c.languages,
          certifications: c.certifications,
          awards: c.awards,
          social: c.social,
          lat: c.lat,
          lng: c.lng,
          photos: [1, 2, 3, 4].map((n) => `/images/clinics/${c.slug}/photo-${n}.svg`),
          interiorImages: [1, 2, 3].map((n) => `/images/clinics/${c.slug}/interior-${n}.svg`),
          bio: c.bio,
          yearsExperience: c.yearsExperience,
          verified: c.verified,
          verifiedAt: c.verified ? seededAt : null,
          verificationNote: c.verified ? SEEDED_CLINIC_NOTE : null,
        })),
      )
      .onConflictDoNothing();

    const clinicTreatmentRows = CLINICS.flatMap((c) =>
      c.treatments.map((t) => ({
        clinicId: clinicId(c.slug),
        treatmentId: treatmentId(t.treatment),
        priceFromMinor: t.priceFrom,
        priceToMinor: t.priceTo,
        currency: t.currency,
      })),
    );
    await tx.insert(s.clinicTreatments).values(clinicTreatmentRows).onConflictDoNothing();

    const doctorRows = CLINICS.flatMap((c) =>
      c.doctors.map((d, i) => ({
        id: seedId("doctor", d.slug),
        clinicId: clinicId(c.slug),
        slug: d.slug,
        name: d.name,
        title: d.title,
        specialty: d.specialty,
        languages: d.languages,
        yearsExperience: d.yearsExperience,
        photo: null,
        licenseNumber: d.licenseNumber,
        registryUrl: d.registryUrl,
        ...seededDoctorCredentials(d.slug, d.licenseNumber, d.registryUrl, shift),
        sortOrder: i,
      })),
    );
    await tx.insert(s.doctors).values(doctorRows).onConflictDoNothing();

    await tx
      .insert(s.clinicCredentials)
      .values(
        CLINIC_CREDENTIALS.map((c) => ({
          id: seedId("credential", `${c.clinicSlug}:${c.key}`),
          clinicId: clinicId(c.clinicSlug),
          kind: c.kind,
          name: c.name,
          issuer: c.issuer,
          number: c.number,
          expiresOn: c.expiresOn && shiftDay(c.expiresOn, shift),
          ...seededVerification(
            c.verifiedOn && shiftDay(c.verifiedOn, shift),
            c.expiresOn && shiftDay(c.expiresOn, shift),
          ),
          createdAt: seededAt,
          updatedAt: seededAt,
        })),
      )
      .onConflictDoNothing();

    const caseRows = CLINICS.flatMap((c) =>
      c.beforeAfter.map((b, i) => ({
        id: seedId("case", b.slug),
        clinicId: clinicId(c.slug),
        slug: b.slug,
        title: b.title,
        treatmentType: b.treatmentType,
        ...beforeAfterImages(b.treatment),
        timeframe: b.timeframe,
        doctorName: b.doctorName,
        patientInfo: b.patientInfo,
        description: b.description,
        sortOrder: i,
      })),
    );
    if (caseRows.length) await tx.insert(s.beforeAfterCases).values(caseRows).onConflictDoNothing();

    const reviewRows = CLINICS.flatMap((c) =>
      c.reviews.map((r, i) => ({
        id: seedId("review", `${c.slug}:${i}`),
        clinicId: clinicId(c.slug),
        patientId: null,
        authorName: r.authorName,
        authorCountry: r.authorCountry,
        treatment: r.treatment,
        rating: r.rating,
        comment: r.comment,
        isPublished: true,
        // 'Verified patient' is earned by a completed booking on CareAtlas, not by sample data.
        verifiedPatient: false,
        createdAt: new Date(`${r.date}T12:00:00Z`),
      })),
    );
    await tx.insert(s.reviews).values(reviewRows).onConflictDoNothing();
    await setReviewBaseline(tx);

    await tx
      .insert(s.packages)
      .values(
        PACKAGES.map((p, i) => ({
          id: packageId(p.slug),
          slug: p.slug,
          clinicId: clinicId(p.clinicSlug),
          treatmentId: treatmentId(p.treatment),
          title: p.title,
          category: p.category,
          priceMinor: p.price,
          originalPriceMinor: p.originalPrice,
          currency: p.currency,
          durationText: p.durationText,
          durationDays: p.durationDays,
          groupSize: p.groupSize,
          rating: p.rating,
          reviewCount: p.reviewCount,
          includes: p.includes,
          excludes: p.excludes,
          overview: p.overview,
          images: p.images,
          badge: p.badge,
          featured: p.featured,
          published: true,
          careTeam: seedCareTeam(p, i),
        })),
      )
      .onConflictDoNothing();

    const packageReviewRows = PACKAGES.flatMap((p) =>
      p.reviews.map((r, i) => ({
        id: seedId("package-review", `${p.slug}:${i}`),
        packageId: packageId(p.slug),
        authorName: r.authorName,
        authorCountry: r.authorCountry,
        rating: r.rating,
        comment: r.comment,
        createdAt: new Date(`${r.date}T12:00:00Z`),
      })),
    );
    await tx.insert(s.packageReviews).values(packageReviewRows).onConflictDoNothing();

    await tx
      .insert(s.testimonials)
      .values(
        TESTIMONIALS.map((t, i) => ({
          id: seedId("testimonial", `${i}`),
          name: t.name,
          country: t.country,
          treatment: t.treatment,
          rating: t.rating,
          text: t.text,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(s.insurancePartners)
      .values(
        INSURANCE_PARTNERS.map((p, i) => ({
          id: seedId("insurance", p.slug),
          slug: p.slug,
          name: p.name,
          logo: `/images/insurance/${p.slug}.svg`,
          status: p.status,
          description: p.description,
          details: p.details,
          coverage: p.coverage,
          priceFromEur: p.priceFromEur,
          website: p.website,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();

    await tx.insert(s.exchangeRates).values(EXCHANGE_RATES).onConflictDoNothing();
    await repictureSeededRows(tx);
    // Only on the first seeding: a re-seed must not bring back history dated at another day.
    if (done.length === 0) await seedResponseHistory(tx, at);

    await tx
      .insert(s.seedRuns)
      .values({ name: CATALOGUE_SEED, appliedAt: at })
      .onConflictDoNothing();
    return { applied: done.length === 0 };
  });
}

/** A check recorded by an admin on a given day (no admin user in the seed: verified_by null). */
function seededVerification(verifiedOn: string | null | undefined, expiresOn: string | null) {
  if (!verifiedOn) return { verificationStatus: "unverified" as const };
  return {
    verificationStatus: "verified" as const,
    verifiedAt: new Date(`${verifiedOn}T10:00:00Z`),
    verificationMethod: "official register search",
    verificationNote: SEEDED_CHECK_NOTE,
    verificationExpiresAt: seededVerificationExpiry(verifiedOn, expiresOn),
  };
}

function seededDoctorCredentials(
  slug: string,
  licenseNumber: string,
  registryUrl: string | null,
  shift: number,
) {
  const c = DOCTOR_CREDENTIALS[slug] ?? {};
  const licenceExpiresOn = c.licenceExpiresOn ? shiftDay(c.licenceExpiresOn, shift) : null;
  return {
    regulator: regulatorFor(licenseNumber),
    boardCertification: c.boardCertification ?? null,
    proceduresPerYear: c.proceduresPerYear ?? null,
    licenceExpiresOn,
    // Only a number that can be looked up on a public register is marked verified.
    ...seededVerification(
      registryUrl && c.verifiedOn ? shiftDay(c.verifiedOn, shift) : undefined,
      licenceExpiresOn,
    ),
  };
}

/** A demo database's sample dates are moved forward once the seeding is this many days old. */
export const SEED_REFRESH_AFTER_DAYS = 30;

/**
 * Keeps a demo catalogue's sample dates current (decision 058): a database seeded long ago (or
 * the build's snapshot, seeded at build time) would otherwise see every sample verification
 * lapse and every clinic fall out of search a year later. Once the seeding is
 * SEED_REFRESH_AFTER_DAYS old, every sample date that nobody has changed since is moved forward
 * by the whole days since the seeding, and the seeding's date with them: the seeded clinics'
 * own verification (still carrying the seed's note), the seeded practitioners' and credentials'
 * checks (seed's note, no admin), the seeded credentials' document dates (never edited), the
 * sample history of requests and replies (its own rows only, by id and client id). What an
 * admin or a clinic changed through the product keeps its real dates. Run at every start, after
 * the seed, only when the server seeds the demo catalogue (SEED_ON_START).
 */
export async function refreshDemoSeedDates(
  db: Db,
  at: Date = clockNow(),
): Promise<{ shiftedDays: number }> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(s.seedRuns)
      .where(eq(s.seedRuns.name, CATALOGUE_SEED))
      .for("update");
    if (!run) return { shiftedDays: 0 };
    const days = seedDayShift(at) - seedDayShift(run.appliedAt);
    if (days < SEED_REFRESH_AFTER_DAYS) return { shiftedDays: 0 };
    const by = sql`make_interval(days => ${days}::int)`;
    const clinicIds = CLINICS.map((c) => seedId("clinic", c.slug));
    const doctorIds = CLINICS.flatMap((c) => c.doctors.map((d) => seedId("doctor", d.slug)));
    const credentialIds = CLINIC_CREDENTIALS.map((c) =>
      seedId("credential", `${c.clinicSlug}:${c.key}`),
    );
    await tx
      .update(s.clinics)
      .set({ verifiedAt: sql`${s.clinics.verifiedAt} + ${by}` })
      .where(
        and(
          inArray(s.clinics.id, clinicIds),
          eq(s.clinics.verificationNote, SEEDED_CLINIC_NOTE),
          isNotNull(s.clinics.verifiedAt),
        ),
      );
    // A sample check the sweep marked expired is current again once moved.
    const restored = (t: typeof s.doctors | typeof s.clinicCredentials) =>
      sql`case when ${t.verificationStatus} = 'expired'
        and ${t.verificationExpiresAt} + ${by} > ${at.toISOString()}::timestamptz
        then 'verified' else ${t.verificationStatus} end`;
    await tx
      .update(s.doctors)
      .set({
        verifiedAt: sql`${s.doctors.verifiedAt} + ${by}`,
        verificationExpiresAt: sql`${s.doctors.verificationExpiresAt} + ${by}`,
        licenceExpiresOn: sql`${s.doctors.licenceExpiresOn} + ${days}::int`,
        verificationStatus: restored(s.doctors),
      })
      .where(
        and(
          inArray(s.doctors.id, doctorIds),
          eq(s.doctors.verificationNote, SEEDED_CHECK_NOTE),
          isNull(s.doctors.verifiedBy),
        ),
      );
    const c = s.clinicCredentials;
    await tx
      .update(c)
      .set({
        expiresOn: sql`${c.expiresOn} + ${days}::int`,
        verifiedAt: sql`${c.verifiedAt} + ${by}`,
        verificationExpiresAt: sql`${c.verificationExpiresAt} + ${by}`,
        verificationStatus: restored(c),
        createdAt: sql`${c.createdAt} + ${by}`,
        updatedAt: sql`${c.updatedAt} + ${by}`,
      })
      .where(
        and(
          inArray(c.id, credentialIds),
          sql`${c.updatedAt} = ${c.createdAt}`,
          isNull(c.verifiedBy),
          or(eq(c.verificationNote, SEEDED_CHECK_NOTE), eq(c.verificationStatus, "unverified")),
        ),
      );
    await shiftResponseHistory(tx, days);
    await tx
      .update(s.seedRuns)
      .set({ appliedAt: sql`${s.seedRuns.appliedAt} + ${by}` })
      .where(eq(s.seedRuns.name, CATALOGUE_SEED));
    return { shiftedDays: days };
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ name: s.seedRuns.name })
    .from(s.seedRuns)
    .where(eq(s.seedRuns.name, CATALOGUE_SEED));
  return rows.length > 0;
}

type SeedTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const textArray = (xs: string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;

/**
 * Databases seeded before pictures were chosen per treatment hold a whole group's pictures
 * (a liposuction package drawn as a nose profile, a beard case as a bald scalp). Rows that
 * still hold exactly those get the treatment's pictures; anything a clinic changed is kept.
 */
async function repictureSeededRows(tx: SeedTx) {
  const groupOf = new Map(TREATMENTS.map((t) => [t.slug, t.group]));
  for (const p of PACKAGES) {
    const g = groupOf.get(p.treatment);
    const old = [
      `/images/treatments/${g}-1.svg`,
      `/images/treatments/${g}-2.svg`,
      ...p.images.slice(2),
    ];
    if (old.join() === p.images.join()) continue;
    await tx
      .update(s.packages)
      .set({ images: p.images })
      .where(
        and(
          eq(s.packages.id, seedId("package", p.slug)),
          sql`${s.packages.images} = ${textArray(old)}`,
        ),
      );
  }
  for (const b of CLINICS.flatMap((c) => c.beforeAfter)) {
    const g = groupOf.get(b.treatment);
    const now = beforeAfterImages(b.treatment);
    if (now.beforeImage === `/images/before-after/${g}-before.svg`) continue;
    await tx
      .update(s.beforeAfterCases)
      .set(now)
      .where(
        and(
          eq(s.beforeAfterCases.id, seedId("case", b.slug)),
          eq(s.beforeAfterCases.beforeImage, `/images/before-after/${g}-before.svg`),
          eq(s.beforeAfterCases.afterImage, `/images/before-after/${g}-after.svg`),
        ),
      );
  }
}

/** Nurses named in the seeded care teams (sample data, chosen by the package's place). */
const SEED_NURSES = [
  "Ayşe Demir",
  "María López",
  "Nok Srisuk",
  "Elif Kaya",
  "Ana García",
  "Ji-woo Park",
];

/**
 * Who performs each step of a seeded package (decision 054), deterministic: the clinic's first
 * doctor operates (and runs the consultation); its second doctor, if any, gives the
 * anaesthesia; a named nurse runs the aftercare visits. Hair and beard transplants name graft
 * extraction and implantation instead of one procedure.
 */
function seedCareTeam(p: (typeof PACKAGES)[number], index: number): CareTeam | null {
  const clinic = CLINICS.find((c) => c.slug === p.clinicSlug);
  const [surgeon, second] = clinic?.doctors ?? [];
  if (!surgeon) return null;
  const grafts = p.treatment === "hair-transplant" || p.treatment === "beard-transplant";
  const steps: CareTeam["steps"] = careStepsFor(grafts).map((step) => ({
    step,
    performer:
      step === "anaesthesia" && second
        ? { kind: "doctor", doctorId: seedId("doctor", second.slug), name: second.name }
        : step === "aftercare"
          ? { kind: "staff", name: SEED_NURSES[index % SEED_NURSES.length]!, role: "nurse" }
          : { kind: "surgeon" },
  }));
  return {
    surgeon: { doctorId: seedId("doctor", surgeon.slug), name: surgeon.name, title: surgeon.title },
    steps,
  };
}
