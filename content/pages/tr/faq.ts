import type { FaqContent } from "../types";

/** /faq Türkçe (../faq.ts'den çevrildi): aynı 8 soru, aynı sırayla. */
export const FAQ: FaqContent = {
  title: "Sıkça Sorulan Sorular",
  intro:
    "Hastaların bize en sık sorduğu sorulara açık yanıtlar. Sorunuz burada yoksa destek ekibimize 7/24 e-posta veya sohbet yoluyla ulaşabilirsiniz.",
  items: [
    {
      topic: "about",
      question: "CareAtlas nedir?",
      answer:
        "CareAtlas, yurt dışında tedavi olmayı düşünen kişiler için bir karşılaştırma ve rezervasyon platformudur. Türkiye, Güney Kore, Tayland ve Meksika'daki doğrulanmış klinikleri, doktorları ve her şey dahil paketleri karşılaştırabilir, rezervasyonunu tamamlamış hastaların yorumlarını okuyabilir, fiyat teklifi isteyebilir ve kliniklere mesaj gönderebilirsiniz. Bir hesap oluşturduğunuzda rezervasyonlarınız, teklifleriniz, mesajlarınız ve tıbbi kayıtlarınız tek bir panelde bir arada tutulur. Biz bir klinik ya da sağlık hizmeti sağlayıcısı değiliz ve tıbbi tavsiye vermeyiz. Rolümüz, güvenilir bilgiye ulaşmanıza ve gerekli ayarlamaları yapmanıza yardımcı olmaktır; böylece kararlarınızı yetkin bir hekimle birlikte verebilirsiniz.",
    },
    {
      topic: "booking",
      question: "Rezervasyon nasıl yapılır?",
      answer:
        "Bir paket veya klinik seçin, nelerin dahil olduğunu kontrol edin ve ödeme hizmet sağlayıcımız aracılığıyla güvenli kartlı ödemeyle çevrim içi rezervasyon yapın. Bir kapora ödersiniz; bu kapora, klinik randevunuzu onaylayana kadar güvence altındadır. Rezervasyonunuz doğrudan klinik ortağıyla yapılır ve klinik bilgilerinizi inceleyip bir tarihi onaylayana kadar panelinizde beklemede olarak görünür. Klinik onay veremezse kaporanızın tamamı iade edilir. Paket ödemeleri ABD doları üzerinden işlenir ve nihai tutar, ödeme yapmadan önce ödeme sayfasında her zaman gösterilir.",
    },
    {
      topic: "verification",
      question: "Klinikler nasıl doğrulanıyor?",
      answer:
        "Her klinik, listelenmeden önce doğrulama ekibimiz tarafından tek tek incelenir. Kliniğin faaliyet ruhsatını ulusal sağlık otoritesi nezdinde teyit eder, doktorlarının yeterliliklerini ve mesleki kayıtlarını kontrol eder, JCI gibi akreditasyonları doğrudan akreditasyon kuruluşunun kendisiyle teyit ederiz. Kliniğin onam, acil durumlar ve tedavi sonrası bakım süreçlerini nasıl yönettiğine de bakarız. Belgelerin süresi dolduğunda veya hasta geri bildirimleri bir soruna işaret ettiğinde klinik sayfaları yeniden incelenir. Doğrulama riski azaltır, ancak hiçbir kontrol riski tamamen ortadan kaldıramaz; bu nedenle kliniklere kendi sorularınızı da sormanızı öneririz.",
    },
    {
      topic: "packages",
      question: "Paketlere neler dahil?",
      answer:
        "Pakete göre değişir ve her paket neleri kapsadığını açıkça listeler. Çoğu; tedavinin kendisini, otel konaklamasını, havalimanı transferlerini ve tedavi sonrası bakımı kapsar; birçoğu ayrıca muayeneleri, tetkikleri, ilaçları ve kontrol randevularını da içerir. Uçak biletleri, vizeler, seyahat sigortası, ek otel geceleri ve öğünlerin çoğu genellikle dahil değildir. Bir klinik, nihai planı onaylamadan önce sizi yüz yüze değerlendirmek isteyebilir; bu durum fiyatı değiştirirse kliniğin nedenini yazılı olarak açıklaması beklenir. Bir paket veya teklifte herhangi bir konu belirsizse, rezervasyon yapmadan önce kliniğe ya da destek ekibimize sorun.",
    },
    {
      topic: "insurance",
      question: "Sigortaya ihtiyacım var mı?",
      answer:
        "Yurt dışındaki tedaviyi kapsayan bir seyahat sigortası yaptırmanızı önemle tavsiye ederiz; çünkü standart seyahat poliçelerinin çoğu planlı tıbbi işlemleri kapsam dışında bırakır. CareAtlas, bir sigorta iş ortağı aracılığıyla 29 eurodan başlayan isteğe bağlı seyahat sağlık sigortası sunar; seçenekler tıbbi komplikasyonlara ve seyahatin iptaline veya gecikmesine yönelik teminatları içerebilir. Sigorta CareAtlas tarafından değil, bu iş ortağı tarafından sağlanır; bu nedenle neyin kapsandığını ve neyin hariç tutulduğunu görmek için lütfen poliçe şartlarını dikkatle okuyun. Dilerseniz sigortanızı başka bir yerden de yaptırabilirsiniz.",
    },
    {
      topic: "safety",
      question: "Yurt dışında tıbbi tedavi güvenli mi?",
      answer:
        "Her yıl pek çok hasta yurt dışında güvenle tedavi oluyor; ancak her tedavi, nerede yapılırsa yapılsın risk taşır ve hiç kimse sonucu garanti edemez. Doğrulanmış bir klinik seçerek, tıbbi geçmişinizi açıkça paylaşarak, eve dönüş uçuşundan önce ne kadar kalmanız gerektiği konusunda doktorunuzun tavsiyesine uyarak ve tedavi sonrası bakımı kendi doktorunuzla planlayarak riski azaltabilirsiniz. Rehberlerimiz ve kontrol listelerimiz hazırlanmanıza yardımcı olabilir. CareAtlas tıbbi tavsiye vermez; bir tedavinin size uygun olup olmadığını lütfen yetkin bir hekimle görüşün.",
    },
    {
      topic: "companions",
      question: "Yanımda bir refakatçi getirebilir miyim?",
      answer:
        "Evet; özellikle ameliyat sonrası dönem için bunu sıklıkla öneririz. Birçok paket, refakatçinizin otel odanızı sizinle paylaşmasına izin verir; bazıları refakatçinin havalimanı transferlerini de kapsar. Her paket nelerin dahil olduğunu gösterir. Refakatçinizin uçak biletini, yemeklerini ve varsa ek hizmetlerin ücretini genellikle kendisinin ödemesi gerekir. Yanınızda biri olacağını kliniğe önceden bildirin; böylece klinik transferleri planlayabilir ve uygun olduğunda refakatçinizi tedavi sonrası bakımla ilgili bilgilendirmelere dahil edebilir. Refakatçinizin kendi vize ve sigorta gereksinimlerini de kontrol etmesi gerekir.",
    },
    {
      topic: "trust",
      question: "CareAtlas'a neden güvenmeliyim?",
      answer:
        "Çünkü güveninizi somut adımlarla kazanmaya çalışıyoruz. Klinikler listelenmeden önce tek tek doğrulanır. Kartlı ödemeler ödeme hizmet sağlayıcımız tarafından güvenle işlenir ve kaporanız randevunuz onaylanana kadar güvence altındadır. Yorumlar yalnızca rezervasyonunu tamamlamış hastalardan gelir ve klinikler yorumları kaldırtmak için ödeme yapamaz. Tıbbi kayıtlar şifrelenir ve yalnızca sizin onayınızla paylaşılır. Destek ekibimize 7/24 e-posta veya sohbet yoluyla ulaşabilirsiniz. Sınırlarımız konusunda da açığız: Tıbbi tavsiye vermeyiz ve tedavi sonuçlarından sorumlu değiliz.",
    },
  ],
  ui: {
    eyebrow: "Yardım merkezi",
    listTitle: "Sorular ve yanıtlar",
    stillTitle: "Başka bir sorunuz mu var?",
    stillText:
      "Ekibimiz 24-48 saat içinde yanıt verir; ekibimize 7/24 e-posta veya sohbet yoluyla ulaşabilirsiniz.",
    contact: "Bize ulaşın",
    detail: "Ayrıntıları mı merak ediyorsunuz? {how} ve {trust} hakkındaki sayfalarımızı okuyun.",
    how: "CareAtlas'ın nasıl çalıştığı",
    trust: "bize neden güvenebileceğiniz",
  },
};
