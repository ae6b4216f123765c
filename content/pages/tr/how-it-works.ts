import type { HowItWorksContent } from "../types";

/** /how-it-works Türkçe (../how-it-works.ts'den çevrildi). */
export const HOW_IT_WORKS: HowItWorksContent = {
  title: "CareAtlas nasıl çalışır",
  intro:
    "İlk aramanızdan eve dönüşünüze kadar dört basit adım. Her aşamada kontrol sizdedir ve bir sorunuz olduğunda gerçek insanlar size yardım etmeye hazırdır.",
  steps: [
    {
      number: 1,
      id: "search",
      title: "Arayın",
      summary: "Hangi tedaviyi aradığınızı ve nereye gitmek istediğinizi bize söyleyin.",
      details: [
        "Diş implantı ve saç ekiminden LASIK'e, tüp bebek tedavisinden sağlık taramalarına kadar tedavi türüne göre arama yapın.",
        "Türkiye, Güney Kore, Tayland veya Meksika'da bir şehir seçin ya da tüm şehirlere göz atın.",
        "Sonuçları daraltmak için tercih ettiğiniz tarihi ve isteğe bağlı olarak bir bütçe ekleyin.",
        "Gördüğünüz her klinik, listelenmeden önce ekibimiz tarafından tek tek doğrulanmıştır.",
      ],
    },
    {
      number: 2,
      id: "compare",
      title: "Karşılaştırın",
      summary:
        "Karar vermeden önce klinikleri, doktorları, yorumları ve fiyatları yan yana inceleyin.",
      details: [
        "Klinikleri puan, uzmanlık alanı, doktorlar, konuşulan diller ve akreditasyonlara göre karşılaştırın.",
        "Yalnızca rezervasyonunu tamamlamış hastaların yazdığı doğrulanmış yorumları okuyun.",
        "Başlangıç fiyatlarını ve her şey dahil paketleri, nelerin dahil olup nelerin olmadığıyla birlikte görün.",
        "Fiyatları ABD doları, euro veya sterlin olarak görüntüleyin ve favorilerinizi daha sonra dönmek üzere kaydedin.",
        "Herhangi bir taahhütte bulunmadan önce kliniklere mesaj gönderin veya fiyat teklifi isteyin.",
      ],
    },
    {
      number: 3,
      id: "book",
      title: "Rezervasyon yapın",
      summary: "Paketinizi güvenli rezervasyonla ayırtın; kaporanız güvence altında olsun.",
      details: [
        "Kart ödeme hizmet sağlayıcımız aracılığıyla güvenli kartlı ödeme; kart bilgilerinizin tamamını asla görmeyiz ve saklamayız.",
        "Kapora güvencesi: Kaporanız, klinik randevunuzu onaylayana kadar güvence altındadır.",
        "Rezervasyonunuz doğrudan klinik ortağıyla yapılır ve nihai tutar, ödeme yapmadan önce ödeme sayfasında gösterilir.",
        "Rezervasyonlarınızı, tekliflerinizi, mesajlarınızı ve tıbbi kayıtlarınızı kişisel panelinizde bir arada tutun.",
      ],
    },
    {
      number: 4,
      id: "travel",
      title: "Seyahat edin",
      summary: "İhtiyaç duyduğunuz her an destek olduğunu bilerek gönül rahatlığıyla seyahat edin.",
      details: [
        "Seyahatinizden önce, seyahatiniz sırasında ve sonrasında e-posta veya sohbet yoluyla 7/24 destek.",
        "Paketler, her paketin sayfasında belirtildiği şekilde otel konaklaması, havalimanı transferleri ve tedavi sonrası bakımı içerebilir.",
        "Kliniğinize panelinizden mesaj gönderin ve tıbbi kayıtlarınızı yalnızca seçtiğiniz kliniklerle paylaşın.",
        "Tedaviden sonra deneyiminizi doğrulanmış bir yorumla paylaşarak bir sonraki hastaya yardımcı olun.",
      ],
    },
  ],
  afterBooking: {
    heading: "Rezervasyondan sonra ne olur",
    intro: "Rezervasyon ile seyahat arasındaki günler ve haftalar için kısa bir rehber.",
    items: [
      {
        question: "Rezervasyon yaptıktan hemen sonra ne olur?",
        answer:
          "Rezervasyonunuz, kendine ait bir rezervasyon numarasıyla panelinizde “Beklemede” olarak görünür. Ardından klinik, bir tarihi onaylamadan önce talebinizi ve paylaşmayı seçtiğiniz tıbbi bilgileri inceler.",
      },
      {
        question: "Randevum ne zaman onaylanır?",
        answer:
          "Klinik bilgilerinizi inceleyip bir tarih üzerinde anlaştığında rezervasyonunuz “Beklemede” durumundan “Onaylandı” durumuna geçer. O zamana kadar kaporanız güvence altında kalır.",
      },
      {
        question: "Klinik onay veremezse ne olur?",
        answer:
          "Klinik uygun bir tarih sunamazsa veya tedavinin sizin için uygun olmadığına karar verirse, güvence altındaki kaporanızın tamamı iade edilir.",
      },
      {
        question: "Seyahate nasıl hazırlanırım?",
        answer:
          "Kliniğiniz tedavi öncesi talimatlarını size gönderir. Uçak biletlerinizi ve gerekiyorsa vizenizi kendiniz ayarlarsınız; yurt dışındaki tedaviyi kapsayan bir seyahat sigortası yaptırmanızı öneririz.",
      },
      {
        question: "Bir şey değişirse kime başvururum?",
        answer:
          "Kliniğe panelinizden mesaj gönderin ya da destek ekibimize günün her saatinde e-posta veya sohbet yoluyla ulaşın. Acil durumlarda e-postanızın konu satırına “URGENT” (acil) yazın.",
      },
    ],
  },
  cta: { label: "Klinikleri Şimdi Karşılaştırın", href: "/search-results" },
  disclaimer:
    "CareAtlas bir karşılaştırma ve rezervasyon platformudur ve tıbbi tavsiye vermez. Rezervasyonlar doğrudan klinik ortaklarımızla yapılır ve CareAtlas tedavi sonuçlarından sorumlu değildir.",
  ui: {
    eyebrow: "Basit ve şeffaf",
    stepsNav: "Adımlar",
    stepsLabel: "Dört adım",
    step: "{number}. Adım",
    afterEyebrow: "Rezervasyondan sonra",
    readyTitle: "İlk adımı atmaya hazır mısınız?",
    readyText:
      "Doğrulanmış klinikleri, gerçek hastaların yorumları ve anlaşılır fiyatlarla yan yana karşılaştırın.",
    readFaq: "SSS'yi okuyun",
  },
};
