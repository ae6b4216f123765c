import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/**
 * The benchmark's synthetic catalogue (bench/search.ts), also loaded by tests that need a
 * catalogue at scale. Call after `seedCatalogue` (it uses the seeded cities and treatments).
 */
/* ------------------------------------------------------------------ synthetic catalogue */

/** Share of clinics per city (percent): Istanbul dominates, as it does in the market. */
const CITY_WEIGHTS: Record<string, number> = {
  istanbul: 32,
  antalya: 10,
  izmir: 7,
  bursa: 4,
  seoul: 15,
  bangkok: 12,
  phuket: 6,
  tijuana: 8,
  cancun: 6,
};
/** Share of clinics per main specialty group (percent). */
const GROUP_WEIGHTS: Record<string, number> = {
  dental: 30,
  hair: 22,
  cosmetic: 24,
  eye: 7,
  fertility: 6,
  general: 8,
  bariatric: 3,
};
const GROUP_WORDS: Record<string, { words: string[]; specialties: string[] }> = {
  dental: {
    words: ["Dental", "Smile", "Dentistry", "Dent", "Tooth"],
    specialties: [
      "Dental Implants & Cosmetic Dentistry",
      "Veneers, Crowns & Smile Design",
      "Implant Dentistry & Full-Mouth Restoration",
    ],
  },
  hair: {
    words: ["Hair", "FUE", "Hairline", "Trichology", "Graft"],
    specialties: [
      "FUE & DHI Hair Transplant",
      "Hair Restoration & Beard Transplant",
      "Sapphire FUE Hair Transplant",
    ],
  },
  cosmetic: {
    words: ["Aesthetic", "Plastic Surgery", "Beauty", "Cosmetic", "Body"],
    specialties: [
      "Aesthetic Plastic Surgery & Body Contouring",
      "Rhinoplasty & Facial Plastic Surgery",
      "Liposuction, BBL & Body Contouring",
    ],
  },
  eye: {
    words: ["Eye", "Vision", "Optic", "Laser Eye", "Retina"],
    specialties: [
      "LASIK & Laser Vision Correction",
      "Cataract & Refractive Surgery",
      "Ophthalmology & Lens Replacement",
    ],
  },
  fertility: {
    words: ["Fertility", "IVF", "Reproductive", "Family", "Embryo"],
    specialties: [
      "IVF & Reproductive Medicine",
      "IVF, ICSI & Egg Freezing",
      "Fertility Treatment & Genetic Testing",
    ],
  },
  general: {
    words: ["Medical", "Hospital", "Health", "Care", "Medicine"],
    specialties: [
      "Orthopaedics & Joint Replacement",
      "Cardiology & Check-ups",
      "Multi-specialty Hospital & Health Screening",
    ],
  },
  bariatric: {
    words: ["Bariatric", "Obesity", "Metabolic", "Weight Loss", "Slim"],
    specialties: [
      "Bariatric & Metabolic Surgery",
      "Gastric Sleeve & Bypass Surgery",
      "Weight Loss Surgery",
    ],
  },
};
const PREFIXES = [
  "Aurora",
  "Bosphorus",
  "Golden",
  "Lotus",
  "Marmara",
  "Azure",
  "Crescent",
  "Harmony",
  "Pearl",
  "Summit",
  "Vital",
  "Nova",
  "Premier",
  "Royal",
  "Silverline",
  "Evergreen",
  "Horizon",
  "Lumina",
  "Meridian",
  "Oasis",
  "Orchid",
  "Sapphire",
  "Serene",
  "Zenith",
];
const SUFFIXES = ["Clinic", "Center", "Institute", "Hospital", "Studio", "Group"];
const DOCTOR_FIRST = [
  "Mehmet",
  "Ayse",
  "Ji-hoon",
  "Somchai",
  "Lucia",
  "Carlos",
  "Elif",
  "Min-jun",
  "Araya",
  "Diego",
  "Selin",
  "Hana",
];
const DOCTOR_LAST = [
  "Yilmaz",
  "Kaya",
  "Park",
  "Wongsawat",
  "Torres",
  "Hernandez",
  "Demir",
  "Kim",
  "Srisuk",
  "Ramirez",
  "Aydin",
  "Lee",
];
/** Typical starting prices in USD per procedure. */
const BASE_USD: Record<string, number> = {
  rhinoplasty: 3500,
  liposuction: 3000,
  facelift: 6500,
  bbl: 4500,
  "dental-implants": 800,
  veneers: 350,
  "hollywood-smile": 4500,
  "hair-transplant": 2500,
  "beard-transplant": 1900,
  lasik: 1700,
  "cataract-surgery": 2200,
  ivf: 4200,
  "health-checkup": 450,
  orthopaedics: 9000,
  cardiology: 7000,
  "breast-augmentation": 4500,
  "tummy-tuck": 4200,
  "gastric-sleeve": 5000,
  "gastric-bypass": 7500,
};

const lit = (values: string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
const weighted = (weights: Record<string, number>) =>
  Object.entries(weights).flatMap(([k, w]) => Array<string>(w).fill(k));

export async function loadCatalogue(db: Db, packages: number) {
  const clinics = Math.max(10, Math.round(packages / 10));
  const exec = (q: string) => db.execute(sql.raw(q));
  const cities = weighted(CITY_WEIGHTS);
  const groups = weighted(GROUP_WEIGHTS);
  const groupWords = Object.entries(GROUP_WORDS);

  await exec(`select setseed(0.4242)`);
  await exec(`drop table if exists bench_clinic`);
  // One staging row per clinic: its id, city and main group, and its random draws.
  await exec(`
    create temp table bench_clinic as
    select g as n, gen_random_uuid() as id,
           (${lit(cities)})[1 + floor(random() * ${cities.length})::int] as city_slug,
           (${lit(groups)})[1 + floor(random() * ${groups.length})::int] as group_slug,
           random() as r1, random() as r2, random() as r3, random() as r4
    from generate_series(1, ${clinics}) g`);
  const wordCase = (field: "words" | "specialties", pick: string) =>
    `case bc.group_slug ${groupWords
      .map(
        ([g, v]) =>
          `when '${g}' then (${lit(v[field])})[1 + floor(${pick} * ${v[field].length})::int]`,
      )
      .join(" ")} end`;
  await exec(`
    insert into clinics (id, slug, name, city_id, address, specialty, rating, review_count, verified, languages, photos)
    select bc.id, 'bench-clinic-' || bc.n,
           (${lit(PREFIXES)})[1 + floor(bc.r1 * ${PREFIXES.length})::int] || ' ' || ${wordCase("words", "bc.r2")} || ' '
             || (${lit(SUFFIXES)})[1 + floor(bc.r3 * ${SUFFIXES.length})::int] || ' ' || ci.name,
           ci.id,
           ci.name || ', ' || co.name,
           ${wordCase("specialties", "bc.r3")},
           round((3.6 + bc.r4 * 1.4)::numeric, 1),
           floor(power(bc.r2, 2) * 1800)::int,
           bc.r1 < 0.9,
           array['English'],
           array['/images/clinics/bench/photo-1.svg']
    from bench_clinic bc
    join cities ci on ci.slug = bc.city_slug
    join countries co on co.id = ci.country_id`);
  // Treatments: most of the main group's, sometimes a check-up or one outside the group.
  const baseUsd = `case x.slug ${Object.entries(BASE_USD)
    .map(([k, v]) => `when '${k}' then ${v}`)
    .join(" ")} else 1000 end`;
  await exec(`
    insert into clinic_treatments (clinic_id, treatment_id, price_from_minor, price_to_minor, currency)
    select x.clinic_id, x.treatment_id, p.price_from, (p.price_from * 1.6)::int, x.currency
    from (
      select bc.id as clinic_id, bc.group_slug, t.id as treatment_id, t.slug, g.slug as treatment_group,
             t.sort_order = min(t.sort_order) over (partition by bc.id, g.id) as first_in_group,
             random() as pick, random() as f,
             (array['USD','USD','USD','USD','USD','USD','EUR','EUR','EUR','GBP'])[1 + floor(random() * 10)::int] as currency
      from bench_clinic bc cross join treatments t join treatment_groups g on g.id = t.group_id
    ) x
    join exchange_rates er on er.currency = x.currency
    cross join lateral (select (round(${baseUsd} * (0.7 + x.f * 0.8) * er.rate) * 100)::int as price_from) p
    where (x.treatment_group = x.group_slug and (x.first_in_group or x.pick < 0.65))
       or (x.slug = 'health-checkup' and x.pick < 0.2)
       or (x.treatment_group <> x.group_slug and x.pick < 0.03)
    on conflict do nothing`);
  await exec(`
    insert into doctors (clinic_id, slug, name, title, specialty, sort_order)
    select bc.id, 'bench-dr-' || bc.n || '-' || k,
           'Dr. ' || (${lit(DOCTOR_FIRST)})[1 + ((bc.n * 7 + k) % ${DOCTOR_FIRST.length})] || ' '
             || (${lit(DOCTOR_LAST)})[1 + ((bc.n * 13 + k * 5) % ${DOCTOR_LAST.length})],
           'Surgeon', 'Specialist', k
    from bench_clinic bc, generate_series(0, floor(bc.r3 * 3)::int) k`);
  // Packages: skewed towards bigger clinics, each for one of the clinic's treatments.
  await exec(`
    insert into packages (slug, clinic_id, treatment_id, title, category, price_minor, original_price_minor, currency,
                          duration_text, duration_days, group_size, rating, review_count, includes, overview, images)
    select 'bench-package-' || g, ct.clinic_id, ct.treatment_id, t.name || ' package ' || g, tg.name,
           (ct.price_from_minor * 1.3)::int, (ct.price_from_minor * 1.6)::int, ct.currency,
           '5-7 days', 6, '1 patient', round((3.8 + random() * 1.2)::numeric, 1), floor(random() * 300)::int,
           array['Treatment', 'Hotel', 'Airport transfer', 'Aftercare'], 'Synthetic package for the benchmark.',
           array['/images/treatments/general-1.svg']
    from (
      select g, 1 + floor(power(random(), 1.6) * ${clinics})::int as n from generate_series(1, ${packages}) g
    ) pick
    join bench_clinic bc on bc.n = pick.n
    cross join lateral (
      select x.clinic_id, x.treatment_id, x.price_from_minor, x.currency
      from clinic_treatments x where x.clinic_id = bc.id order by x.treatment_id limit 1
    ) ct
    join treatments t on t.id = ct.treatment_id
    join treatment_groups tg on tg.id = t.group_id`);
  await exec(`drop table bench_clinic`);
  await exec(`vacuum analyze`);

  const counts = (await db.execute(
    sql`select (select count(*) from clinics)::int as clinics, (select count(*) from clinics where verified)::int as verified,
               (select count(*) from clinic_treatments)::int as offers, (select count(*) from doctors)::int as doctors,
               (select count(*) from packages)::int as packages`,
  )) as unknown as { rows?: Record<string, number>[] } | Record<string, number>[];
  return (Array.isArray(counts) ? counts[0] : counts.rows?.[0]) as Record<string, number>;
}
