import type { CountrySummary } from "../types";

/** /tr/destinations sayfasındaki ülke kartları: kısa tanıtım ve not (İngilizcesi: `countries` tablosu). */
export const COUNTRY_SUMMARIES: CountrySummary[] = [
  {
    slug: "turkey",
    description:
      "Saç ekimi, diş tedavisi ve estetik cerrahide önde gelen bir destinasyon: modern özel hastaneler ve Avrupa'nın büyük bölümünden kısa uçuşlar.",
    specialNote:
      "Birçok klinik otel, havalimanı transferi ve kişisel tercüman içeren her şey dahil paketler sunuyor.",
  },
  {
    slug: "south-korea",
    description:
      "İleri düzey yüz estetiği, lazerle göz ameliyatları ve kapsamlı sağlık taramalarıyla tanınır; bu hizmetler alanında son derece uzmanlaşmış kliniklerde sunulur.",
    specialNote:
      "Uluslararası hasta kabulü için kayıtlı klinikler, hastalara özel koordinatör ve tıbbi tercüman sağlar.",
  },
  {
    slug: "thailand",
    description:
      "Uluslararası akreditasyona sahip hastaneler, estetik cerrahi ve tüp bebek alanında deneyimli uzmanlar ve iyileşme için huzurlu bir ortam.",
    specialNote:
      "Bangkok'taki birçok hastanede, ondan fazla dilde tercüman bulunan uluslararası hasta merkezleri var.",
  },
  {
    slug: "mexico",
    description:
      "Kuzey Amerikalı hastalar için pratik bir seçenek: ABD sınırına yakın bölgelerde ve Karayip kıyısında köklü obezite cerrahisi, diş ve estetik klinikleri.",
    specialNote:
      "Tijuana'daki kliniklere San Diego'dan arabayla kısa sürede ulaşılır; birçoğu sınır geçişi için transfer ayarlar.",
  },
];
