import type { WhyTrustUsContent } from "../types";

/** /why-trust-us Türkçe (../why-trust-us.ts'den çevrildi). */
export const WHY_TRUST_US: WhyTrustUsContent = {
  title: "CareAtlas'a neden güvenebilirsiniz",
  intro:
    "Tedavi için seyahat etmek büyük bir karardır. Güveninizi kazanmak için neler yaptığımızı ve birlikte çalıştığımız kliniklerden neler beklediğimizi burada bulabilirsiniz.",
  sections: [
    {
      id: "verified-clinics",
      title: "Doğrulanmış klinikler",
      summary:
        "CareAtlas'taki her klinik, listelenmeden önce ekibimizden bir kişi tarafından incelenir; hiçbir klinik otomatik olarak onaylanmaz.",
      points: [
        "Her kliniğin faaliyet ruhsatının ve ulusal sağlık otoritesine kaydının tek tek doğrulanması.",
        "Doktorların, kliniğin sunduğu tedaviler için yeterliliklerinin ve uzmanlık tescillerinin kontrol edilmesi.",
        "JCI akreditasyonlu klinik ortakları ve diğer tanınmış akreditasyonlar; bir logoya bakılarak değil, akreditasyon kuruluşuyla teyit edilerek.",
        "Belgelerin süresi dolduğunda veya hasta geri bildirimleri bir soruna işaret ettiğinde klinik sayfalarının yeniden incelenmesi.",
      ],
    },
    {
      id: "patient-protection",
      title: "Hasta güvencesi",
      summary: "Paranız ve kişisel bilgileriniz ilk tıklamadan itibaren özenle korunur.",
      points: [
        "Köklü bir kart ödeme hizmet sağlayıcısı aracılığıyla güvenli kartlı ödeme; kart bilgilerinizin tamamını asla saklamayız.",
        "Kapora güvencesi: Kaporanız, klinik randevunuzu onaylayana kadar güvence altındadır ve klinik onaylayamazsa tamamı iade edilir.",
        "Tıbbi kayıtlar şifreli olarak saklanır ve bir klinikle yalnızca o klinik için açık rızanızı verdiğinizde paylaşılır.",
        "Verileriniz asla satılmaz; verilerinizi dilediğiniz zaman indirebilir veya hesabınızı silebilirsiniz.",
      ],
    },
    {
      id: "transparency",
      title: "Şeffaflık",
      summary:
        "Aynı kapsamdaki seçenekleri birbiriyle karşılaştırabilmeniz için net fiyatlar ve dürüst yorumlar.",
      points: [
        "Tedavi, otel geceleri, transferler ve tedavi sonrası bakım gibi nelerin dahil olduğunu gösteren kalem kalem teklifler.",
        "Uçak biletleri, vizeler ve sigorta gibi nelerin dahil olmadığına dair açık notlar.",
        "Yalnızca rezervasyonunu tamamlamış hastalardan doğrulanmış yorumlar.",
        "Klinikler bir yorumu gizletmek, düzenletmek veya kaldırtmak için ödeme yapamaz.",
      ],
    },
    {
      id: "human-support",
      title: "Gerçek insanlardan destek",
      summary: "Hangi saat diliminde olursanız olun, yardıma hazır gerçek insanlar.",
      points: [
        "Seyahatinizden önce, seyahatiniz sırasında ve sonrasında e-posta veya sohbet yoluyla 7/24 destek.",
        "E-postalara 24-48 saat içinde yanıt; hızlı yardıma ihtiyacınız varsa konu satırına “URGENT” (acil) yazın.",
        "Kliniklere soracağınız soruları hazırlamada, teklifleri anlamada ve tarihlerinizi planlamada yardım.",
        "Hemşirelik, hasta koordinasyonu ve hastane kalitesi alanlarında deneyimli kişilerden oluşan bir ekip.",
      ],
    },
    {
      id: "trusted-by-clinics",
      title: "Kliniklerin güvendiği platform",
      summary:
        "İyi klinikler bilinçli hastalar ister. Ortaklarımız CareAtlas'ı tercih ediyor, çünkü onlara araştırmasını yapmış kişileri ulaştırıyoruz.",
      points: [
        "Klinikler ortaklık programımız aracılığıyla başvurur ve ancak doğrulamadan sonra listelenir.",
        "Uzman kliniklerden uluslararası hastanelere kadar Türkiye, Güney Kore, Tayland ve Meksika'da klinik ortakları.",
        "Ortaklar açık ve kalem kalem bilgi vermeyi ve hasta mesajlarına hızla yanıt vermeyi kabul eder.",
      ],
    },
  ],
  safetyPromise: {
    heading: "Güvenlik sözümüz",
    items: [
      {
        title: "Listelemeden önce doğrulama",
        description: "Hiçbir klinik, ekibimiz incelemeden CareAtlas'ta yer almaz.",
      },
      {
        title: "Güvence altındaki kaporalar",
        description: "Kaporanız, randevunuz onaylanana kadar güvence altındadır.",
      },
      {
        title: "Dürüst yorumlar",
        description: "Yorumlar yalnızca rezervasyonunu tamamlamış hastalardan gelir.",
      },
      {
        title: "Kesintisiz destek",
        description: "Bize 7/24 e-posta veya sohbet yoluyla ulaşın.",
      },
    ],
  },
  links: [
    { label: "Destinasyonları Keşfedin", href: "/destinations" },
    { label: "Paketlere Göz Atın", href: "/packages" },
  ],
  disclaimer:
    "Doğrulama riski azaltır ancak ortadan kaldıramaz. CareAtlas tıbbi tavsiye vermez, rezervasyonlar doğrudan klinik ortaklarımızla yapılır ve CareAtlas tedavi sonuçlarından sorumlu değildir.",
  ui: {
    eyebrow: "Güven ve güvenlik",
    onThisPage: "Bu sayfada",
    nextTitle: "Kendiniz görün",
    nextText:
      "Destinasyonları ve kontrollerimizden geçmiş kliniklerin her şey dahil paketlerini keşfedin.",
  },
};
