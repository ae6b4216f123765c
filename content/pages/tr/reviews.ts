import { REVIEW_STORIES } from "../reviews";
import type { ReviewsContent } from "../types";

/** /reviews Türkçe: çerçeve çevrildi; alıntılar yazıldıkları dilde (İngilizce) kalır. */
const COUNTRIES: Record<string, string> = {
  "United Kingdom": "Birleşik Krallık",
  Norway: "Norveç",
  Australia: "Avustralya",
  Ireland: "İrlanda",
  "United States": "Amerika Birleşik Devletleri",
  Canada: "Kanada",
};
const TREATMENTS: Record<string, string> = {
  "Hair Transplant": "Saç Ekimi",
  Veneers: "Diş Kaplama (Veneer)",
  Rhinoplasty: "Burun Estetiği",
  "Knee Replacement": "Diz Protezi",
  "Gastric Sleeve": "Tüp Mide",
  "IVF Treatment": "Tüp Bebek Tedavisi",
};

export const REVIEWS: ReviewsContent = {
  title: "Hasta Yorumları",
  intro:
    "Klinik ortaklarımızda tedavi olmak için seyahat etmiş hastaların gerçek deneyimleri. CareAtlas'ta yalnızca rezervasyonunu tamamlamış hastalar yorum bırakabilir.",
  disclaimer:
    "Yorumlar kişisel deneyimleri anlatır ve sonuçlar kişiden kişiye değişir. Yorumlar tıbbi tavsiye değildir; lütfen her tedaviyi yetkin bir hekimle görüşün.",
  stories: REVIEW_STORIES.map((r) => ({
    ...r,
    country: COUNTRIES[r.country] ?? r.country,
    treatment: TREATMENTS[r.treatment] ?? r.treatment,
  })),
  ui: {
    eyebrow: "Gerçek deneyimler",
    statsTitle: "Yorumlara genel bakış",
    storiesTitle: "Hasta hikâyeleri",
    quotesNote: "Yorumları, yazıldıkları dilde (İngilizce) ve olduğu gibi aktarıyoruz.",
    treatmentAt: "{clinic} – {treatment}",
    completed: "Tamamlanmış rezervasyon",
    ctaTitle: "Kliniğinizi bulun",
    ctaText:
      "Karar vermeden önce doğrulanmış klinikleri karşılaştırın, tüm yorumları okuyun ve şeffaf fiyatları görün.",
    ctaFind: "Klinik Bul",
    ctaBrowse: "Paketlere Göz Atın",
  },
};
