import type { AboutContent } from "../types";

/** /about Türkçe (../about.ts'den çevrildi). */
export const ABOUT: AboutContent = {
  title: "CareAtlas Hakkında",
  intro:
    "CareAtlas, insanların yurt dışındaki doğrulanmış klinikleri, doktorları ve her şey dahil tedavi paketlerini karşılaştırmasına yardımcı olur; böylece net bilgi ve gerçek destekle tedavileriyle ilgili özenle düşünülmüş kararlar verebilirler.",
  mission: {
    heading: "Misyonumuz",
    statement:
      "Yurt dışında uygun fiyatlı ve güvenli tedaviyi bulmayı, anlamayı ve ona güvenmeyi kolaylaştırmak.",
    paragraphs: [
      "Pek çok kişi için kendi ülkesinde tedavi, maliyet ya da uzun bekleme listeleri nedeniyle ulaşılamaz durumdadır. Tedavi için seyahat etmek makul bir çözüm olabilir; ancak hangi kliniklere güvenileceğini, bir fiyatın gerçekte neleri kapsadığını ve bir konu belirsiz kaldığında kime başvurulacağını bilmek zordur.",
      "Biz bu boşluğu kapatmak için varız. Klinikleri listelemeden önce doğruluyor, paketlerin neleri kapsayıp neleri kapsamadığını gösteriyor ve yolculuk boyunca yanınızda oluyoruz; böylece uygun fiyatlı bir seçim hiçbir zaman özensiz bir seçim olmak zorunda kalmıyor.",
    ],
  },
  story: {
    heading: "Hikâyemiz",
    paragraphs: [
      "CareAtlas bir aile yolculuğuyla başladı. Kurucularımızdan biri, ebeveynlerinden birine Türkiye'de diş tedavisi ayarlamasında yardım ederken haftalarca klinik web sitelerini, forum yazılarını ve birbiriyle karşılaştırılması imkânsız fiyat tekliflerini bir araya getirmeye çalıştı. Tedavi sonunda iyi geçti, ancak süreç olması gerekenden çok daha yıpratıcıydı.",
      "Başka hastalarla konuştuğumuzda aynı hikâyeyi tekrar tekrar duyduk: İnsanların seçeneği az değildi, güvenilir bilgisi azdı. Bunun üzerine hastane kalitesi, hasta koordinasyonu ve teknoloji alanlarında deneyimli küçük bir ekip kurduk ve klinikleri bizzat ziyaret edip incelemeye başladık.",
      "Bugün CareAtlas; saç restorasyonu ve diş hekimliğinden göz cerrahisine, üreme sağlığı tedavilerinden genel sağlık taramalarına kadar Türkiye, Güney Kore, Tayland ve Meksika'daki güvenilir klinikleri kapsıyor. Merkezimiz Bursa'dadır ve destek ekibimiz dünyanın dört bir yanından hastalara yardımcı olmak için günün her saati çalışır.",
      "Biz bir karşılaştırma ve rezervasyon platformuyuz, sağlık hizmeti sağlayıcısı değiliz. Tıbbi tavsiye vermeyiz; tedavinizle ilgili kararlar size ve doktorlarınıza aittir. Bizim görevimiz, bu kararlara daha iyi bilgiyle ulaşmanıza yardımcı olmak ve seyahatiniz boyunca yanınızda olmaktır.",
    ],
  },
  values: {
    heading: "Bağlı olduğumuz ilkeler",
    items: [
      {
        id: "safety",
        title: "Önce Güvenlik",
        description:
          "Her klinik, CareAtlas'ta yer almadan önce ekibimiz tarafından incelenir; içimize sinmeyen tek bir kliniği listelemektense daha az klinik listelemeyi tercih ederiz. Kaporanız, randevunuz onaylanana kadar güvence altındadır.",
      },
      {
        id: "access",
        title: "Küresel Erişim",
        description:
          "İyi tedaviye erişim, nerede yaşadığınıza bağlı olmamalı. Türkiye, Güney Kore, Tayland ve Meksika'daki doğrulanmış klinikleri tek bir yerde topluyor, fiyatları alışık olduğunuz para biriminde karşılaştırmanızı sağlıyoruz.",
      },
      {
        id: "patient",
        title: "Hasta Odaklı Yaklaşım",
        description:
          "Her adımı seyahat eden kişiyi merkeze alarak tasarlıyoruz: net bilgi, baskı altında kalmadan karar verebileceğiniz zaman ve günün her saati e-posta ya da sohbet yoluyla ulaşabileceğiniz gerçek insanlar.",
      },
      {
        id: "quality",
        title: "Kalite Güvencesi",
        description:
          "Tanınmış akreditasyonlara, yetkin doktorlara ve dürüst tedavi sonrası bakım planlarına bakarız; bir klinik aramıza katıldıktan sonra da geri bildirimlere kulak vermeyi sürdürürüz. Doğrulanmış yorumlar yalnızca rezervasyonunu tamamlamış hastalardan gelir.",
      },
    ],
  },
  disclaimer:
    "CareAtlas tıbbi tavsiye vermez. Rezervasyonlar doğrudan klinik ortaklarımızla yapılır ve CareAtlas tedavi sonuçlarından sorumlu değildir. Lütfen tedavi kararlarınızı yetkin bir hekimle birlikte verin.",
  ui: {
    valuesEyebrow: "Değerlerimiz",
    statsTitle: "Rakamlarla CareAtlas",
    teamLink: "Ekibimizle tanışın",
    trustLink: "Klinikleri nasıl doğruluyoruz",
    ctaTitle: "Güvenle karşılaştırmaya başlayın",
    ctaText:
      "Doğrulanmış klinikleri ve her şey dahil paketleri inceleyin ya da planlarınızı ekibimizle konuşun.",
    ctaFind: "Klinik Bul",
    ctaContact: "Bize ulaşın",
  },
};
