import type { CityGuide } from "../types";

/**
 * /tr/destinations/{country}/{city} için şehir rehberleri: ../cities.ts dosyasının Türkçesi
 * (aynı slug'lar, aynı listeler). Yalnızca düz metin. İyileşmeyle ilgili bilgiler genel seyahat
 * bilgisidir ("genellikle önerilir", "cerrahınız size söyleyecektir"), tıbbi tavsiye değildir.
 * Fiyatlar fikir vermek içindir ve zamanla değişir.
 */
export const CITY_GUIDES: CityGuide[] = [
  // ---------------------------------------------------------------- Türkiye
  {
    slug: "istanbul",
    countrySlug: "turkey",
    name: "İstanbul",
    tagline: "İki kıtaya yayılan, Türkiye'nin sağlık başkenti",
    intro:
      "Boğaz'ın iki yakasında Avrupa ve Asya'ya yayılan İstanbul, Türkiye'de en çok özel hastane ve uzman kliniğin bulunduğu şehirdir. Çoğu, havalimanı transferi, otel ve tercüman içeren paketler sunar. Şehir büyük ve kalabalıktır; bu yüzden kliniğinize yakın bir yerde kalın ve gezilerinizi hafif tutun.",
    specialNote:
      "Saç ekimi yaptıracaksanız kliniklerin çoğu birkaç hafta boyunca hamamdan, saunadan, yüzmekten ve saçlı derinize doğrudan güneş gelmesinden kaçınmanızı ister; meşhur Türk hamamını bir sonraki seyahatinize saklayın. Kliniğiniz size yazılı bakım talimatları verecektir; buradaki genel bilgiler yerine her zaman o talimatlara uyun.",
    medicalInfo: {
      overview:
        "İstanbul'daki sağlık kuruluşları, JCI akreditasyonlu büyük hastane gruplarından küçük uzman muayenehanelerine kadar uzanır. Saç ekimi klinikleri Şişli ve Mecidiyeköy'de, Anadolu yakasında ise Ataşehir çevresinde toplanmıştır; estetik ameliyatlar genellikle yatışlı servisleri olan özel hastanelerde yapılır. Fiyatlar rekabetçidir ama kalite değişkendir; bu yüzden işleminizin kritik aşamalarını kimin yapacağını ve kliniğin Sağlık Bakanlığı'nın uluslararası hastalar için verdiği sağlık turizmi yetki belgesine sahip olup olmadığını teyit edin.",
      specialties: [
        "Saç ve sakal ekimi (FUE ve DHI)",
        "Burun estetiği ve yüz estetiği",
        "Vücut şekillendirme (liposuction, karın germe, BBL)",
        "Diş implantı, lamina ve Hollywood gülüşü",
        "Göz cerrahisi",
        "Obezite cerrahisi",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında saç ve sakal ekimi için Istanbul Hair Institute ve estetik cerrahi için Bosphorus Aesthetic Hospital bulunur. Şehirde ayrıca tercüman, sigorta evrakı ve acil durum desteğiyle ilgilenen uluslararası hasta birimleri olan birçok büyük özel hastane grubu vardır.",
    },
    travelInfo: {
      gettingThere:
        "Uluslararası uçuşların çoğu, şehrin kuzeybatısında Avrupa yakasındaki büyük aktarma merkezi İstanbul Havalimanı'na (IST) iner. Anadolu yakasındaki Sabiha Gökçen (SAW) ağırlıklı olarak Pegasus ve diğer düşük maliyetli havayollarınca kullanılır. Her ikisine de Avrupa'nın, Orta Doğu'nun ve daha uzak bölgelerin dört bir yanından sık direkt uçuş vardır.",
      gettingAround:
        "İstasyondaki bir makineden İstanbulkart alın; metro, tramvay, Boğaz'ın altından geçen Marmaray, otobüs ve şehir hatları vapurlarında geçerlidir ve tek kartla refakatçinizin ücretini de ödeyebilirsiniz. Raylı sistem ve vapur, yoğun saatlerde çoğu zaman arabadan hızlıdır. Taksi için BiTaksi veya Uber'i kullanabilirsiniz; bu uygulamalar lisanslı taksi çağırır ve güzergâhı gösterir.",
      fromAirport:
        "IST'den M11 metrosu Gayrettepe'ye gider; orada Şişli ve Taksim'e giden M2 hattına aktarma yapılır. Havaist otobüsleri Taksim, Beşiktaş, Kadıköy ve diğer merkezlere gider. Şişli'ye taksi yolculuğu trafiğe göre yaklaşık 45-60 dakika sürer. SAW'dan M4 metrosu Kadıköy'e gider, Havabus otobüsleri de Kadıköy ve Taksim'e sefer yapar. Paketlerin çoğunda özel transfer vardır; şoförünüz geliş salonunda isminizin yazılı olduğu bir tabelayla sizi bekler.",
    },
    accommodation: {
      overview:
        "Kliniğinize yakın kalın; çünkü oraya birkaç kez gideceksiniz ve kendinizi yorgun ya da ağrılı hissedebilirsiniz. Avrupa yakasındaki iş bölgeleri saç ve estetik kliniklerinin çoğuna yakındır; Anadolu yakası daha sakin ve uygun fiyatlıdır. Sultanahmet'teki tarihi yarımada otellerinin havası güzeldir, ancak orada kalmak yokuş, arnavut kaldırımı ve kalabalık demektir.",
      bestDistricts: [
        {
          name: "Şişli ve Nişantaşı",
          why: "Merkezi ve M2 metrosuyla iyi bağlantılı; birçok klinik, hastane, eczane ve iyi restoran kısa yürüme mesafesinde.",
        },
        {
          name: "Beşiktaş",
          why: "Hareketli ama yerleşim ağırlıklı; Boğaz kıyısında, vapurlara ve düz sahil yürüyüşlerine yakın.",
        },
        {
          name: "Ataşehir",
          why: "Klinikleri, alışveriş merkezleri ve yeni otelleri olan modern bir Anadolu yakası semti; Sabiha Gökçen'den kolay ulaşım.",
        },
        {
          name: "Kadıköy ve Moda",
          why: "Kafeleri, sahil yürüyüş yolu ve Avrupa yakasına vapurlarıyla rahat bir semt; uzun kalışlar için iyi.",
        },
      ],
      recommendations: [
        {
          name: "Şişli'de kliniğin anlaşmalı oteli",
          type: "İş oteli (çoğu zaman pakete dahil)",
          why: "Randevulara transfer, saç ekimi misafirlerine alışkın personel ve ertesi günkü kontrol için kısa mesafe.",
        },
        {
          name: "Nişantaşı veya Ataşehir'de rezidans daire",
          type: "Rezidans daire",
          why: "Refakatçiniz için yer, basit yemekler için mutfak ve bir hafta ve üzeri kalışlar için çamaşır makinesi.",
        },
        {
          name: "Beşiktaş'ta Boğaz manzaralı otel",
          type: "Otel",
          why: "İlk günler geride kaldığında dinlenirken bakacağınız sakin bir manzara; vapurlara ve düz sahil yürüyüşlerine yakın.",
        },
      ],
    },
    activities: {
      gentle: [
        "Eminönü veya Beşiktaş ile Kadıköy arasında ağır ağır bir şehir hatları vapuruna binin; şehri görmenin en ucuz ve en sakin yollarından biridir. İçeride ya da gölgede oturun.",
        "Özellikle laleler açtığında, nisan ayında Gülhane Parkı'nın düz yollarında yürüyün.",
        "Öğleden sonranın geç saatlerinde Moda sahilinde dolaşın.",
        "Gölgeli bahçelerinde çay içmek için taksiyle Boğaz kıyısındaki Emirgan Korusu'na gidin.",
      ],
      cultural: [
        "Ayasofya ve Sultanahmet (Mavi) Camii: Omuzlarınızı ve dizlerinizi örtün, kadınlar yanlarına eşarp alsın ve sıra beklememek için erken gidin; ikisi de namaz vakitlerinde ziyaretçilere kapanır.",
        "Oldukça fazla yürüme gerektiren Topkapı Sarayı; kalışınızın sonraki günlerine saklayın.",
        "Sakin ve kapalı mekânda kültür için İstanbul Arkeoloji Müzeleri veya Pera Müzesi.",
        "Serin ve etkileyici havasıyla Yerebatan Sarnıcı; ancak aşağı inen basamaklar var.",
      ],
      food: [
        "Mercimek çorbası; hafiftir, neredeyse her yerde bulunur ve ilk günler için idealdir.",
        "Simit, peynir, zeytin, domates ve yumurtayla bir Türk kahvaltısı.",
        "Beşiktaş veya Kadıköy'de deniz kenarında ızgara balık ve mezeler.",
        "Baklava ve lokum, ölçülü olarak.",
        "Bol su, ayran ve bitki çayları; çoğu kişi şişelenmiş su içer.",
      ],
      avoid: [
        "Hamam, sauna ve buhar odası; saç ekimi veya ameliyattan sonra genellikle birkaç hafta önerilmez.",
        "Doktorunuz iyileştiğinizi söyleyene kadar havuzda veya denizde yüzmek.",
        "Yeni ekilen greftlere baskı yapan şapkalar; hangi türün güvenli olduğunu kliniğiniz söyleyecektir.",
        "İlk günlerde Kapalıçarşı ve İstiklal Caddesi gibi çarpma ve itilme ihtimalinin yüksek olduğu kalabalık yerler.",
        "İyileşme sürecinde alkol ve sigara.",
        "Onay alana kadar eğilmek, ağır kaldırmak veya uzun yokuş yürüyüşleri.",
      ],
    },
    practicalInfo: {
      weather:
        "Yazlar (haziran-eylül) sıcak ve nemlidir, sıcaklık çoğu zaman 28-30°C civarındadır. Kışlar serin ve nemli geçer, 5-10°C civarındadır ve ara sıra kar yağar. İlkbahar (nisan-mayıs) ve sonbahar (eylül-kasım) tedavi ve iyileşme için en rahat dönemlerdir.",
      costs:
        "Yerel bir restoranda yemek genellikle 8-15 euro, kahve 2-4 euro, toplu taşıma bir biniş yaklaşık 1 euro veya daha azdır. Merkezi semtler arasında taksi ücreti genellikle 5-15 eurodur. Lira cinsinden fiyatlar sık değişir; seyahatten önce güncel kurları kontrol edin.",
      apps: [
        "BiTaksi",
        "Uber",
        "İstanbulkart",
        "Google Haritalar veya Moovit",
        "Yemeksepeti veya Getir (yemek ve eczane ürünleri teslimatı)",
        "WhatsApp (klinik koordinatörleri kullanır)",
      ],
      safety:
        "İstanbul genel olarak güvenlidir; ancak kalabalık tramvaylarda, çarşılarda ve vapurlarda yankesiciler olur, sizi bir bara ya da halı dükkânına götürmek isteyen güler yüzlü yabancıları da kibarca geri çevirmek en iyisidir. Geceleri uygulamayla çağrılan taksileri kullanın. Acil durum numarası 112'dir; her eczane, en yakın nöbetçi eczaneyi camında gösterir.",
    },
    checklist: [
      "Uçmadan önce teyit edilmiş transfer ve telefonunuza kaydedilmiş koordinatör WhatsApp numarası",
      "İstanbulkart ya da telefonunuzda yüklü BiTaksi veya Uber",
      "Önden düğmeli bol gömlekler ve saç ekimi hastaları için kliniğin onayladığı bol bir şapka",
      "Saç ekiminden sonra yarı oturur pozisyonda uyumak için boyun yastığı",
      "Kliniğinizin tedavi sonrası bakım seti ve yazılı talimatları",
      "Cami ziyaretleri için kapalı kıyafet ve eşarp",
      "Seyahat sigortası bilgileri ve kliniğin acil durum iletişim numarası",
      "Bir kontrol ertelenirse diye uçuştan önce yedek bir gün",
    ],
  },
  {
    slug: "antalya",
    countrySlug: "turkey",
    name: "Antalya",
    tagline: "Turkuaz kıyıda tedavi ve dinlenme",
    intro:
      "Toroslar ile Akdeniz arasında uzanan Antalya'nın özenle restore edilmiş bir tarihi merkezi (Kaleiçi), uzun sahil yürüyüş yolları ve Türkiye'nin en yoğun uluslararası havalimanlarından biri vardır. Diş tedavisi ve göz ameliyatları için popüler bir tercihtir; otelleri sayesinde tedaviyi sakin ve rahat bir iyileşmeyle birleştirmek kolaydır. Püf noktası şu: Kliniğiniz aksini söyleyene kadar sahilin tadını suyun içinde değil, gözlerinizle çıkarın.",
    specialNote:
      "Antalya'nın yaz güneşi güçlüdür: Haziran-eylül arasında sıcaklık çoğu zaman 35°C'yi geçer. Göz ameliyatı veya yüz tedavisinden sonra iyi bir güneş gözlüğü, gölge ve şapka şarttır; kliniklerin çoğu bir süre deniz ve havuzdan uzak durmanızı önerir. İlkbahar ve sonbahar iyileşme için en rahat mevsimlerdir.",
    medicalInfo: {
      overview:
        "Antalya'da birkaç modern özel hastane ve Avrupalı hastalara alışkın çok sayıda diş kliniği vardır. Tedavi kendi ülkenizdekinden hızlı ilerleyebilir: Lamina veya kron seti yaklaşık bir haftada tamamlanabilir, implantlar ise genellikle iyileşmeden sonra ikinci bir ziyaret gerektirir. Kullanılacak malzemeleri ve implant markalarını, kontrol takvimini ve varsa garanti koşullarını yazılı olarak belirten bir plan isteyin.",
      specialties: [
        "Diş implantı, kron ve lamina",
        "Hollywood gülüşü",
        "LASIK ve diğer lazer göz ameliyatları",
        "Katarakt ve lens ameliyatı",
        "Saç ekimi",
        "Estetik cerrahi",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında implant ve estetik diş hekimliği için Antalya Smile Dental ile lazer göz ve katarakt ameliyatları için Lara Eye & Vision Center bulunur. Şehirde ayrıca uluslararası hasta birimleri olan ve herhangi bir işlemde gerektiğinde destek sağlayabilecek birkaç büyük özel hastane vardır.",
    },
    travelInfo: {
      gettingThere:
        "Antalya Havalimanı'na (AYT) Avrupa'nın dört bir yanından, çoğu mevsimlik olan direkt uçuşlar ve İstanbul'dan yaklaşık 1 saat 15 dakika süren sık iç hat seferleri vardır. Yaz dışında İstanbul aktarmalı gelmek çoğu zaman en kolay seçenektir.",
      gettingAround:
        "Şehir merkezi derli topludur. Antalyakart tramvay ve şehir otobüslerinde geçerlidir: Nostaljik tramvay sahil boyunca Antalya Müzesi'ne doğru gider, AntRay hafif raylı sistemi de otogarı merkeze bağlar. Taksi duraklarında ve otellerde bol taksi bulunur; araç çağırma uygulamaları İstanbul'daki kadar yaygın değildir, bu yüzden otelinizin ya da kliniğinizin şoförü çoğu zaman en kolay seçenektir.",
      fromAirport:
        "Havalimanı merkezin yaklaşık 15 km doğusundadır ve Lara'ya yalnızca 10-15 dakika uzaklıktadır. Kaleiçi'ne taksi yolculuğu yaklaşık 20-30, Konyaaltı'na ise yaklaşık 30-40 dakika sürer. Havalimanı servisleri ve şehir otobüsleri de şehre gider; klinik paketlerinin çoğu özel transfer içerir.",
    },
    accommodation: {
      overview:
        "Antalya'da Kaleiçi'ndeki butik pansiyonlardan büyük tatil köylerine kadar her şey vardır. Tedavi için kliniğinize kolay ulaşabileceğiniz, gölgesi, asansörü ve sessiz odası olan bir otel seçin. Büyük her şey dahil tatil köylerinin çoğu Belek veya Kemer'dedir; bu da randevulara uzun yolculuklar demek olabilir.",
      bestDistricts: [
        {
          name: "Lara",
          why: "Havalimanına ve birçok kliniğe yakın; modern otelleri, uzun plajı ve Aşağı Düden Şelalesi var.",
        },
        {
          name: "Konyaaltı",
          why: "Dağ manzaralı uzun bir çakıl plajı ve düz bir sahil yürüyüş yolu; merkezden daha sakin.",
        },
        {
          name: "Kaleiçi (tarihi merkez)",
          why: "Restore edilmiş Osmanlı evlerinde karakterli butik oteller; ancak sokaklar arnavut kaldırımlı ve eğimli, kalışınızın sonraki günleri için daha uygun.",
        },
        {
          name: "Muratpaşa şehir merkezi",
          why: "Pratik ve ulaşımı kolay; dükkânlara, eczanelere ve tramvaya yakın.",
        },
      ],
      recommendations: [
        {
          name: "Lara'da sakin bir otel",
          type: "Tatil oteli",
          why: "Kliniklere ve havalimanına kısa transfer, dinlenmek için gölgeli bahçeler ve deniz manzarası.",
        },
        {
          name: "Konyaaltı'nda sahil dairesi",
          type: "Daire",
          why: "Kapının önünde düz sahil yürüyüşleri ve uzun diş tedavisi kalışlarında rahat edebileceğiniz bir alan.",
        },
        {
          name: "Kaleiçi'nde butik otel",
          type: "Butik otel",
          why: "Arnavut kaldırımında yürümek kolay geldiğinde, seyahatinizin son, rahat günleri için keyifli bir ortam.",
        },
      ],
    },
    activities: {
      gentle: [
        "Deniz manzaralı, bol banklı, falezlerin üzerindeki gölgeli Karaalioğlu Parkı.",
        "Gün batımında Konyaaltı sahil yolunda ağır ağır bir yürüyüş.",
        "Lara yakınlarında nehrin denize döküldüğü Aşağı Düden Şelalesi; seyir alanları yola yakındır.",
        "Gölgeli yolları ve kafeleriyle Yukarı Düden Şelalesi parkı.",
        "Sahil boyunca nostaljik tramvayla bir gezinti.",
      ],
      cultural: [
        "Türkiye'nin en iyi arkeoloji müzelerinden biri olan, düz zeminli ve klimalı Antalya Müzesi.",
        "Kaleiçi'nin kenarındaki Roma zafer takı Hadrian Kapısı (Üç Kapılar).",
        "Şehrin sembolü olan oluklu minare, Yivli Minare.",
        "Yukarıdaki teraslardan izlemesi en güzel olan eski liman (Kaleiçi Yat Limanı).",
        "Gölgesiz ve sıcak antik kentler Perge ve Aspendos: Doktorunuz onay verene kadar bekleyin ve sabah erken gidin.",
      ],
      food: [
        "Tahinle hazırlanan beyaz fasulye salatası Antalya piyazı.",
        "Limanda veya Konyaaltı'nda ızgara balık ve mezeler.",
        "Diş tedavisinden sonra çorba, yoğurt ve zeytinyağlı sebze yemekleri gibi yumuşak seçenekler; normal çiğnemeye ne zaman başlayabileceğinizi diş hekiminiz söyleyecektir.",
        "Bölgenin bahçelerinden taze portakal, nar ve diğer meyveler.",
        "Gölgeli bir bahçe kafesinde Türk çayı.",
      ],
      avoid: [
        "Denizde veya havuzda yüzmek; ameliyat, göz işlemleri ve bazı diş tedavilerinden sonra bir süre genellikle önerilmez.",
        "Yüzme molası verilen tekne turları ve su sporları.",
        "Özellikle göz ameliyatı veya yüz tedavisinden sonra güneşlenmek ve öğle sıcağı.",
        "Göz ameliyatından kısa süre sonra tozlu, rüzgârlı geziler; dışarıda güneş gözlüğü takın.",
        "İyileşme sürecinde alkol (her şey dahil otellerin barlarında da).",
        "Diş tedavisinden sonra, diş hekiminiz aksini söyleyene kadar çok sıcak, sert veya çiğnemesi zor yiyecekler.",
      ],
    },
    practicalInfo: {
      weather:
        "Yazlar sıcak ve kuraktır; haziran-eylül arası çoğu zaman 33-38°C'dir. Kışlar ılıman ve yağışlıdır, gündüzleri 10-16°C civarındadır. Nisan-mayıs ve ekim-kasım idealdir: Sıcak, güneşli ve yürüyüş için rahat.",
      costs:
        "Orta sınıf oteller genellikle gecelik yaklaşık 60-140 eurodur, yazın fiyatlar zirve yapar. Restoranda bir yemek 10-20 euro civarındadır, şehir içi taksiler genellikle 8-20 eurodur. Tatil bölgelerinde ve Kaleiçi restoranlarında fiyatlar daha yüksektir.",
      apps: [
        "Google Haritalar",
        "BiTaksi (bulunduğu yerlerde)",
        "Google Çeviri",
        "WhatsApp (klinik koordinatörleri kullanır)",
        "Yemeksepeti (yemek siparişi)",
      ],
      safety:
        "Antalya rahat ve genel olarak güvenli bir şehirdir. Kalabalık yerlerde değerli eşyalarınıza her zamanki gibi dikkat edin, taksimetrenin çalıştığından emin olun ve ısrarlı satışa varan 'ücretsiz' tekne turları ya da alışveriş turlarına karşı temkinli olun. Bazı plajlarda akıntı güçlü olabilir. Acil durum numarası 112'dir.",
    },
    checklist: [
      "Güneş gözlüğü, geniş kenarlı şapka ve yüksek faktörlü güneş kremi",
      "Malzemeleri ve kontrolleri içeren yazılı diş veya göz tedavi planı",
      "Göz kliniğiniz veriyorsa göz damlası ve koruyucu kapak",
      "Diş tedavisinden sonraki günler için yumuşak beslenme planı",
      "Sıcak için bol ve ince kıyafetler",
      "Son kontrolünüzden sonraya ayarlanmış dönüş uçuşu",
      "Sigorta bilgileri ve kliniğin acil durum iletişim numarası",
    ],
  },
  {
    slug: "izmir",
    countrySlug: "turkey",
    name: "İzmir",
    tagline: "Ege'nin huzuru, üniversite hastanesi düzeyinde tıp",
    intro:
      "İzmir, Türkiye'nin üçüncü büyük şehri; palmiyelerle çevrili sahili, ılıman iklimi ve büyük üniversite hastanelerine dayanan güçlü tıp geleneğiyle rahat, dışa açık bir Ege liman kentidir. Kalışların daha uzun sürdüğü ve sakin, yaşanabilir bir şehrin önem kazandığı tüp bebek tedavisi için özellikle iyi bir seçimdir. İstanbul veya Antalya'ya göre daha az uluslararası turist gelmesi, uygun fiyatlar ve daha yerel bir atmosfer demektir.",
    specialNote:
      "Tüp bebek tedavisi için yapılan bir seyahat çoğu zaman şehirde iki-üç hafta geçirmek anlamına gelir; yumurta toplama ve embriyo transferinden önce sık ve kısa takip ziyaretleri olur. Kliniğinize yakın bir rezidans daire, rahat bir günlük düzen ve bekleme sürecini paylaşacağınız bir refakatçi büyük fark yaratır. Embriyo transferinden sonra hareket, seyahat ve dinlenme konusunda tüp bebek ekibiniz size yol gösterecektir.",
    medicalInfo: {
      overview:
        "İzmir'de Bornova'daki Ege Üniversitesi ve İnciraltı'ndaki Dokuz Eylül Üniversitesi olmak üzere iki büyük üniversite hastanesi ile köklü tüp bebek merkezlerini de içeren büyüyen bir özel sektör vardır. Türkiye'de yardımcı üreme yöntemlerine ilişkin mevzuat katıdır: Tüp bebek yalnızca kendi yumurta ve spermini kullanan evli çiftlere uygulanabilir; donör yumurta, donör sperm ve taşıyıcı annelik yasaktır. Rezervasyon yapmadan önce planlarınızın kurallara uyduğundan emin olun.",
      specialties: [
        "Tüp bebek (IVF) ve kısırlık tedavisi",
        "Genel cerrahi ve sağlık taramaları",
        "Ortopedi",
        "Diş tedavisi",
        "Göz cerrahisi",
        "Saç ekimi",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında tüp bebek tedavisi için Izmir Fertility & IVF Center ve genel ve uzman hastane tedavisi için Aegean Medical Hospital bulunur. Şehrin üniversite hastaneleri ek uzman desteği sağlar.",
    },
    travelInfo: {
      gettingThere:
        "İzmir Adnan Menderes Havalimanı'na (ADB) İstanbul'dan sık uçuşlar (yaklaşık 1 saat) ve birçok Avrupa şehrinden, yazın sayısı artan direkt uluslararası uçuşlar vardır.",
      gettingAround:
        "İzmirim Kart metro, tramvay, İZBAN banliyö trenleri, otobüsler ve körfezin iki yakası arasında işleyen şehir vapurlarında geçerlidir; vapur yolculuğu ayrıca çok keyiflidir. Merkez kıyı boyunca düzdür. Taksiler bol ve taksimetrelidir; otelinizden taksi çağırtabilirsiniz, kliniklerin çoğu da randevulara ulaşımı ayarlar.",
      fromAirport:
        "Havalimanı merkezin yaklaşık 18 km güneyindedir. İZBAN banliyö trenleri havalimanı istasyonundan Alsancak'a yaklaşık 30 dakikada gider ve Karşıyaka'ya devam eder; Havaş otobüsleri de merkezi bölgelere sefer yapar. Taksi yolculuğu trafiğe göre 25-40 dakika sürer; klinik paketleri genellikle özel transfer içerir.",
    },
    accommodation: {
      overview:
        "Ziyaretçilerin çoğu, düz Kordon yürüyüş yolu ve vapurlar sayesinde ulaşımın kolay olduğu kıyıya yakın kalır. Uzun tüp bebek kalışlarında daire ya da apart otel çoğu zaman bir otel odasından daha rahattır.",
      bestDistricts: [
        {
          name: "Alsancak",
          why: "Merkezi ve canlı; Kordon, kafeler, eczaneler ve bir İZBAN istasyonu var. Çoğu hasta için iyi bir seçim.",
        },
        {
          name: "Konak",
          why: "Saat Kulesi'ne, Kemeraltı Çarşısı'na ve vapur iskelelerine yakın tarihi merkez.",
        },
        {
          name: "Karşıyaka",
          why: "Körfezin karşı yakasında, uzun sahili ve sakin, yerel havasıyla bir yerleşim semti; vapur ve tramvayla bağlantılı.",
        },
        {
          name: "Bornova",
          why: "Ege Üniversitesi Hastanesi'ne yakın, metro hattında ve daha uygun fiyatlı.",
        },
      ],
      recommendations: [
        {
          name: "Alsancak'ta apart otel",
          type: "Apart otel",
          why: "Kendi yemeğinizi yapabileceğiniz bir mutfak; sahile ve kliniklere kısa yürüme mesafesi.",
        },
        {
          name: "Kordon'da deniz kenarında otel",
          type: "Otel",
          why: "Körfez manzarası ve kapıdan çıkar çıkmaz başlayan düz yürüyüş yolları.",
        },
        {
          name: "Karşıyaka'da rezidans daire",
          type: "Rezidans daire",
          why: "İki-üç haftalık tüp bebek kalışları için daha sakin ve uygun fiyatlı.",
        },
      ],
    },
    activities: {
      gentle: [
        "Alsancak ile Konak arasındaki palmiyeli sahil yolu Kordon'da yürüyün.",
        "Gün batımında şehir hatları vapuruyla körfezi geçin.",
        "Merkezdeki büyük yeşil alan Kültürpark'ta oturun.",
        "Karataş'ta teras kafesi ve körfez manzarasıyla tarihi Asansör'e binin.",
        "Karşıyaka'nın uzun sahil yolunda dolaşın.",
      ],
      cultural: [
        "Konak Meydanı ve şehrin en tanınmış simgesi İzmir Saat Kulesi.",
        "Tarihi çarşı Kemeraltı; daha sakin bir hafta içi sabahı gidin.",
        "Şehrin içinde derli toplu bir Roma alanı olan Smyrna Antik Agorası.",
        "Kültürpark'taki İzmir Tarih ve Sanat Müzesi.",
        "Selçuk yakınlarında, yaklaşık bir saat uzaklıktaki Efes öne çıkan bir yerdir ama güneş altında çok yürümeyi gerektirir; birçok hasta burayı seyahatinin sonuna ya da bir sonraki ziyaretine saklar.",
      ],
      food: [
        "Kahvaltıda haşlanmış yumurtayla yenen, katmer katmer bir İzmir hamur işi: boyoz.",
        "Kordon'da Türk çayıyla gevrek (İzmir'de simide verilen ad).",
        "Peynir, sucuk ve domatesle yapılan yerel sandviç kumru.",
        "Ege'nin zeytinyağlı sebze yemekleri ve taze otlar.",
        "Limanda ızgara balık ve mezeler.",
      ],
      avoid: [
        "Tüp bebek tedavisi sırasında ve ameliyattan sonra sıcak banyo, sauna, hamam ve Balçova'nın termal havuzları; bunlardan genellikle kaçınılması önerilir.",
        "Ekibiniz aksini söylemedikçe yumurta toplama ve embriyo transferi döneminde ağır kaldırmak, yorucu egzersiz ve uzun günübirlik geziler.",
        "Alkol ve sigara.",
        "Yazın öğle sıcağı; bol sıvı alın.",
        "Hamileyseniz ya da hamile kalmayı umuyorsanız pastörize edilmemiş peynirler ve iyi pişmemiş yiyecekler; bunlardan genellikle kaçınılması önerilir, doktorunuza danışın.",
      ],
    },
    practicalInfo: {
      weather:
        "Yazlar sıcak ve kuraktır; temmuz ve ağustosta sıcaklık sık sık 32-36°C'ye çıkar, öğleden sonra esen ve yerlilerin imbat dediği deniz meltemi havayı serinletir. Kışlar ılıman ve yağışlıdır, 8-15°C civarındadır. İlkbahar ve sonbahar çok hoştur.",
      costs:
        "İzmir genellikle İstanbul'dan daha ucuzdur. Orta sınıf oteller çoğu zaman gecelik 50-110 euro, restoranda bir yemek yaklaşık 8-15 euro, vapur veya metro binişi ise 1 euronun epey altındadır.",
      apps: [
        "Google Haritalar",
        "Moovit",
        "BiTaksi (bulunduğu yerlerde)",
        "Google Çeviri",
        "WhatsApp (klinik koordinatörleri kullanır)",
        "Yemeksepeti (yemek siparişi)",
      ],
      safety:
        "İzmir rahat ve genel olarak güvenlidir. Kalabalık Kemeraltı ve Konak'ta olağan önlemleri alın, vapurlarda çantalarınıza göz kulak olun. Acil durum numarası 112'dir; nöbetçi eczaneler her eczanenin camında listelenir.",
    },
    checklist: [
      "Kliniğinizin tedavi protokolü ve ilaç takvimi, reçeteleriyle birlikte",
      "Soğukta saklanması gereken ilaçlar için soğutucu çanta ve havalimanı güvenliği için bir yazı",
      "Kliniğinizin her iki eşten istediği belgeler; Türkiye'de tüp bebek için buna evlilik belgesi de dahildir",
      "Yumurta toplama sonrası için rahat, bol kıyafetler",
      "Uzun kalışlar için buzdolabı ve mutfağı olan bir daire",
      "Embriyo transferi sonrasına göre esnek tutulmuş bir dönüş tarihi",
      "Sigorta bilgileri ve kliniğin acil durum iletişim numarası",
    ],
  },
  {
    slug: "bursa",
    countrySlug: "turkey",
    name: "Bursa",
    tagline: "Yeşil Bursa, İstanbul'a yakın daha sakin bir seçenek",
    intro:
      "Osmanlı İmparatorluğu'nun ilk başkenti Bursa, Marmara Denizi'nin öbür yakasında, İstanbul'un karşısında Uludağ'ın eteklerine yayılır. Parkları ve ağaçlı caddeleri nedeniyle 'Yeşil Bursa' olarak bilinen şehir; modern özel hastaneleri ve özellikle Nilüfer ilçesinde sayısı artan saç ve diş klinikleriyle büyük ve müreffeh bir kenttir. Fiyatlar çoğu zaman İstanbul'dan biraz daha düşüktür, tempo da belirgin biçimde daha sakindir.",
    specialNote:
      "Bursa, Çekirge'nin kaplıcalarıyla ünlüdür; ancak saç ekiminden ve çoğu ameliyattan sonra hamam, termal havuz ve sauna genellikle birkaç hafta önerilmez. Bu seferlik tarihi hamamları dışarıdan seyredin. Bursa'nın kendi havalimanında çok az uçuş olduğundan, varış ve dönüş saatlerinizi planlarken İstanbul'dan transfer süresini hesaba katın.",
    medicalInfo: {
      overview:
        "Bursa'da şehre ve hareketli sanayi bölgesine hizmet veren, birçok ulusal hastane grubunun da bulunduğu gelişmiş bir özel hastane sektörü vardır. Uluslararası hastalar ağırlıklı olarak saç ekimi ve diş tedavisi için gelir; daha sakin kliniklerden ve daha kısa bekleme sürelerinden memnun kalırlar. Tıpkı İstanbul'da yapacağınız gibi kliniğin Sağlık Bakanlığı'ndan aldığı sağlık turizmi yetki belgesini ve işleminizi kimin yapacağını kontrol edin.",
      specialties: [
        "Saç ve sakal ekimi",
        "Diş implantı, kron ve lamina",
        "Estetik cerrahi",
        "Göz cerrahisi",
        "Sağlık taramaları (check-up)",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında saç ve sakal ekimi için Uludag Hair Clinic ve implant ve estetik diş hekimliği için Nilufer Dental Studio bulunur. Nilüfer ve Osmangazi'deki daha büyük özel hastaneler gerektiğinde genel ve acil bakım sağlar.",
    },
    travelInfo: {
      gettingThere:
        "Hastaların çoğu İstanbul'a uçar. Sabiha Gökçen'den (SAW) Osmangazi Köprüsü üzerinden yol yaklaşık 2 saat sürer; İstanbul Havalimanı'ndan (IST) yaklaşık 2,5-3 saat hesaplayın. İDO ve BUDO deniz otobüsleri de İstanbul'dan Marmara Denizi'ni geçerek Bursa kıyısındaki Güzelyurt'a veya Mudanya'ya yaklaşık 1,5-2 saatte ulaşır; ardından şehre 30-45 dakikalık bir kara yolculuğu gerekir. Bursa Yenişehir Havalimanı'nda (YEI) çok sınırlı uçuş vardır.",
      gettingAround:
        "BursaRay metrosu şehri doğudan batıya, Nilüfer ve merkez dahil olmak üzere kat eder; bir tramvay hattı da tarihi merkezi dolaşır. Ödemeyi Bursakart ile yapın. Taksiler bol ve taksimetrelidir; kliniğiniz genellikle randevulara transfer sağlar.",
      fromAirport:
        "Paketler genellikle İstanbul'daki havalimanlarından Bursa'daki otelinize özel transfer içerir; bu, uzun bir uçuştan sonra açık ara en rahat seçenektir. İstanbul'dan Bursa otogarına şehirlerarası otobüsler de vardır; oradan şehir merkezine taksiyle yaklaşık 15-25 dakikada ulaşılır.",
    },
    accommodation: {
      overview:
        "Birçok kliniğe ve alışveriş merkezine yakın modern Nilüfer ile eski camilere ve çarşılara yakın Osmangazi'deki tarihi merkez arasında seçim yapın. Çekirge'nin yamaçtaki otelleri hoştur, ancak çoğu kullanmamanız gereken termal havuzların etrafında kurulmuştur.",
      bestDistricts: [
        {
          name: "Nilüfer",
          why: "Modern, yeşil ve düzenli; özel hastaneler, klinikler, alışveriş merkezleri ve BursaRay metrosu var.",
        },
        {
          name: "Osmangazi (merkez)",
          why: "Ulu Cami, kapalı çarşılar ve çok sayıda otelle tarihi merkez; kalabalık ama pratik.",
        },
        {
          name: "Çekirge",
          why: "Termal otelleri ve manzarasıyla yeşil bir yamaç semti; sakin, ancak iyileşirken termal tesisleri kullanmayın.",
        },
        {
          name: "Mudanya",
          why: "Yaklaşık 30 dakika uzaklıkta bir sahil kasabası; kalışınızın sonlarındaki sakin günler için çok güzel.",
        },
      ],
      recommendations: [
        {
          name: "Nilüfer'de iş oteli",
          type: "Otel",
          why: "Kliniklere kısa transfer; eczanelere ve alışveriş merkezlerine kolay ulaşım.",
        },
        {
          name: "Merkeze yakın apart otel",
          type: "Apart otel",
          why: "Diş tedavisi kalışları veya ailecek seyahat için ekstra alan.",
        },
        {
          name: "Çekirge'de yamaçta otel",
          type: "Otel",
          why: "Termal havuzlardan uzak durduğunuz sürece dinlendirici bir kalış için sessiz odalar ve manzara.",
        },
      ],
    },
    activities: {
      gentle: [
        "Düz yolları, çimenlikleri ve gölüyle Bursa Botanik Park.",
        "Şehir merkezinde büyük ve ağaçlık bir park olan Kültürpark.",
        "Şehir manzaralı, saat kulesinin yanındaki Tophane terası.",
        "Eski ipek çarşısı Koza Han'ın avlusunda çay.",
        "Sakin bir günde Mudanya sahilinde hafif bir yürüyüş.",
      ],
      cultural: [
        "Yirmi kubbesi ve iç mekândaki şadırvanıyla Ulu Cami.",
        "Koza Han ve çevresindeki kapalı çarşılar.",
        "Turkuaz çinileriyle ünlü Yeşil Cami ve Yeşil Türbe.",
        "Uludağ'ın alt yamaçlarında, UNESCO listesindeki Osmanlı köyü Cumalıkızık; sokakları arnavut kaldırımlı ve engebeli olduğundan kalışınızın sonraki günleri için daha uygun.",
        "Uludağ'a çıkan teleferik; yukarısı şehirden çok daha soğuktur. Önce doktorunuza sorun ve yanınıza kalın giysiler alın.",
      ],
      food: [
        "Bursa'da doğan İskender kebap: Pide üzerinde ince döner dilimleri, domates sosu, yoğurt ve kızgın tereyağı. Ağır bir yemektir, iyileşirken ölçülü olun.",
        "Yerel köfte çeşitleri pideli köfte ve İnegöl köfte.",
        "Bursa'nın en bilinen tatlısı kestane şekeri.",
        "Yazın, Türkiye'nin her yerinde ünlü Bursa şeftalisi.",
        "Diş tedavisinden sonra bir esnaf lokantasından çorbalar ve yumuşak yemekler.",
      ],
      avoid: [
        "İyileşme sürecinde kaplıcalar, hamamlar ve saunalar.",
        "Uludağ'da kayak, kızak ve kış aktiviteleri.",
        "Uludağ'ın dik patikalarında yürüyüş.",
        "İyileşme sürecinde alkol ve sigara.",
        "Yeni ekim yapılmış saçlı deriye doğrudan güneş; yalnızca kliniğinizin onayladığı türde şapka takın.",
        "Diş tedavisinden sonra, diş hekiminiz aksini söyleyene kadar kuruyemiş gibi sert, kıtır yiyecekler.",
      ],
    },
    practicalInfo: {
      weather:
        "Bursa'da yazlar sıcaktır, temmuz ve ağustosta 30-33°C civarındadır; kışlar soğuk ve yağışlıdır, 3-10°C civarındadır ve Uludağ'da aralıktan marta kadar kar bulunur. İlkbahar ve sonbahar en rahat mevsimlerdir.",
      costs:
        "Bursa genellikle İstanbul'dan biraz daha ucuzdur. Orta sınıf oteller genellikle gecelik 50-110 euro, yerel bir restoranda yemek 7-15 euro, metro binişi ise 1 euronun epey altındadır.",
      apps: [
        "Google Haritalar",
        "Moovit",
        "BiTaksi (bulunduğu yerlerde)",
        "Google Çeviri",
        "WhatsApp (klinik koordinatörleri kullanır)",
        "Yemeksepeti veya Getir (teslimat)",
      ],
      safety:
        "Bursa güvenli, aile odaklı bir şehirdir. Kalabalık çarşı bölgesinde olağan önlemler geçerlidir. İstanbul'un merkezine göre daha muhafazakârdır; tarihi merkezde ve camilerde kapalı giyinin. Acil durum numarası 112'dir.",
    },
    checklist: [
      "İstanbul'daki havalimanınızdan, 2-3 saatlik yolculuk hesaba katılarak ayarlanmış transfer",
      "Uçuşunuzdan önce bol zaman kalacak şekilde ayarlanmış dönüş transferi",
      "Saç ekimi hastaları için kliniğin onayladığı bol bir şapka, boyun yastığı ve önden düğmeli üstler",
      "Kliniğinizden tedavi sonrası bakım şampuanı ve yazılı talimatlar",
      "Diş tedavisi sonrası için yumuşak beslenme planı",
      "Cami ziyaretleri için kapalı kıyafet",
      "Sigorta bilgileri ve kliniğin acil durum iletişim numarası",
    ],
  },

  // ----------------------------------------------------------- Güney Kore
  {
    slug: "seoul",
    countrySlug: "south-korea",
    name: "Seul",
    tagline: "Güvenli, modern bir başkentte hassas tıp",
    intro:
      "Seul, yaklaşık on milyon kişinin yaşadığı hızlı, güvenli ve ulaşım ile iletişim altyapısı son derece gelişmiş bir şehirdir; tanınmış estetik cerrahi ve dermatoloji klinikleri, Asya'nın en büyük hastanelerinden bazılarıyla yan yanadır. Uluslararası hastaların çoğu Han Nehri'nin güneyinde, kliniklerin Sinsa-dong, Apgujeong ve Gangnam İstasyonu çevresinde toplandığı Gangnam'da kalır. Metrodan eczanelere kadar her şey verimli işler; bu da Korece bilmeseniz bile iyileşmeyi şaşırtıcı derecede kolaylaştırır.",
    specialNote:
      "Yüz ameliyatlarından sonra bir-iki hafta şişlik ve morarma normaldir; Gangnam'da maske ve güneş gözlüğü takan pek çok hasta göreceksiniz, kimse size dik dik bakmaz. Dikişlerin ne zaman alınacağını ve ne zaman uçabileceğinizi cerrahınız söyleyecektir; birçok yüz işleminde bu süre 7-14 gün civarındadır, bu yüzden dönüşü sıkışık planlamayın.",
    medicalInfo: {
      overview:
        "Kore'deki estetik ve göz klinikleri son derece uzmanlaşmıştır: Cerrahlar çoğu zaman göz, burun veya yüz şekillendirme gibi tek bir alana odaklanır; klinikler de görüntüleme ve lazer ekipmanına büyük yatırım yapar. Yabancı hastaları tedavi eden kuruluşların devlete kayıt olması zorunludur ve büyük hastaneler tercümanlı uluslararası klinikler işletir. Muayeneler kısa sürer; sorularınızı yazılı getirin ve anestezi, kontrol ziyaretleri ve ilaçlar gibi nelerin dahil olduğunu tam olarak kontrol edin.",
      specialties: [
        "Göz kapağı ve burun ameliyatları",
        "Yüz şekillendirme",
        "Dermatoloji ve lazer cilt tedavileri",
        "LASIK, LASEK, SMILE ve lens implantları",
        "Kapsamlı sağlık taramaları (check-up)",
        "Diş tedavisi",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında estetik cerrahi için Gangnam Beauty Plastic Surgery ve lazer ve lens göz ameliyatları için Seoul Vision Eye Clinic bulunur. Seul'ün büyük üniversite ve genel hastaneleri, check-up ve karmaşık tedaviler için İngilizce konuşan koordinatörleri olan uluslararası sağlık merkezleri işletir.",
    },
    travelInfo: {
      gettingThere:
        "Seul merkezinin yaklaşık 50 km batısındaki Incheon Uluslararası Havalimanı (ICN) neredeyse tüm uzun mesafe uçuşlarını karşılar. Şehre daha yakın olan Gimpo (GMP) ağırlıklı olarak iç hat uçuşlarında ve Japonya, Çin ve Tayvan'a kısa hatlarda kullanılır.",
      gettingAround:
        "Herhangi bir marketten T-money kart ya da WOWPASS gibi bir ziyaretçi kartı alın ve metroda, otobüslerde ve birçok takside okutun. Metro temiz, güvenli ve İngilizce tabelalıdır. Yol tarifi için Naver Map veya KakaoMap kullanın; Google Haritalar Kore'de yalnızca sınırlı yol tarifi sunar. Taksiler ucuzdur ve Kakao T veya Uber üzerinden çağrılabilir.",
      fromAirport:
        "Incheon'dan AREX Express treni Seul İstasyonu'na (Seoul Station) yaklaşık 45-50 dakikada ulaşır; her durakta duran AREX treni ise birkaç metro hattıyla bağlantılıdır. Gangnam için havalimanı limuzin otobüsleri çoğu zaman en kolay yoldur ve trafiğe göre 60-90 dakika sürer. Gangnam'a taksi yolculuğu yaklaşık bir saat sürer ve otoyol ücretleri dahil kabaca 70.000-100.000 won tutar. Birçok klinik karşılama hizmeti sunar.",
    },
    accommodation: {
      overview:
        "Kliniğinize yakın kalın: Gangnam büyüktür ve şiş ya da yorgunken kısa bir yürüyüş taksiden daha kolaydır. Oteller küçük ve çok temizdir; market ve eczane her yerdedir. Mutfaklı ve çamaşır makineli rezidanslar uzun kalışlara uygundur.",
      bestDistricts: [
        {
          name: "Sinsa-dong ve Apgujeong",
          why: "Ağaçlı Garosu-gil caddesi, sakin kafeleri ve eczaneleriyle estetik cerrahinin kalbi.",
        },
        {
          name: "Gangnam İstasyonu ve Yeoksam",
          why: "Çok sayıda klinik ve otel, mükemmel metro bağlantıları; kalabalık ama pratik.",
        },
        {
          name: "Cheongdam",
          why: "Daha sakin ve lüks; dermatoloji ve estetik kliniklerine yakın.",
        },
        {
          name: "Myeongdong ve Jung-gu",
          why: "Nehrin kuzeyinde, merkezi; gezmek ve aileler için iyi, Gangnam'a metroyla 20-30 dakika.",
        },
      ],
      recommendations: [
        {
          name: "Sinsa veya Gangnam İstasyonu yakınında iş oteli",
          type: "Otel",
          why: "Kliniklere yürüme mesafesinde ve bir işlemden sonra taksiyle kolayca ulaşılır.",
        },
        {
          name: "Yeoksam'da rezidans",
          type: "Rezidans daire",
          why: "Bir-iki haftalık iyileşme için mutfak, çamaşır makinesi ve alan.",
        },
        {
          name: "Kliniğin iyileşme oteli",
          type: "İyileşme oteli",
          why: "Bazı klinikler sessiz odalar, yumuşak yemekler ve hemşire kontrolü sunan otellerle çalışır; nelerin mevcut olduğunu sorun.",
        },
      ],
    },
    activities: {
      gentle: [
        "Şehir merkezinden geçen, cadde seviyesinin altındaki düz bir yol olan Cheonggyecheon Deresi boyunca yürüyün.",
        "Düz yolları, bahçeleri ve gölcükleriyle Seoul Forest.",
        "Sıcak aylarda Moonlight Rainbow Fountain'ın çalıştığı Banpo Han Nehri Parkı'nda gün batımı yürüyüşü.",
        "COEX'teki, oturma yerleri olan devasa ve sakin kapalı alan Starfield Library'de gezinin.",
        "Garosu-gil ve Seochon çevresindeki sakin kafeler.",
      ],
      cultural: [
        "Büyük olsa da geniş ve çoğunlukla düz zeminli Gyeongbokgung Sarayı; Gwanghwamun'daki nöbet değişimi töreni öne çıkan bir an.",
        "Gangnam'da, COEX'in karşısındaki huzurlu Budist tapınağı Bongeunsa.",
        "Devasa, ücretsiz, klimalı ve bol oturma yeri olan Kore Ulusal Müzesi.",
        "El sanatları, galeriler ve geleneksel çay evleri için Insadong.",
        "Yokuşlu, içinde insanların yaşadığı ve ziyaret saatleri kısıtlı Bukchon Hanok Köyü; kalışınızın sonraki günleri için daha uygun.",
      ],
      food: [
        "Yüz ameliyatından sonra yemesi kolay, Bonjuk gibi zincirlerde satılan juk (pirinç lapası).",
        "Hafif bir tavuk ve ginseng çorbası olan samgyetang.",
        "Kolay öğünler için gimbap ve hafif çorbalar.",
        "Sıcak günlerde ferahlatan, rendelenmiş buzdan yapılan tatlı bingsu.",
        "İyileşirken yemekleri 'an maepge' (acısız) isteyin.",
      ],
      avoid: [
        "Kesiler iyileşirken genellikle önerilmeyen jjimjilbang hamamları ve saunalar.",
        "Yüz ameliyatından sonraki ilk günlerde acı, çok tuzlu ve çok sıcak yiyecekler; şişliği daha belirgin hissettirebilir.",
        "Soju ve makgeolli dahil alkol.",
        "Bukhansan gibi dik yürüyüşler ya da Namsan'a yürüyerek çıkmak; onay aldıktan sonra teleferiği veya otobüsü kullanın.",
        "Göz ameliyatından sonra, doktorunuz izin verene kadar gözleri ovmak, yüzmek ve göz makyajı.",
        "Özellikle göz ameliyatından sonra, ince toz oranının yüksek olduğu günlerde maske ve güneş gözlüğü olmadan dışarı çıkmak.",
      ],
    },
    practicalInfo: {
      weather:
        "Seul'de dört belirgin mevsim yaşanır. Yazlar sıcak ve nemlidir, 30°C civarındadır; haziran sonundan temmuz sonuna kadar yağmur mevsimi (jangma) sürer. Kışlar soğuk ve kurudur, sıcaklık çoğu zaman sıfırın altına düşer. İlkbahar (nisan-mayıs) hoştur ama ince toz getirebilir; sonbahar (eylül-kasım) genellikle ziyaret için en iyi zamandır.",
      costs:
        "Orta sınıf oteller genellikle gecelik 120.000-250.000 wondur. Sade bir yemek 10.000-15.000 won, kahve 4.000-6.000 won tutar; metro yolculukları yaklaşık 1.500 wondan başlar. Taksi açılış ücreti yaklaşık 4.800 wondur.",
      apps: [
        "Naver Map",
        "KakaoMap",
        "Kakao T",
        "Uber",
        "Papago (çeviri)",
        "AirVisual gibi bir hava kalitesi uygulaması",
      ],
      safety:
        "Seul gece gündüz çok güvenlidir. Başlıca riskler yaya geçitlerindeki trafik ve kışın buzlu kaldırımlardır. Acil numaralar polis için 112, ambulans için 119'dur; İngilizce ve başka dillerde Korea Travel Hotline için 1330'u arayın. Eczane (yakguk) çoktur ve Gangnam'daki bazılarında İngilizce konuşan personel vardır.",
    },
    checklist: [
      "Uyruğunuz için teyit edilmiş K-ETA veya vize",
      "T-money veya WOWPASS kart; telefonunuzda yüklü Naver Map",
      "Yüz veya göz işlemleri sonrası için maske, güneş gözlüğü ve kep",
      "Önden açılan üstler ve başınızı yüksekte tutarak uyumak için seyahat yastığı",
      "Kliniğinizin reçete ettiği ilaçların dozlarıyla birlikte yazılı listesi",
      "Ameliyat kayıtlarınızın İngilizce kopyaları",
      "Esnek bir dönüş uçuşu; çoğu zaman ameliyattan en az 7-14 gün sonra",
      "Sigorta bilgileri ve kliniğin acil durum iletişim numarası",
    ],
  },

  // -------------------------------------------------------------- Tayland
  {
    slug: "bangkok",
    countrySlug: "thailand",
    name: "Bangkok",
    tagline: "Canlı bir başkentte dünya çapında hastaneler",
    intro:
      "Bangkok, her yıl çok sayıda uluslararası hastayı tedavi eden ve çoğu zaman klinikten çok otele benzeyen özel hastaneleriyle Asya'nın büyük sağlık merkezlerinden biridir. Uluslararası hasta merkezleri, havalimanında karşılamadan tercümanlara ve vize yazılarına kadar her şeyle ilgilenir. Şehrin kendisi devasa, sıcak ve heyecan vericidir; hastalar için önemli olan hastaneye yakın kalmak, Skytrain'i kullanmak ve Bangkok'un tadını yavaş bir tempoda çıkarmaktır.",
    specialNote:
      "Bangkok'un sıcağı ve nemi iyileşme sürecinde sizi çabuk yorabilir. Gezileri sabah erken ya da akşam saatlerine planlayın, öğleden sonraları klimalı bir yerde dinlenin ve bol su için. Tüp bebek için geldiyseniz kalışlar genellikle iki-üç hafta sürer; bu durumda kliniğe yakın bir rezidans daire çoğu zaman otelden daha rahattır.",
    medicalInfo: {
      overview:
        "Bangkok'un büyük özel hastaneleri neredeyse her branşı kapsar; birkaçı JCI akreditasyonludur ve pek çok uzman yurt dışında eğitim almış ya da çalışmıştır. Bakım iyi organize edilmiştir; tetkikler aynı gün yapılır, uzman randevuları hızlı verilir. Faturalar genellikle kalem kalem düzenlenir ve doktor, oda ve ilaç ücretleri ayrı yazılır; bu yüzden eksiksiz, yazılı bir fiyat teklifi isteyin ve kalışınız planlanandan uzun sürerse ne olacağını sorun.",
      specialties: [
        "Tüp bebek (IVF) ve kısırlık tedavisi",
        "Estetik ve rekonstrüktif cerrahi",
        "Kapsamlı sağlık taramaları (check-up)",
        "Ortopedi ve eklem protezi",
        "Kardiyoloji",
        "Diş implantı ve estetik diş hekimliği",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında genel ve uzman bakım için Bangkok Royal International Hospital ve tüp bebek ve kısırlık tedavisi için Siam Fertility Clinic bulunur. Büyük uluslararası hastaneler Sukhumvit, Phetchaburi Road ve Silom-Sathorn çevresinde toplanmıştır; çoğunda uluslararası hasta bankoları ve tercümanlar vardır.",
    },
    travelInfo: {
      gettingThere:
        "Merkezin yaklaşık 30 km doğusundaki Suvarnabhumi Havalimanı (BKK) uluslararası uçuşların çoğunu karşılar. Kuzeydeki Don Mueang (DMK), birçok bölgesel hat dahil düşük maliyetli havayollarına hizmet verir.",
      gettingAround:
        "BTS Skytrain ve MRT metrosu hızlı ve klimalıdır, sizi şehrin meşhur trafiğine takılmadan taşır; birçok hastane bir istasyondan kısa bir yürüyüş ya da servis mesafesindedir. MRT temassız banka kartlarını kabul eder, BTS ise Rabbit kart veya tek biniş bileti kullanır. Grab ve Bolt sabit fiyatlı araç sağlar; taksimetreli taksiler her zaman taksimetre kullanmalıdır. Chao Phraya nehir tekneleri de eski şehre ulaşmanın keyifli bir yoludur.",
      fromAirport:
        "Suvarnabhumi'den Airport Rail Link, Phaya Thai'ye 30 dakikadan kısa sürede ulaşır ve orada BTS ile bağlantı kurar; MRT aktarması için Makkasan'da durur. 1. kattaki resmî duraktan binilen taksiler, taksimetre ücretine ek olarak küçük bir havalimanı ücreti ve otoyol geçiş ücreti alır; Sukhumvit'e 45-60 dakika hesaplayın. Don Mueang'dan SRT Kırmızı Hat, MRT ile bağlantılı Krung Thep Aphiwat'a (Bang Sue) gider. Hastanelerin çoğu araç ayarlayabilir.",
    },
    accommodation: {
      overview:
        "Hastanenize yakın ya da aynı Skytrain hattı üzerinde bir otel veya rezidans daire seçin. Bangkok her fiyat seviyesinde mükemmel fiyat-performans sunar; birçok hastanenin hasta fiyatları, servisleri ve geç çıkış imkânı olan anlaşmalı otelleri vardır.",
      bestDistricts: [
        {
          name: "Sukhumvit (Nana, Asok, Phrom Phong)",
          why: "Birkaç büyük hastaneye yakın, BTS ve MRT hattında; çok sayıda otel, alışveriş merkezi ve restoran var. Nana çevresi geceleri gürültülü olabilir.",
        },
        {
          name: "Silom ve Sathorn",
          why: "Hastanelere ve Lumphini Parkı'na yakın, akşamları daha sakin iş bölgeleri.",
        },
        {
          name: "Ploenchit ve Chidlom",
          why: "Merkezi, lüks ve yükseltilmiş yaya yolları (skywalk) sayesinde yürüyerek dolaşılabilir; büyük alışveriş merkezlerine yakın.",
        },
        {
          name: "Nehir kıyısı",
          why: "Güzel nehir manzarası ve otel tekneleri; ancak çoğu hastaneye daha uzak.",
        },
      ],
      recommendations: [
        {
          name: "Sukhumvit'te hastanenin anlaşmalı oteli",
          type: "Otel",
          why: "Randevulara servis, hasta fiyatları ve iyileşme sürecindeki misafirlere alışkın personel.",
        },
        {
          name: "Phrom Phong veya Sathorn'da rezidans daire",
          type: "Rezidans daire",
          why: "Uzun tüp bebek veya ortopedi kalışları için mutfak, çamaşır makinesi ve alan.",
        },
        {
          name: "Son günleriniz için nehir kıyısında otel",
          type: "Otel",
          why: "Seyahatinizi rahat bir şekilde bitirmek için sakin manzara ve tekne bağlantısı.",
        },
      ],
    },
    activities: {
      gentle: [
        "Gölgeli yolları, gölü ve orada yaşayan varanlarıyla Lumphini Parkı'nda sabah erken yürüyüşler.",
        "Asok'un hemen yanındaki Benjakitti Orman Parkı'nın yükseltilmiş yürüyüş yolları.",
        "Gölgede oturarak Chao Phraya Express ya da turist teknesiyle bir gezinti.",
        "Tropik bahçesiyle sakin bir tik ağacı ev-müze olan Jim Thompson House.",
        "Siam Paragon, EmQuartier veya ICONSIAM gibi klimalı alışveriş merkezlerinde serin ve düz yürüyüşler.",
      ],
      cultural: [
        "Büyük ama çoğunlukla düz Wat Pho ve Uzanan Buda; erken gidin.",
        "Kalabalık ve sıcak Büyük Saray; kalışınızın sonraki günlerine bırakın, omuzlarınızı ve dizlerinizi örtün.",
        "En güzel nehirden ya da gün batımında karşı kıyıdan izlenen Wat Arun.",
        "Ücretsiz ve klimalı Bangkok Art and Culture Centre.",
        "Kalabalıkta kendinizi rahat hissettiğinizde bir gece pazarında bir akşam.",
      ],
      food: [
        "Hafif ve mideyi yormayan khao tom ve jok (pirinç çorbası ve pirinç lapası).",
        "Hindistan cevizli tavuk çorbası tom kha gai; 'mai phet' (acısız) isteyin.",
        "Gözünüzün önünde soyulan taze mango, papaya ve diğer meyveler.",
        "Temiz, uygun fiyatlı ve klimalı alışveriş merkezi yemek katları.",
        "Bol miktarda şişelenmiş su ve taze hindistan cevizi suyu.",
      ],
      avoid: [
        "Doktorunuz yaraların iyileştiğini teyit edene kadar otel havuzlarında yüzmek.",
        "İyileşme sürecinde, özellikle tedavi edilen bölgelerin yakınında geleneksel Tay masajı ve derin doku masajı.",
        "Öğle güneşi ve sıcaktan bitkin düşmek; öğleden sonraları dinlenin.",
        "Ucuz tur öneren ya da bir tapınağın kapalı olduğunu söyleyen tuk-tuk şoförleri veya yabancılar.",
        "Hijyeni belirsiz, tenha tezgâhlardan sokak yemeği; yemeğin taze piştiği kalabalık tezgâhları seçin.",
        "İyileşme sürecinde ve reçeteli ilaç kullanırken alkol.",
      ],
    },
    practicalInfo: {
      weather:
        "Bangkok yıl boyunca sıcaktır. Serin ve kuru mevsim (kasım-şubat) 25-32°C civarıyla en rahat dönemdir. Sıcak mevsimde (mart-mayıs) sıcaklık çoğu zaman 35-38°C'ye ulaşır. Yağmur mevsimi (haziran-ekim) öğleden sonraları sağanaklar ve ara sıra sokak taşkınları getirir. Yaklaşık ocaktan marta kadar hava kalitesi kötü olabilir; PM2.5 değerlerini kontrol edin.",
      costs:
        "Orta sınıf oteller gecelik yaklaşık 1.500-4.000 bahttır; rezidans daireler iyi haftalık fiyatlar sunar. Bir sokak yemeği yaklaşık 60-100 baht, alışveriş merkezindeki bir restoranda yemek 200-500 bahttır. BTS ve MRT yolculukları genellikle 100 bahtın epey altındadır; Bangkok merkezinde bir uçtan diğerine taksi çoğu zaman 100-250 bahttır.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (birçok hastane ve klinik kullanır)",
        "Google Haritalar",
        "Google Çeviri",
        "AirVisual gibi bir hava kalitesi uygulaması",
      ],
      safety:
        "Bangkok genel olarak güvenlidir, ancak dolandırıcılıklara dikkat edin: Bir tapınağın kapalı olduğunu söyleyen güler yüzlü yabancılar, mücevher dükkânlarında biten tuk-tuk turları ve taksimetreyi açmayı reddeden taksiler. Kalabalık trenlerde ve pazarlarda çantalarınızı kapalı tutun, karşıdan karşıya dikkatle geçin; trafik yaya geçitlerinde her zaman durmaz. Turist Polisi: 1155. Tıbbi acil durumlar: 1669.",
    },
    checklist: [
      "Kontrol edilmiş giriş kuralları ve doldurulmuş Thailand Digital Arrival Card",
      "Doktor, oda ve ilaç ücretlerini içeren yazılı hastane fiyat teklifi",
      "Telefonunuzda yüklü Grab veya Bolt ve Tayland SIM kartı ya da eSIM",
      "İnce, bol kıyafetler, şapka ve güneş kremi",
      "Tapınaklar için kapalı kıyafet (omuzlar ve dizler örtülü)",
      "İngilizce tıbbi kayıtlar ve ilaç listesi",
      "Tüp bebek için: ilaç takvimi, reçeteler ve soğutucu çanta",
      "Sigorta bilgileri ve hastanenin uluslararası hasta birimi iletişim bilgileri",
    ],
  },
  {
    slug: "phuket",
    countrySlug: "thailand",
    name: "Phuket",
    tagline: "Diş ve estetik tedavisiyle adada iyileşme",
    intro:
      "Phuket, Tayland'ın en büyük adasıdır; hareketli sahil kasabaları, sakin koylar, ormanlık tepeler ve karakterli bir eski şehrin karışımıdır. Turizmin yanında köklü bir sağlık sektörü de vardır: Yabancı ziyaretçilere ve büyük bir yabancı topluluğa alışkın uluslararası özel hastaneler ile diş, estetik ve wellness klinikleri. Denize, güçlü güneşe ve kiralık scooter'a bir süre direnebildiğiniz sürece iyileşmek için çok güzel bir yerdir.",
    specialNote:
      "Andaman Denizi cezbedicidir, ancak yaralar ve diş tedavisi yapılan bölgeler iyileşene kadar yüzmek genellikle önerilmez; mayıs-ekim arası geri akıntılar batı kıyısındaki birçok plajı sağlıklı yüzücüler için bile tehlikeli hâle getirir: Kırmızı bayrak, yüzmenin yasak olduğu anlamına gelir. Motosiklet kazaları buradaki ziyaretçiler için en büyük risklerden biridir; scooter kiralamak yerine şoförlü araç kullanın.",
    medicalInfo: {
      overview:
        "Phuket'te Phuket Town ve Patong'da uluslararası özel hastaneler ile çok sayıda diş ve estetik kliniği bulunur. Kron ve laminalar çoğu zaman yaklaşık bir haftalık tek bir seyahatte tamamlanabilir; implantlar ise genellikle iyileşmeden sonra ikinci bir ziyaret gerektirir. Estetik cerrahide işlemin hastane ortamında yapıldığını ve cerrahın yetkin bir plastik cerrah olduğunu kontrol edin.",
      specialties: [
        "Diş implantı, kron ve lamina",
        "Estetik cerrahi",
        "Estetik ve cilt tedavileri",
        "Wellness programları ve sağlık taramaları (check-up)",
        "Rehabilitasyon",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında implant ve estetik diş hekimliği için Andaman Dental Phuket ve estetik tedaviler ve wellness programları için Patong Aesthetic & Wellness Clinic bulunur. Phuket Town ve Patong'daki daha büyük uluslararası özel hastaneler yatarak tedavi ve acil bakım sunar; Vachira Phuket adanın başlıca devlet hastanesidir.",
    },
    travelInfo: {
      gettingThere:
        "Phuket Uluslararası Havalimanı (HKT) adanın kuzey ucundadır. Bangkok'tan sık uçuşlar (yaklaşık 1 saat 20 dakika) ve Asya, Orta Doğu ve Avustralya'dan direkt uluslararası uçuşlar vardır; yüksek sezonda Avrupa hatları artar.",
      gettingAround:
        "Phuket göründüğünden büyüktür; plajlar arası yolculuklar tepelik yollarda 20-60 dakika sürer. Toplu taşıma sınırlıdır: Phuket Smart Bus batı kıyısı boyunca havalimanına gider, yerel songthaew'ler (ortak kullanılan kamyonetler) de Phuket Town'a işler. Grab ve Bolt adanın her yerinde çalışır; taksiler genellikle sabit fiyat söyler, bu yüzden ücreti önceden anlaşın. Kliniklerin çoğu transfer sağlar.",
      fromAirport:
        "Resmî havalimanı taksileri ve minibüsleri varış noktasına göre sabit ücret alır. Patong yaklaşık 45-60 dakika, Kata ve Karon yaklaşık bir saat, Phuket Town 40-50 dakika uzaklıktadır. Smart Bus ve havalimanı otobüsleri daha ucuz ama daha yavaştır; Grab ve Bolt belirlenmiş noktalardan yolcu alır. Gece geç saatte varıyorsanız önceden ayarlanmış bir transfer en sakin seçenektir.",
    },
    accommodation: {
      overview:
        "Kalacağınız yeri kliniğin konumuna ve ruh hâlinize göre seçin. Patong kullanışlı ama gürültülüdür, Kata ve Karon daha sakindir, Phuket Town pratik ve kültürel açıdan zengindir, kuzeydeki plajlar ise huzurlu ama çoğu klinikten uzaktır. Gölge, asansör ya da giriş katında oda ve iyi bir klima arayın.",
      bestDistricts: [
        {
          name: "Kata ve Karon",
          why: "Patong'un güneyinde, düz sahil yürüyüşleri, iyi restoranları ve daha sakin atmosferiyle rahat sahil kasabaları.",
        },
        {
          name: "Patong",
          why: "Birçok klinik ve hastaneye yakın, seçeneği bol; ancak Bangla Road çevresinde gürültülü bir gece hayatı var, ondan uzak bir otel seçin.",
        },
        {
          name: "Phuket Town",
          why: "Çin-Portekiz tarzı dükkân evleri, kafeleri, hastaneleri ve uygun fiyatlarıyla adanın gerçek şehri.",
        },
        {
          name: "Kamala ve Bang Tao",
          why: "Tatil otelleri olan sakin koylar; kalışınızın rahat son günleri için iyi.",
        },
      ],
      recommendations: [
        {
          name: "Kata veya Karon'da sakin bir tatil köyü",
          type: "Tatil köyü",
          why: "İyileşme için bahçeler ve deniz manzarası; Patong'daki kliniklere kısa bir araba yolculuğu.",
        },
        {
          name: "Phuket Town'da butik otel",
          type: "Butik otel",
          why: "Düz ve ilginç sokaklar, iyi yemek ve hastanelere kolay ulaşım.",
        },
        {
          name: "Patong'da, Bangla Road'dan uzakta rezidans daire",
          type: "Rezidans daire",
          why: "Kliniklere yürüme mesafesinde; diş tedavisinden sonra yumuşak yemekler için mutfaklı.",
        },
      ],
    },
    activities: {
      gentle: [
        "Serin saatlerde Eski Şehir'deki Thalang Road, Dibuk Road ve Soi Romanee sokaklarında dolaşın.",
        "Otoparktan kısa bir yürüyüşle ulaşılan seyir noktasıyla Promthep Burnu'nda gün batımı.",
        "Kata Noi, Kata ve Karon koylarına bakan, arabayla ulaşılabilen Karon Seyir Noktası.",
        "Sabah erkenden Karon plajı boyunca, su çizgisinin yukarısında düz bir yürüyüş.",
        "Phuket Town'da sakin bir kafede geçen bir öğleden sonra.",
      ],
      cultural: [
        "Phuket'in en önemli Budist tapınağı Wat Chalong.",
        "Nakkerd Tepesi'nde, karayoluyla ulaşılan ve geniş manzaralı Büyük Buda.",
        "Eski Şehir'de, adanın Çin mirasını ve kalay madenciliği geçmişini anlatan Thai Hua Müzesi.",
        "Eylül veya ekim civarında düzenlenen Vejetaryen Festivali'nin merkezi Jui Tui Tapınağı.",
        "Kalabalıkta kendinizi rahat hissettiğinizde, Eski Şehir'de pazar günleri kurulan Walking Street (Lard Yai) çarşısı.",
      ],
      food: [
        "Eski Şehir'de Phuket usulü dim sum kahvaltısı.",
        "Mee hokkien (Phuket usulü erişte) ve ağır ateşte pişirilmiş yumuşacık domuz göğsü moo hong.",
        "Mideyi yormayan ve diş tedavisinden sonra yemesi kolay khao tom (pirinç çorbası).",
        "Taze hindistan cevizi suyu ve meyve smoothie'leri.",
        "Güney Tayland körileri ülkenin en acıları arasındadır; iyileşirken 'mai phet' (acısız) isteyin.",
      ],
      avoid: [
        "Doktorunuz veya diş hekiminiz iyileştiğinizi söyleyene kadar denizde veya havuzda yüzmek.",
        "Özellikle mayıs-ekim musonu sırasında kırmızı bayrak çekilmiş plajlar.",
        "Scooter veya jet ski kiralamak.",
        "İlk günlerde Phi Phi'ye veya Phang Nga Körfezi'ne sürat teknesi ve long-tail tekne gezileri: dalgalı deniz ve güneş altında uzun saatler.",
        "İyileşme sürecinde Bangla Road gece hayatı ve alkol.",
        "Tedavi edilen bölgelerin yakınında sert Tay masajı ve iyileşmekte olan cilt veya izlerde güneş yanığı.",
      ],
    },
    practicalInfo: {
      weather:
        "Phuket yıl boyunca sıcaktır, 27-33°C civarındadır. Kurak mevsimde (kasım-nisan) deniz daha sakindir ve turizmin en yoğun dönemidir. Güneybatı musonu (mayıs-ekim) sağanaklar, dalgalı deniz ve daha güçlü geri akıntılar getirir; ama fiyatlar düşer, kalabalık azalır.",
      costs:
        "Orta sınıf oteller genellikle gecelik 1.500-4.500 bahttır; aralık-şubat arası daha pahalıdır. Yerel bir yemek yaklaşık 80-150 baht, restoranda bir yemek 300-800 bahttır. Taksiler Bangkok'a göre pahalıdır: Plajlar arası yolculuklar için birkaç yüz baht bekleyin.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (birçok klinik kullanır)",
        "Google Haritalar",
        "Google Çeviri",
        "Deniz ve fırtına uyarıları veren bir hava durumu uygulaması",
      ],
      safety:
        "Phuket genel olarak güvenlidir, ancak trafik kazaları sık yaşanır ve deniz koşulları tehlikeli olabilir. Değerli eşyalarınızı otel kasasında kilitleyin, lisanslı ulaşım kullanın ve jet ski kiralarken sahte hasar talebiyle yapılan dolandırıcılığa karşı dikkatli olun. Turist Polisi: 1155. Tıbbi acil durumlar: 1669.",
    },
    checklist: [
      "Kontrol edilmiş giriş kuralları ve doldurulmuş Thailand Digital Arrival Card",
      "Varsa ikinci ziyaretin zamanlamasını da içeren diş veya tedavi planı",
      "Özellikle gece geç varışlar için önceden ayarlanmış HKT transferi",
      "Güneş kremi, şapka, güneş gözlüğü ve bol pamuklu kıyafetler",
      "Diş tedavisi sonrası için yumuşak beslenme planı",
      "Telefonunuzda yüklü Grab veya Bolt ve Tayland SIM kartı ya da eSIM",
      "Sigorta bilgileri ve kliniğin acil durum iletişim numarası",
    ],
  },

  // ---------------------------------------------------------------- Meksika
  {
    slug: "tijuana",
    countrySlug: "mexico",
    name: "Tijuana",
    tagline: "San Diego'ya birkaç dakika mesafede uzman bakım",
    intro:
      "Tijuana, dünyanın en yoğun kara sınır kapılarından birinde, San Diego'nun hemen karşısındadır. Uzun zamandır diş tedavisi ve obezite cerrahisi için Amerikalı ve Kanadalı hastaları çeker; özel hastaneler ve klinikler, San Ysidro sınır kapısına kısa bir araba yolculuğu mesafesindeki Zona Río'da toplanmıştır. Birçok hasta San Diego'ya uçar, kliniği tarafından karşılanır ve sınırı arabayla geçer.",
    specialNote:
      "Dönüşte sınırdan geçişinizi tedaviniz kadar dikkatle planlayın. San Ysidro ve Otay Mesa'da kuzey yönündeki beklemeler yoğun saatlerde iki saati aşabilir; bu da ameliyattan sonra oldukça yorucudur. Kliniğinize, şu anda sunuluyorsa medical lane pass gibi daha hızlı bir şeride geçmenize yardım edip edemeyeceklerini sorun; SENTRI'niz varsa kullanın. Ameliyattan sonra uzun süre hareketsiz oturmak kan pıhtısı riski taşır; hareket, su içme ve kompresyon çorabı konusunda cerrahınızın önerilerine uyun.",
    medicalInfo: {
      overview:
        "Tijuana'da çok sayıda özel hastane ve uzman klinik bir arada bulunur ve doktorların çoğu İngilizce konuşur. Hastane ve kliniklerin COFEPRIS ruhsatına sahip olması gerekir; cerrahlar da genellikle ilgili Meksika uzmanlık kurulu tarafından sertifikalandırılır. Obezite cerrahisi hastaları genellikle varışta tetkiklerden geçer, hastanede iki-üç gece kalır ve eve dönmeden önce kontrole girer.",
      specialties: [
        "Obezite cerrahisi (tüp mide, bypass ve revizyonlar)",
        "Diş implantı, All-on-4 ve kron",
        "Lamina ve estetik diş hekimliği",
        "Estetik cerrahi",
        "Ortopedi",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında obezite cerrahisi için Tijuana Bariatric Institute ve implant ve estetik diş hekimliği için Baja Dental Center bulunur. Zona Río'da ayrıca yoğun bakım ünitesi olan ve herhangi bir ameliyatta gerektiğinde destek sağlayabilecek birkaç büyük özel hastane vardır.",
    },
    travelInfo: {
      gettingThere:
        "Hastaların çoğu, San Ysidro sınır kapısına arabayla yaklaşık 30 dakika uzaklıktaki San Diego Uluslararası Havalimanı'na (SAN) uçar; klinikler onları genellikle orada ya da sınırın ABD tarafında karşılar. Tijuana Uluslararası Havalimanı'na (TIJ) Meksika'nın her yerinden uçuş vardır ve San Diego'dan, uçak bileti olan yolculara açık Cross Border Xpress (CBX) köprüsüyle ulaşılabilir.",
      gettingAround:
        "Uber ve DiDi yaygın olarak kullanılır ve genellikle ulaşımın en kolay yoludur; resmî taksiler sınırda bekler. Randevulara ulaşımla genellikle kliniğiniz ilgilenir.",
      fromAirport:
        "SAN'dan kliniğin transferiyle ya da bir araçla San Ysidro'ya gidin. Güney yönünde sınırı yürüyerek geçip Meksika tarafında karşılanabilir ya da araçla geçebilirsiniz; güney yönündeki beklemeler genellikle kısadır. Meksika göç idaresine (INM) pasaportunuzu gösterin ve kalışınız için FMM ziyaretçi iznine ihtiyacınız olup olmadığını sorun. Kuzeye dönerken ABD vatandaşlarının pasaport, pasaport kartı veya kabul edilen başka bir seyahat belgesine ihtiyacı vardır; Ready Lane RFID özellikli kartları olan yolcular, SENTRI ise önceden onaylanmış güvenilir yolcular içindir. ABD vatandaşı olmayanlar sınırı geçmeden önce ABD'ye giriş koşullarını kontrol etmelidir.",
    },
    accommodation: {
      overview:
        "Hastaların çoğu hastanelere, alışveriş merkezlerine ve restoranlara yakın Zona Río'da ya da kliniğin anlaşmalı otelinde kalır. Bazıları San Diego'da kalıp randevular için sınırı geçmeyi tercih eder; ancak her gün sınır geçmek saatlerce beklemek demektir, bu yüzden birçok klinik onay alana kadar Tijuana'da kalmayı önerir.",
      bestDistricts: [
        {
          name: "Zona Río",
          why: "Paseo de los Héroes boyunca uzanan; hastaneleri, klinikleri, otelleri, alışveriş merkezleri ve CECUT kültür merkezi olan modern iş bölgesi.",
        },
        {
          name: "Hipódromo ve Chapultepec",
          why: "Zona Río'nun yanında, iyi restoranları olan daha sakin yerleşim bölgeleri.",
        },
        {
          name: "Playas de Tijuana",
          why: "Yürüyüş yolu ve temiz deniz havasıyla, kliniklere yaklaşık 20-25 dakika uzaklıkta bir sahil semti.",
        },
        {
          name: "Otay",
          why: "İkinci sınır kapısına ve havalimanına yakın; bazı klinikler için pratik.",
        },
      ],
      recommendations: [
        {
          name: "Zona Río'da kliniğin anlaşmalı oteli",
          type: "Otel (çoğu zaman pakete dahil)",
          why: "Randevulara transfer ve ameliyat sonrası iyileşen misafirlere alışkın personel.",
        },
        {
          name: "Paseo de los Héroes yakınında iş oteli",
          type: "Otel",
          why: "Hastanelere, eczanelere ve alışveriş merkezlerine yürüme mesafesinde.",
        },
        {
          name: "Chapultepec'te daire",
          type: "Daire",
          why: "Refakatçiler ve uzun diş tedavisi kalışları için sakin ve geniş.",
        },
      ],
    },
    activities: {
      gentle: [
        "Otelinizin çevresinde kısa, düzenli yürüyüşler; obezite cerrahisi hastaları dolaşımı desteklemek için genellikle buna teşvik edilir.",
        "Playas de Tijuana'daki Malecón: düz, deniz manzaralı ve sınır çitinin Pasifik'e uzandığı yer.",
        "Zona Río'daki CECUT'un bahçeleri ve sergileri.",
        "Plaza Río alışveriş merkezinde acele etmeden, klimalı bir yürüyüş.",
      ],
      cultural: [
        "Museo de las Californias'ı ve simgesi olan kubbeli sinemasıyla CECUT (Centro Cultural Tijuana).",
        "En iyisi gün ışığında görülen tarihi turist caddesi Avenida Revolución.",
        "Revolución'un hemen yanında, galeriler ve kafelerle yeniden canlanan pasaj Pasaje Rodríguez.",
        "Şehir merkezindeki Guadalupe Meryem Ana Katedrali.",
      ],
      food: [
        "Önce kliniğinizin aşamalı diyetine uyun: Obezite cerrahisi hastaları genellikle birkaç hafta boyunca önce berrak sıvılar, ardından püreler tüketir; tacolar bekleyebilir.",
        "Refakatçiler için ve onay aldıktan sonra sizin için: tacos de adobada ve Baja usulü balık taco.",
        "Sezar salatası Tijuana'da, Avenida Revolución'daki Caesar's'ta icat edildi.",
        "Diş tedavisinden sonra caldo de pollo (tavuk çorbası) ve guacamole gibi yumuşak seçenekler.",
        "Rahat bir akşam için Zona Río'daki Telefónica Gastro Park gibi yemek kamyonu parkları.",
      ],
      avoid: [
        "Özellikle obezite cerrahisinden sonra alkol; çok daha hızlı emilir ve genellikle aylarca önerilmez.",
        "Obezite cerrahisinden sonra, programınızın açıklayacağı gibi gazlı içecekler ve büyük porsiyonlar.",
        "İyileşirken hijyeni belirsiz sokak yemekleri; kalabalık, köklü restoranları seçin.",
        "Musluk suyu: Diş tedavisinden sonra diş fırçalarken de dahil olmak üzere şişelenmiş veya arıtılmış su kullanın.",
        "Cerrahınız onay vermeden uzun araba yolculuğu yapmak veya eve uçmak.",
        "Karanlık çöktükten sonra tanımadığınız bölgelerde yürümek.",
      ],
    },
    practicalInfo: {
      weather:
        "Tijuana'nın iklimi ılıman, Akdeniz tipidir: Yazlar sıcak ve kurak, 25-28°C civarında; kışlar ılıman, gündüzleri 18-20°C civarında, geceleri serindir. İlkbaharın sonu ve yazın başında sabahlar çoğu zaman kapalıdır ('June gloom'); yağışın çoğu kasım-mart arasında düşer.",
      costs:
        "Orta sınıf oteller gecelik kabaca 60-130 ABD dolarıdır. Bir taco yaklaşık 1,50-3 ABD doları, sade bir restoran yemeği 8-20 ABD dolarıdır. Şehir içi Uber yolculukları genellikle 4-10 ABD dolarıdır. ABD doları yaygın olarak kabul edilir, ancak peso veya kartla genellikle daha iyi kur alırsınız.",
      apps: [
        "Uber",
        "DiDi",
        "WhatsApp (neredeyse tüm klinikler kullanır)",
        "CBP Border Wait Times",
        "Google Haritalar",
        "Google Çeviri",
      ],
      safety:
        "Tijuana'nın bazı bölgelerinde suç oranları yüksektir; ancak şiddetin çoğu yerel anlaşmazlıklarla ilgilidir ve klinik bölgelerindeki ziyaretçileri nadiren etkiler. Zona Río, Hipódromo veya Playas'ta kalın; sokak taksileri yerine Uber, DiDi veya kliniğinizin şoförünü kullanın; geceleri yürümekten kaçının ve değerli eşyalarınızı ortada bırakmayın. Kendi hükümetinizin Baja California için en güncel seyahat uyarılarını okuyun. Acil durum numarası 911'dir.",
    },
    checklist: [
      "ABD'ye dönüş için pasaport veya kabul edilen başka bir belge; ABD vatandaşı olmayanlar ESTA veya vize kurallarını kontrol etsin",
      "Kalışınız için gerekiyorsa FMM ziyaretçi izni",
      "Kliniğinizle ayarlanmış San Diego transferi ve sınır geçişi",
      "Programınızın önerdiği şekilde obezite cerrahisi diyet planı, protein içecekleri ve vitaminler",
      "Öneriliyorsa kompresyon çorabı ve düzenli hareket planı",
      "Ülkenizde kendi doktorunuzla takip planı",
      "Sigorta bilgileri ve kliniğinizin 24 saat ulaşılabilen numarası",
    ],
  },
  {
    slug: "cancun",
    countrySlug: "mexico",
    name: "Cancun",
    tagline: "Karayipler'de estetik ve tüp bebek tedavisi",
    intro:
      "Cancun, Meksika'nın en büyük tatil şehridir; Karayip Denizi ile Nichupté Lagünü arasındaki bir kara şeridinde uzanan uzun bir Otel Bölgesi ve yerlilerin çoğunun yaşayıp çalıştığı hareketli bir şehir merkezi vardır. Modern özel hastaneleri ve klinikleri turistlere, şehir sakinlerine ve özellikle estetik cerrahi ve tüp bebek tedavisi için gelen, sayısı giderek artan sağlık turistlerine hizmet verir. Kuzey Amerika'nın ve Avrupa'nın dört bir yanından direkt uçuşlar sayesinde buraya ulaşmak kolaydır; doktorunuz manzaranın tadını çıkarabileceğinizi söylediğinde de dinlenmek için sakin bir yerdir.",
    specialNote:
      "Cancun'un en büyük cazibesi plajlarıdır, ancak ameliyattan sonra yüzmek, güçlü güneş ve dışarıda geçen uzun günler genellikle birkaç hafta önerilmez. Parti havuzu yerine gölgesi ve manzarası olan bir otel seçin. Kasırga sezonu hazirandan kasıma kadar sürer ve en yoğun dönemi ağustos-ekim arasıdır; tedaviniz bu döneme denk geliyorsa esnek uçuşlar ayırtın ve yerel uyarıları takip edin.",
    medicalInfo: {
      overview:
        "Cancun'un özel hastaneleri ve uzman klinikleri çoğunlukla şehir merkezinde, Bonampak, Tulum ve Kabah gibi ana caddeler boyuncadır; bazıları Otel Bölgesi'ne yakındır. Doktorların çoğu İngilizce konuşur, bazı kliniklerin ABD'li, Kanadalı ve Avrupalı hastalar için koordinatörleri vardır. COFEPRIS ruhsatını, cerrahın uzmanlık kurulu sertifikasını ve işleminizin yatış ve gece boyunca bakım imkânı olan bir hastanede yapılıp yapılmayacağını kontrol edin.",
      specialties: [
        "Estetik cerrahi (göğüs, vücut şekillendirme ve yüz işlemleri)",
        "Tüp bebek (IVF) ve kısırlık tedavisi",
        "Diş implantı ve lamina",
        "Obezite cerrahisi",
        "Sağlık taramaları (check-up)",
      ],
      hospitals:
        "Buradaki CareAtlas klinik ortakları arasında estetik işlemler için Riviera Cosmetic Surgery ve tüp bebek ve kısırlık tedavisi için Caribbean Fertility Center bulunur. Acil servisi ve yoğun bakımı olan birkaç özel hastane şehre ve ziyaretçilerine hizmet verir.",
    },
    travelInfo: {
      gettingThere:
        "Cancun Uluslararası Havalimanı (CUN), Latin Amerika'nın en yoğun havalimanlarından biridir; ABD ve Kanada'nın büyük şehirlerinin çoğundan ve Birleşik Krallık, İspanya, Almanya ve Avrupa'nın başka yerlerinden direkt uçuşlar vardır. Şehir merkezinin yaklaşık 20 km güneyinde, Otel Bölgesi'ne 15-25 dakika uzaklıktadır.",
      gettingAround:
        "R-1 ve R-2 şehir otobüsleri düşük, sabit bir ücretle Otel Bölgesi boyunca ve şehir merkezine kadar işler. Taksi boldur ama taksimetre kullanılmaz; binmeden önce fiyatta anlaşın. Otel Bölgesi'nde ücretler daha yüksektir. Uber Cancun'da çalışır, ancak havalimanında ve bazı otellerde kısıtlamalarla karşılaşabilir. ADO otobüsleri Cancun'u Playa del Carmen ve Tulum'a bağlar; Tren Maya'nın havalimanı yakınında bir istasyonu vardır.",
      fromAirport:
        "Klinik paketlerinin çoğu en sakin seçenek olan özel transferi içerir. ADO otobüsleri terminallerden Cancun şehir merkezindeki ADO terminaline yaklaşık 30 dakikada gider ve Playa del Carmen'e devam eder; rahat ve ucuzdur. Önceden ayarlanan servisler Otel Bölgesi'ne gider. Terminalin içindeki devremülk satıcılarını ve resmî olmayan 'ulaşım bankolarını' geçin; şoförünüz dışarıda bir tabelayla bekleyecektir.",
    },
    accommodation: {
      overview:
        "Otel Bölgesi'nde ekonomikten lükse kadar sahil tatil köyleri vardır; şehir merkezi ise daha ucuz, çoğu kliniğe daha yakın ve daha yereldir. Birçok hasta ilk günlerini şehir merkezinde kliniğine yakın geçirir, onay alınca Otel Bölgesi'nde ya da Puerto Cancún'da sakin bir otele geçer.",
      bestDistricts: [
        {
          name: "Şehir merkezi (El Centro)",
          why: "Hastanelere ve kliniklere, yerel restoranlara ve ADO terminaline yakın; uygun fiyatlı ve pratik.",
        },
        {
          name: "Otel Bölgesi (Zona Hotelera)",
          why: "Lagün üzerinde gün batımları ve deniz manzarasıyla ünlü sahil şeridi; daha sakin güney kesimi, Punta Cancún çevresindeki gece hayatı bölgesinden daha huzurludur.",
        },
        {
          name: "Puerto Cancún",
          why: "Şehir merkezi ile Otel Bölgesi arasında, marinası, alışveriş merkezi ve yeni otelleriyle modern, sakin bir bölge.",
        },
        {
          name: "Malecón Tajamar",
          why: "Lagün kıyısındaki yürüyüş yolunun yanında, şehir merkezindeki kliniklere yakın bir yerleşim bölgesi.",
        },
      ],
      recommendations: [
        {
          name: "Şehir merkezinde iş oteli",
          type: "Otel",
          why: "Randevulara kısa mesafe; eczanelere ve süpermarketlere kolay ulaşım.",
        },
        {
          name: "Otel Bölgesi'nde yetişkinlere yönelik sakin bir tatil köyü",
          type: "Tatil köyü",
          why: "Cerrahınız onay verdiğinde parti alanlarından uzakta deniz manzarası ve gölgeli teraslar.",
        },
        {
          name: "Puerto Cancún'da daire",
          type: "Daire",
          why: "Sakin, modern bir bölgede uzun tüp bebek kalışları için mutfak ve alan.",
        },
      ],
    },
    activities: {
      gentle: [
        "Şehir merkezi ile Puerto Cancún arasında, lagün kıyısında düz bir yürüyüş yolu olan Malecón Tajamar.",
        "Şehir merkezinin ana meydanı, akşamları canlı ve aile dostu Parque de las Palapas.",
        "Lagün kıyısındaki bir restorandan Nichupté Lagünü üzerinde gün batımı.",
        "La Isla veya Puerto Cancún gibi alışveriş merkezlerinde ağır ağır, klimalı yürüyüşler.",
        "Maya Müzesi'nin yanındaki San Miguelito kalıntılarının çevresindeki gölgeli yollar.",
      ],
      cultural: [
        "Bahçesinde San Miguelito arkeolojik alanı bulunan Museo Maya de Cancún.",
        "Otel Bölgesi'nin güneyindeki küçük El Rey kalıntıları.",
        "El sanatları ve hediyelik eşya için Mercado 28; kibarca pazarlık edin.",
        "Yolcu feribotuyla Isla Mujeres; güneşe çıkmanıza ve tekne gezilerine onay aldıktan sonraya bırakmak en iyisidir.",
        "Chichén Itzá, karayoluyla her yön için yaklaşık 2,5-3 saat süren uzun bir günübirlik gezidir; genellikle bir sonraki ziyarete bırakmak en iyisidir.",
      ],
      food: [
        "Tavuk ve misket limonuyla yapılan hafif bir Yucatán çorbası sopa de lima.",
        "Achiote ile ağır ağır pişirilen domuz eti cochinita pibil ve diğer Yucatán spesiyaliteleri.",
        "İyileşirken çiğ değil ızgara taze balık.",
        "Şehir merkezindeki kalabalık taquería'lardan tacos al pastor.",
        "Arıtılmış suyla yapılan aguas frescas.",
      ],
      avoid: [
        "Onay alana kadar denize, havuza, cenote'lere ve jakuziye girmek.",
        "İyileşmekte olan izlerde güneş ve uzun plaj günleri.",
        "İlk haftalarda şnorkel, dalış ve tekne turları.",
        "İyileşme sürecinde ve ilaç kullanırken her şey dahil otellerde sunulan alkol.",
        "Musluk suyu; şişelenmiş veya arıtılmış su için.",
        "Devremülk sunumları ve ısrarcı satıcılar.",
      ],
    },
    practicalInfo: {
      weather:
        "Cancun yıl boyunca sıcaktır. Aralık-nisan arası kurak ve güneşlidir, 26-29°C civarındadır. Mayıs-ekim arası daha sıcak ve nemlidir, öğleden sonra sağanaklar olur; kasırga sezonu hazirandan kasıma kadar sürer. İlkbahar ve yazın sargassum yosunu plajları etkileyebilir.",
      costs:
        "Şehir merkezindeki oteller çoğu zaman gecelik 50-110 ABD doları, Otel Bölgesi'ndeki tatil köyleri 150-350 ABD doları veya daha fazladır. Bir taco yaklaşık 1,50-3 ABD doları, şehir merkezinde bir restoran yemeği 10-20 ABD dolarıdır; Otel Bölgesi restoranları çok daha pahalıdır. Şehir otobüsleri düşük, sabit bir ücret alır; Otel Bölgesi içindeki taksiler çoğu zaman 10-25 ABD dolarıdır.",
      apps: [
        "Uber",
        "ADO (otobüs biletleri)",
        "WhatsApp (çoğu klinik kullanır)",
        "Google Haritalar",
        "Google Çeviri",
        "Kasırga uyarıları veren bir hava durumu uygulaması",
      ],
      safety:
        "Otel Bölgesi ve başlıca turistik alanlar genel olarak güvenlidir ve polis varlığı görünürdür; yine de organize suçla bağlantılı olaylar yaşanmıştır. Asla uyuşturucu satın almayın, geceleri iyi aydınlatılmış yerlerde kalın, otelin çağırdığı taksileri veya resmî ulaşımı kullanın ve değerli eşyalarınızı kasada tutun. Plajda cankurtaran bayraklarına uyun. Acil durum numarası 911'dir.",
    },
    checklist: [
      "Kontrol edilmiş pasaport ve dönüş seyahat belgeleri",
      "CUN'dan önceden ayarlanmış özel transfer",
      "Cerrahın sertifikasının ve hastane bilgilerinin yazılı teyidi",
      "Öneriliyorsa kompresyon giysileri ve bol, ince kıyafetler",
      "Güneş kremi, şapka ve güneş gözlüğü",
      "Özellikle kasırga sezonunda esnek uçuşlar",
      "Yurt dışında tedaviyi ve seyahat aksaklıklarını kapsayan sigorta",
      "Ülkenizde kendi doktorunuzla takip planı",
    ],
  },
];
