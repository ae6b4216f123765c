import { REVIEW_STORIES } from "../reviews";
import type { ReviewsContent } from "../types";

/** /reviews بالعربية: الإطار مترجم، والاقتباسات بنصّها الأصلي (الإنجليزية). */
const COUNTRIES: Record<string, string> = {
  "United Kingdom": "المملكة المتحدة",
  Norway: "النرويج",
  Australia: "أستراليا",
  Ireland: "أيرلندا",
  "United States": "الولايات المتحدة",
  Canada: "كندا",
};
const TREATMENTS: Record<string, string> = {
  "Hair Transplant": "زراعة الشعر",
  Veneers: "قشور الأسنان (الفينير)",
  Rhinoplasty: "تجميل الأنف",
  "Knee Replacement": "استبدال مفصل الركبة",
  "Gastric Sleeve": "تكميم المعدة",
  "IVF Treatment": "أطفال الأنابيب",
};

export const REVIEWS: ReviewsContent = {
  title: "تقييمات المرضى",
  intro:
    "تجارب حقيقية لمرضى سافروا للعلاج لدى العيادات الشريكة لنا. ولا يمكن أن يكتب تقييمًا على CareAtlas إلا مريض اكتمل حجزه.",
  disclaimer:
    "تصف التقييمات تجارب فردية، وتختلف النتائج من شخص إلى آخر. وهي ليست استشارة طبية، لذا يُرجى مناقشة أي علاج مع طبيب مؤهل.",
  stories: REVIEW_STORIES.map((r) => ({
    ...r,
    country: COUNTRIES[r.country] ?? r.country,
    treatment: TREATMENTS[r.treatment] ?? r.treatment,
  })),
  ui: {
    eyebrow: "تجارب حقيقية",
    statsTitle: "التقييمات في لمحة",
    storiesTitle: "قصص المرضى",
    quotesNote: "ننقل التقييمات بنصّها كما كتبها أصحابها، باللغة التي كُتبت بها (الإنجليزية).",
    treatmentAt: "{treatment} لدى {clinic}",
    completed: "حجز مكتمل",
    ctaTitle: "اعثر على عيادتك",
    ctaText: "قارن بين العيادات الموثّقة، واقرأ كل التقييمات، واطّلع على أسعار شفافة قبل أن تقرر.",
    ctaFind: "ابحث عن عيادات",
    ctaBrowse: "تصفّح الباقات",
  },
};
