import type { Locale } from "~/i18n/config";
import type { TreatmentGroupSlug, TreatmentSlug } from "../types";

/**
 * The treatment taxonomy in every language CareAtlas speaks (issue 15): the name a patient of
 * that language reads, and the other words they type for it (lay terms, common spellings without
 * accents or diacritics). English names and keywords stay in ./taxonomy.ts (the spec's labels).
 *
 * Search matches all of them in any language (they join the treatment's keywords: see
 * `treatmentKeywords`), so "Haartransplantation", "saç ekimi" or "زراعة الشعر" find the hair
 * transplant clinics from any page. Names are medical terms as clinics in those countries write
 * them for patients, not word-for-word translations.
 */
export type LocalizedName = { name: string; aliases?: string[] };
type OtherLocale = Exclude<Locale, "en">;

export const TREATMENT_NAMES: Record<TreatmentSlug, Record<OtherLocale, LocalizedName>> = {
  rhinoplasty: {
    de: { name: "Nasenkorrektur (Rhinoplastik)", aliases: ["Nasen-OP", "Nasenoperation"] },
    es: { name: "Cirugía de nariz (rinoplastia)", aliases: ["operación de nariz"] },
    fr: { name: "Chirurgie du nez (rhinoplastie)", aliases: ["refaire le nez"] },
    tr: { name: "Burun estetiği (rinoplasti)", aliases: ["burun ameliyatı"] },
    ar: { name: "تجميل الأنف", aliases: ["عملية الأنف", "رينوبلاستي"] },
  },
  liposuction: {
    de: { name: "Fettabsaugung", aliases: ["Liposuktion"] },
    es: { name: "Liposucción" },
    fr: { name: "Liposuccion", aliases: ["lipoaspiration"] },
    tr: { name: "Liposuction (yağ aldırma)", aliases: ["yağ aldırma", "liposakşın"] },
    ar: { name: "شفط الدهون" },
  },
  facelift: {
    de: { name: "Facelift", aliases: ["Gesichtsstraffung"] },
    es: { name: "Lifting facial", aliases: ["estiramiento facial"] },
    fr: { name: "Lifting du visage", aliases: ["lifting"] },
    tr: { name: "Yüz germe", aliases: ["facelift"] },
    ar: { name: "شد الوجه" },
  },
  bbl: {
    de: { name: "BBL (Brazilian Butt Lift)", aliases: ["Po-Vergrößerung mit Eigenfett"] },
    es: { name: "BBL (levantamiento de glúteos brasileño)", aliases: ["aumento de glúteos"] },
    fr: { name: "BBL (lifting brésilien des fesses)", aliases: ["augmentation des fesses"] },
    tr: { name: "BBL (Brezilya popo kaldırma)", aliases: ["popo estetiği", "kalça estetiği"] },
    ar: { name: "رفع المؤخرة البرازيلي (BBL)", aliases: ["تكبير المؤخرة"] },
  },
  "dental-implants": {
    de: { name: "Zahnimplantate", aliases: ["Implantat", "Zahnimplantat"] },
    es: { name: "Implantes dentales", aliases: ["implante dental"] },
    fr: { name: "Implants dentaires", aliases: ["implant dentaire"] },
    tr: { name: "Diş implantı", aliases: ["implant"] },
    ar: { name: "زراعة الأسنان", aliases: ["زرع الأسنان"] },
  },
  veneers: {
    de: { name: "Veneers", aliases: ["Verblendschalen", "Keramikschalen"] },
    es: { name: "Carillas dentales", aliases: ["carillas"] },
    fr: { name: "Facettes dentaires", aliases: ["facettes"] },
    tr: { name: "Diş kaplama (lamina)", aliases: ["lamina", "porselen lamina"] },
    ar: { name: "قشور الأسنان (الفينير)", aliases: ["فينير"] },
  },
  "hollywood-smile": {
    de: { name: "Hollywood Smile", aliases: ["Hollywood-Lächeln"] },
    es: { name: "Sonrisa de Hollywood", aliases: ["diseño de sonrisa"] },
    fr: { name: "Sourire hollywoodien", aliases: ["hollywood smile"] },
    tr: { name: "Gülüş tasarımı (Hollywood Smile)", aliases: ["gülüş tasarımı"] },
    ar: { name: "ابتسامة هوليوود", aliases: ["هوليود سمايل"] },
  },
  "hair-transplant": {
    de: { name: "Haartransplantation", aliases: ["Haarverpflanzung"] },
    es: { name: "Trasplante capilar", aliases: ["injerto de pelo", "trasplante de pelo"] },
    fr: { name: "Greffe de cheveux", aliases: ["greffe capillaire"] },
    tr: { name: "Saç ekimi", aliases: ["saç nakli"] },
    ar: { name: "زراعة الشعر" },
  },
  "beard-transplant": {
    de: { name: "Barttransplantation" },
    es: { name: "Trasplante de barba", aliases: ["injerto de barba"] },
    fr: { name: "Greffe de barbe" },
    tr: { name: "Sakal ekimi" },
    ar: { name: "زراعة اللحية" },
  },
  lasik: {
    de: { name: "LASIK (Augenlasern)", aliases: ["Augenlaser", "Augen lasern"] },
    es: { name: "LASIK (cirugía láser ocular)", aliases: ["cirugía láser de ojos"] },
    fr: { name: "LASIK (chirurgie laser des yeux)", aliases: ["opération des yeux au laser"] },
    tr: { name: "LASIK (göz lazeri)", aliases: ["lazer göz ameliyatı", "göz çizdirme"] },
    ar: { name: "الليزك (تصحيح النظر بالليزر)", aliases: ["ليزك", "تصحيح النظر"] },
  },
  "cataract-surgery": {
    de: { name: "Grauer-Star-Operation", aliases: ["Katarakt", "Grauer Star"] },
    es: { name: "Cirugía de cataratas", aliases: ["cataratas"] },
    fr: { name: "Chirurgie de la cataracte", aliases: ["cataracte"] },
    tr: { name: "Katarakt ameliyatı", aliases: ["katarakt"] },
    ar: { name: "جراحة إعتام عدسة العين (الماء الأبيض)", aliases: ["الماء الأبيض", "الكتاراكت"] },
  },
  ivf: {
    de: { name: "Künstliche Befruchtung (IVF)", aliases: ["Kinderwunschbehandlung"] },
    es: { name: "Fecundación in vitro (FIV)", aliases: ["FIV", "reproducción asistida"] },
    fr: { name: "Fécondation in vitro (FIV)", aliases: ["FIV", "PMA"] },
    tr: { name: "Tüp bebek (IVF)", aliases: ["tüp bebek tedavisi"] },
    ar: { name: "أطفال الأنابيب (IVF)", aliases: ["الحقن المجهري", "التلقيح الصناعي"] },
  },
  "health-checkup": {
    de: { name: "Gesundheits-Check-up", aliases: ["Vorsorgeuntersuchung"] },
    es: { name: "Chequeo médico", aliases: ["revisión médica"] },
    fr: { name: "Bilan de santé", aliases: ["check-up"] },
    tr: { name: "Check-up", aliases: ["sağlık taraması"] },
    ar: { name: "فحص طبي شامل", aliases: ["تشيك أب"] },
  },
  orthopaedics: {
    de: { name: "Orthopädie", aliases: ["Knieprothese", "Hüftprothese"] },
    es: { name: "Ortopedia", aliases: ["prótesis de rodilla", "prótesis de cadera"] },
    fr: { name: "Orthopédie", aliases: ["prothèse du genou", "prothèse de hanche"] },
    tr: { name: "Ortopedi", aliases: ["diz protezi", "kalça protezi"] },
    ar: { name: "جراحة العظام", aliases: ["تبديل الركبة", "تبديل الورك"] },
  },
  cardiology: {
    de: { name: "Kardiologie", aliases: ["Herz", "Bypass-Operation"] },
    es: { name: "Cardiología", aliases: ["corazón"] },
    fr: { name: "Cardiologie", aliases: ["cœur"] },
    tr: { name: "Kardiyoloji", aliases: ["kalp"] },
    ar: { name: "أمراض القلب", aliases: ["القلب", "قسطرة القلب"] },
  },
  "breast-augmentation": {
    de: { name: "Brustvergrößerung", aliases: ["Brustimplantate"] },
    es: { name: "Aumento de pecho", aliases: ["implantes mamarios"] },
    fr: { name: "Augmentation mammaire", aliases: ["prothèses mammaires"] },
    tr: { name: "Göğüs büyütme", aliases: ["meme büyütme"] },
    ar: { name: "تكبير الثدي" },
  },
  "tummy-tuck": {
    de: { name: "Bauchdeckenstraffung", aliases: ["Bauchstraffung"] },
    es: { name: "Abdominoplastia" },
    fr: { name: "Abdominoplastie" },
    tr: { name: "Karın germe", aliases: ["abdominoplasti"] },
    ar: { name: "شد البطن" },
  },
  "gastric-sleeve": {
    de: { name: "Schlauchmagen", aliases: ["Magenverkleinerung"] },
    es: { name: "Manga gástrica", aliases: ["gastrectomía en manga"] },
    fr: { name: "Sleeve gastrectomie", aliases: ["sleeve"] },
    tr: { name: "Tüp mide", aliases: ["mide küçültme"] },
    ar: { name: "تكميم المعدة" },
  },
  "gastric-bypass": {
    de: { name: "Magenbypass" },
    es: { name: "Bypass gástrico" },
    fr: { name: "Bypass gastrique" },
    tr: { name: "Gastrik bypass", aliases: ["mide bypass"] },
    ar: { name: "تحويل مسار المعدة" },
  },
};

export const GROUP_NAMES: Record<TreatmentGroupSlug, Record<OtherLocale, string>> = {
  cosmetic: { de: "Ästhetik", es: "Estética", fr: "Esthétique", tr: "Estetik", ar: "التجميل" },
  dental: { de: "Zähne", es: "Dental", fr: "Dentaire", tr: "Diş", ar: "الأسنان" },
  hair: { de: "Haare", es: "Cabello", fr: "Cheveux", tr: "Saç", ar: "الشعر" },
  eye: { de: "Augen", es: "Ojos", fr: "Yeux", tr: "Göz", ar: "العيون" },
  fertility: { de: "Kinderwunsch", es: "Fertilidad", fr: "Fertilité", tr: "Tüp bebek", ar: "الخصوبة" },
  general: { de: "Allgemeinmedizin", es: "Medicina general", fr: "Médecine générale", tr: "Genel", ar: "الطب العام" },
  bariatric: { de: "Adipositaschirurgie", es: "Cirugía bariátrica", fr: "Chirurgie bariatrique", tr: "Obezite cerrahisi", ar: "جراحة السمنة" },
};

/** Lower case without accents or diacritics, as search compares words (normalizeTerm's rules). */
function plain(v: string): string {
  return v.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * A treatment's search keywords: its English keywords, then its name and aliases in every other
 * language, each also without accents when that differs ("saç ekimi", "sac ekimi").
 */
export function treatmentKeywords(slug: TreatmentSlug, english: readonly string[]): string[] {
  const words = new Set<string>(english);
  for (const { name, aliases = [] } of Object.values(TREATMENT_NAMES[slug])) {
    for (const w of [name, ...aliases]) {
      words.add(w.toLowerCase());
      words.add(plain(w));
    }
  }
  return [...words];
}

/**
 * The destination cities as each language writes them (Arabic in Arabic script; the Turkish
 * cities with their dotted İ in Turkish; Spanish and French exonyms where they are the usual
 * name). A city not listed keeps its catalogue name.
 */
export const CITY_NAMES: Record<string, Partial<Record<OtherLocale, string>>> = {
  istanbul: { es: "Estambul", tr: "İstanbul", ar: "إسطنبول" },
  antalya: { ar: "أنطاليا" },
  izmir: { es: "Esmirna", tr: "İzmir", ar: "إزمير" },
  bursa: { ar: "بورصة" },
  seoul: { es: "Seúl", fr: "Séoul", tr: "Seul", ar: "سيول" },
  bangkok: { ar: "بانكوك" },
  phuket: { ar: "بوكيت" },
  tijuana: { ar: "تيخوانا" },
  cancun: { de: "Cancún", es: "Cancún", fr: "Cancún", ar: "كانكون" },
  // Not a catalogue city: named in the blog's market figures.
  dubai: { es: "Dubái", fr: "Dubaï", ar: "دبي" },
};

/** The packages' categories (the spec's list, in English in the data and in URLs). */
export const PACKAGE_CATEGORY_NAMES: Record<string, Record<OtherLocale, string>> = {
  Dental: { de: "Zahnmedizin", es: "Odontología", fr: "Soins dentaires", tr: "Diş tedavisi", ar: "طب الأسنان" },
  "Hair Restoration": { de: "Haartransplantation", es: "Injerto capilar", fr: "Greffe de cheveux", tr: "Saç ekimi", ar: "زراعة الشعر" },
  Fertility: { de: "Kinderwunsch", es: "Fertilidad", fr: "Fertilité", tr: "Tüp bebek", ar: "علاج الخصوبة" },
  "Plastic Surgery": { de: "Plastische Chirurgie", es: "Cirugía plástica", fr: "Chirurgie esthétique", tr: "Estetik cerrahi", ar: "الجراحة التجميلية" },
  Bariatric: { de: "Adipositaschirurgie", es: "Cirugía bariátrica", fr: "Chirurgie bariatrique", tr: "Obezite cerrahisi", ar: "جراحة السمنة" },
  "Eye Surgery": { de: "Augenchirurgie", es: "Cirugía ocular", fr: "Chirurgie des yeux", tr: "Göz cerrahisi", ar: "جراحة العيون" },
  "Health Check-up": { de: "Gesundheits-Check-up", es: "Chequeo médico", fr: "Bilan de santé", tr: "Check-up", ar: "الفحص الطبي الشامل" },
};

/** The packages' highlight badges as CareAtlas sets them; any other badge is shown as written. */
export const PACKAGE_BADGE_NAMES: Record<string, Record<OtherLocale, string>> = {
  "Most Popular": { de: "Besonders beliebt", es: "Más solicitado", fr: "Le plus demandé", tr: "En çok tercih edilen", ar: "الأكثر طلبًا" },
  "Top Rated": { de: "Top bewertet", es: "Mejor valorado", fr: "Très bien noté", tr: "En yüksek puanlı", ar: "الأعلى تقييمًا" },
  "Best Value": { de: "Bestes Preis-Leistungs-Verhältnis", es: "Mejor relación calidad-precio", fr: "Meilleur rapport qualité-prix", tr: "Fiyatına göre en iyisi", ar: "أفضل قيمة مقابل السعر" },
  "Beach Location": { de: "Nahe am Strand", es: "Junto a la playa", fr: "En bord de mer", tr: "Sahile yakın", ar: "بالقرب من الشاطئ" },
};
