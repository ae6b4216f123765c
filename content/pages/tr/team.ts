import type { TeamContent } from "../types";

/** /team Türkçe (../team.ts'den çevrildi): isimler ve portreler aynı kalır. */
export const TEAM: TeamContent = {
  title: "Ekibimiz",
  intro:
    "Yurt dışında tedaviyi daha anlaşılır ve daha güvenli hâle getirmek için çalışan; hastane kalitesi, hemşirelik ve hasta koordinasyonu alanlarında deneyimli küçük bir ekip.",
  members: [
    {
      name: "Leyla Korkmaz",
      role: "Kurucu Ortak ve CEO",
      bio: "Leyla, CareAtlas'ı kurmadan önce on yıl boyunca İstanbul ve Londra'da hastane işletmeciliği ve dijital sağlık alanlarında çalıştı. Fikir, babasına yurt dışında diş tedavisi ayarlamasında yardım ederken bu işin olması gerekenden çok daha zor olduğunu görmesiyle doğdu. Şirketin yönünü belirliyor ve hâlâ her hafta hasta geri bildirimlerini okuyor.",
      initials: "LK",
      portrait: "/images/team/leyla-korkmaz.svg",
      portraitAlt: "Leyla Korkmaz'ın çizim portresi",
    },
    {
      name: "Marcus Webb",
      role: "Klinik Doğrulama Direktörü",
      bio: "Marcus, on iki yıl boyunca hastane kalite denetçisi olarak çalıştı ve hastanelerin ulusal ve uluslararası akreditasyon denetimlerine hazırlanmasına yardımcı oldu. CareAtlas'ta, her kliniğin ruhsatlarını, doktorlarını ve güvenlik süreçlerini listelenmeden önce inceleyen ekibe liderlik ediyor. En iyi kliniklerin zor soruları memnuniyetle karşılayanlar olduğuna inanıyor.",
      initials: "MW",
      portrait: "/images/team/marcus-webb.svg",
      portraitAlt: "Marcus Webb'in çizim portresi",
    },
    {
      name: "Ayla Ozkan",
      role: "Hasta Bakımı Direktörü",
      bio: "Ayla, Bursa'daki özel bir hastanede sekiz yıl boyunca uluslararası hastaların bakımını koordine etmiş, diplomalı bir hemşiredir. Günün her saati çalışan destek ekibimizi yönetiyor; hastaların kliniklere soracakları soruları hazırlamalarına, tarihlerini planlamalarına ve seyahatleri boyunca iletişimde kalmalarına yardımcı oluyor. Türkçe, İngilizce ve Almanca konuşuyor.",
      initials: "AO",
      portrait: "/images/team/ayla-ozkan.svg",
      portraitAlt: "Ayla Ozkan'ın çizim portresi",
    },
  ],
  ui: {
    eyebrow: "CareAtlas'ın arkasındaki insanlar",
    membersLabel: "Ekip üyeleri",
    ctaTitle: "Ekibimize sorunuz mu var?",
    ctaText:
      "Destek ekibimize seyahatinizden önce, seyahatiniz sırasında ve sonrasında 7/24 e-posta veya sohbet yoluyla ulaşabilirsiniz.",
    ctaContact: "Bize ulaşın",
    ctaAbout: "CareAtlas Hakkında",
  },
};
