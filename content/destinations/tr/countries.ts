import type { CountryGuide } from "../types";

/**
 * /tr/destinations/{country} için ülke rehberleri: ../countries.ts dosyasının Türkçesi (aynı
 * slug'lar, aynı listeler). Yalnızca düz metin. Rakamlar yuvarlanmış, sık alıntılanan
 * tahminlerdir, garanti değildir; fiyatlar değişir, aralıklar fikir vermek içindir.
 */
export const COUNTRY_GUIDES: CountryGuide[] = [
  {
    slug: "turkey",
    name: "Türkiye",
    flag: "🇹🇷",
    heroTitle: "Türkiye: deneyimli klinikler, kısa uçuşlar ve sıcak bir karşılama",
    intro: [
      "Türkiye, özellikle saç ekimi, diş tedavisi, estetik cerrahi, göz ameliyatları ve tüp bebek (IVF) alanlarında, yurt dışında tedavi için dünyada en çok tercih edilen ülkelerden biri hâline geldi. İstanbul, Antalya, İzmir ve Bursa'da her gün uluslararası hastaları tedavi eden modern özel hastaneler ve uzman klinikler bulunur; koordinatörler havalimanı transferlerini, oteli ve tercümanları bir paketin parçası olarak ayarlar.",
      "Avrupa, Orta Doğu ve Birleşik Krallık'tan gelen hastalar için uçuşlar kısa ve sıktır; fiyatlar da genellikle kendi ülkelerindeki özel sağlık hizmetlerinden %60-80 daha düşüktür. Yine de kalite klinikten kliniğe değişir, bu yüzden dikkatle karşılaştırma yapmaya değer: İşleminizi gerçekte kimin yapacağını, fiyata nelerin dahil olduğunu ve ülkenize döndükten sonra tedavi sonrası bakımın nasıl işleyeceğini netleştirin.",
    ],
    medicalInfo: {
      specialties: [
        "Saç ve sakal ekimi (FUE ve DHI)",
        "Diş implantı, kron ve lamina (veneer)",
        "Estetik cerrahi (burun estetiği, liposuction, karın germe, göğüs ameliyatları)",
        "Göz cerrahisi (LASIK ve diğer lazer tedavileri, katarakt ameliyatı)",
        "Tüp bebek (IVF) ve kısırlık tedavisi",
        "Obezite (kilo verme) cerrahisi",
        "Sağlık taramaları (check-up) ve ortopedi",
      ],
      patientsPerYear:
        "Yılda 1 milyonun epey üzerinde uluslararası sağlık turisti (resmî tahminler)",
      averageSavings: "%60-80",
      popularClinics: [
        "Istanbul Hair Institute",
        "Bosphorus Aesthetic Hospital",
        "Antalya Smile Dental",
        "Lara Eye & Vision Center",
        "Izmir Fertility & IVF Center",
        "Aegean Medical Hospital",
        "Uludag Hair Clinic",
        "Nilufer Dental Studio",
      ],
      languages: ["Türkçe", "İngilizce", "Almanca", "Arapça", "Rusça"],
      paymentOptions: [
        "Tarihinizi kesinleştirmek için kartla veya banka havalesiyle kapora",
        "Kalan tutar kartla, havaleyle ya da varışta nakit (çoğunlukla euro, sterlin veya ABD doları üzerinden fiyatlandırılır)",
        "Bazı hastaneler kapsam dahilindeki tedaviler için uluslararası sigortayı kabul eder; önceden kontrol edin",
      ],
      careExpectation:
        "Paketlerin çoğu benzer bir akış izler: havalimanında karşılama, yüz yüze muayene ve tetkikler, tedavi, ardından eve dönmeden önce bir veya birkaç kontrol. Saç ekimi için genellikle şehirde iki ila dört gün kalmanız gerekir; diş implantları çoğu zaman birkaç ay arayla iki ziyaret gerektirir; estetik ameliyatlarda ise cerrahınız uçmanıza onay verene kadar genellikle yedi ila on dört gün kalmanız gerekir. Kapora ödemeden önce yazılı bir tedavi planı ve tedavi sonrası bakım için net bir düzenleme isteyin.",
      safety:
        "Türkiye'de hastane ve kliniklere Sağlık Bakanlığı ruhsat verir; uluslararası hastalara hizmet veren kuruluşlara ise ayrıca bir sağlık turizmi yetki belgesi verir; bu belgeyi görmek istemeniz gayet makuldür. Büyük hastanelerin birçoğu JCI akreditasyonuna da sahiptir. İşleminizin kritik aşamalarını yalnızca bir teknisyenin değil, ruhsatlı bir hekimin yaptığını teyit edin ve piyasanın çok altında görünen fiyatlara karşı temkinli olun.",
    },
    travelInfo: {
      airports: [
        "İstanbul Havalimanı (IST)",
        "İstanbul Sabiha Gökçen (SAW)",
        "Antalya (AYT)",
        "İzmir Adnan Menderes (ADB)",
        "Bursa Yenişehir (YEI), çok sınırlı sefer",
      ],
      directFlights:
        "Türk Hava Yolları, Pegasus ve pek çok Avrupa ve Körfez havayolu şirketi, Avrupa'nın, Orta Doğu'nun, Kuzey Amerika'nın ve Asya'nın dört bir yanından İstanbul'a direkt sefer düzenler. Antalya ve İzmir'e, özellikle yazın, Avrupa'nın büyük bölümünden direkt uçuş vardır; diğer durumlarda İstanbul aktarmalı uçabilirsiniz. Bursa'ya gelen hastaların çoğu İstanbul'a uçar ve oradan kara yoluyla ya da feribotla devam eder.",
      bestNeighborhoods: [
        "Şişli ve Nişantaşı (İstanbul)",
        "Ataşehir ve Kadıköy (İstanbul, Anadolu yakası)",
        "Lara ve Konyaaltı (Antalya)",
        "Alsancak (İzmir)",
        "Nilüfer (Bursa)",
      ],
      transport:
        "İstanbul'da İstanbulkart metro, tramvay, Marmaray, otobüs ve vapurlarda geçerlidir. Taksiler taksimetreyle çalışır; taksiyi BiTaksi veya Uber (lisanslı taksi gönderir) üzerinden çağırmak güzergâh ya da ücret konusundaki anlaşmazlıkların önüne geçer. Diğer şehirlerin kendi ulaşım kartları vardır ve tedavi paketlerinin çoğu otel ile klinik arasında özel transferi kapsar.",
      culture:
        "Türk misafirperverliği cömerttir ve insanlar ziyaretçilere karşı genellikle sabırlıdır. Camileri ziyaret ederken kapalı giyinin (omuzlar ve dizler örtülü; kadınlar yanlarında bir eşarp bulundursun) ve kapıda ayakkabılarınızı çıkarın. Restoranlarda yaklaşık %10 bahşiş bırakmak olağandır. Ramazan'ın tarihi her yıl değişir; bu dönemde birçok restoran açık kalır, ancak muhafazakâr semtlerde insanların gözü önünde yemek yememek nezaket gereğidir.",
      currency:
        "Türk lirası (TRY). Lira cinsinden fiyatlar sık sık arttığı için birçok klinik ve otel fiyatlarını euro, sterlin veya ABD doları olarak verir. Kartlar yaygın olarak kabul edilir; küçük dükkânlar, taksiler ve bahşişler için yanınızda biraz lira bulundurun.",
      costs:
        "Büyük şehirlerde orta sınıf oteller genellikle gecelik 60-150 euro civarındadır (yüksek sezonda İstanbul'un merkezinde daha pahalı). Restoranda sade bir yemek çoğu zaman 8-15 euro tutar; toplu taşıma ücretleri düşüktür.",
      safety:
        "Türkiye'nin büyük şehirleri ziyaretçiler için genel olarak güvenlidir. Kalabalık yerlerde yankesicilere dikkat edin, sizi bir bara ya da dükkâna götürmeyi öneren aşırı samimi yabancılara karşı temkinli olun ve kayıtlı taksileri kullanın. Acil durum numarası 112'dir. Rezervasyondan önce kendi hükümetinizin seyahat uyarılarını okuyun; bu uyarılar, tedavi için normalde gitmeyeceğiniz bölgeleri de kapsar.",
      visa: "Birleşik Krallık ve AB ülkelerinin çoğunun vatandaşları dahil pek çok ülkenin vatandaşı kısa süreli ziyaretler için şu anda vizesiz gelebilir; diğerleri seyahatten önce internetten e-Vize başvurusu yapar. Kurallar değişir ve uyruğunuza ve kalış sürenize göre farklılık gösterir; bu yüzden rezervasyon yapmadan önce Türkiye Cumhuriyeti'nin resmî e-Vize sitesini (evisa.gov.tr) ve size en yakın Türk konsolosluğunu kontrol edin.",
    },
    accommodation: {
      description:
        "Paketlerin çoğuna kliniğe yakın bir otel dahildir; bu genellikle transfer kolaylığı için seçilmiş, dört veya beş yıldızlı rahat bir iş otelidir. Konaklamanızı kendiniz ayarlıyorsanız kliniğe yakın kalın, asansörlü ve kliması sorunsuz çalışan bir oda seçin, eğlence mekânlarının bulunduğu bir cadde yerine sakin bir semti tercih edin.",
      options: [
        {
          name: "Kliniğin anlaşmalı oteli",
          description:
            "Kliniğin paket hastaları için kullandığı, randevulara transferin dahil olduğu ve personeli tedavi sonrası misafirlere alışkın iş otelleri.",
          priceRange: "Genellikle pakete dahil",
        },
        {
          name: "Rezidans daire",
          description:
            "Diş tedavisi veya estetik ameliyat sonrası iyileşme gibi uzun kalışlar için ve size yemek yapıp yardım edecek bir refakatçiyle seyahat ediyorsanız kullanışlıdır.",
          priceRange: "Gecelik yaklaşık 50-120 euro",
        },
        {
          name: "Sakin tatil oteli (Antalya ve kıyı bölgeleri)",
          description:
            "Cerrahınız şehirden ayrılmanıza onay verdiğinde dinlenmek için sakin bahçeler ve gölgeli teraslar. Güneşlenmek yerine gölgeyi tercih edin.",
          priceRange: "Gecelik yaklaşık 80-250 euro",
        },
      ],
    },
    activities: {
      relaxation: [
        "Şehir hatları vapuruyla, içeride ya da gölgede oturarak ağır ağır bir Boğaz turu",
        "Gölgeli bir bahçe kafesinde ya da sakin bir parkta çay",
        "Asansörlü ve oturma yerleri olan müzelerde yorucu olmayan geziler",
        "Serin saatlerde sahil boyunca sakin bir yürüyüş",
      ],
      avoid: [
        "Hamam, sauna ve buhar odası; saç ekimi ve ameliyatlardan sonra genellikle birkaç hafta önerilmez",
        "Doktorunuz yaraların iyileştiğini söyleyene kadar denizde veya havuzda yüzmek",
        "Tedavi edilen bölgelere, özellikle saçlı deri ve yüze doğrudan güneş gelmesi",
        "İyileşme sürecinde alkol ve sigara; her ikisi de iyileşmeyi yavaşlatabilir",
        "İlk günlerde dik veya arnavut kaldırımlı sokaklarda uzun yürüyüşler",
        "Cerrahınız onay vermeden eve uçmak",
      ],
      walkingAreas: [
        "Gülhane Parkı ve Sultanahmet Meydanı (İstanbul)",
        "Moda sahili (İstanbul)",
        "Karaalioğlu Parkı ve Konyaaltı sahil yolu (Antalya)",
        "Kordon (İzmir)",
        "Botanik Park ve Kültürpark (Bursa)",
      ],
    },
    checklist: [
      "En az altı ay geçerli pasaport ve uyruğunuz için vize ya da e-Vize durumunun teyidi",
      "Neyin dahil olup neyin olmadığını gösteren yazılı tedavi planı ve fiyat teklifi",
      "İşleminizi yapacak hekimin adı ve kayıt bilgileri",
      "Güncel tıbbi kayıtlar, ilaç listesi ve kliniğinizin istediği tüm tetkik sonuçları",
      "Yurt dışında tedaviyi kapsayan seyahat sigortası veya komplikasyon sigortası",
      "Önden düğmeli bol kıyafetler ve saç ekimi için bol, sıkmayan bir şapka",
      "Düzenli kullandığınız ilaçlardan tüm seyahate ve fazladan birkaç güne yetecek kadar",
      "Cerrahınız daha uzun kalmanızı isterse diye esnek bir dönüş bileti",
      "Klinik koordinatörünün telefon numarası WhatsApp'ta kayıtlı",
      "Ülkenize döndüğünüzde kendi doktorunuz veya diş hekiminizle sürdüreceğiniz takip için bir plan",
    ],
    cities: [
      {
        name: "İstanbul",
        slug: "istanbul",
        tagline: "İki kıtaya yayılan, Türkiye'nin sağlık başkenti",
        description:
          "Özellikle saç ekimi ve estetik cerrahide Türkiye'nin en geniş hastane ve uzman klinik seçeneği; üstelik neredeyse her yerden direkt uçuş var.",
      },
      {
        name: "Antalya",
        slug: "antalya",
        tagline: "Turkuaz kıyıda tedavi ve dinlenme",
        description:
          "Diş ve göz tedavisiyle tanınan, sahil yürüyüş yolları ve sakin bir iyileşme için tatil otelleri bulunan rahat bir Akdeniz şehri.",
      },
      {
        name: "İzmir",
        slug: "izmir",
        tagline: "Ege'nin huzuru, üniversite hastanesi düzeyinde tıp",
        description:
          "Türkiye'nin üçüncü büyük şehri; tüp bebek ve hastane hizmetlerinde güçlü, rahat bir sahili ve ılıman bir iklimi var.",
      },
      {
        name: "Bursa",
        slug: "bursa",
        tagline: "Yeşil Bursa, İstanbul'a yakın daha sakin bir seçenek",
        description:
          "Uludağ'ın eteklerinde, tarihi ve yeşil bir şehir; Nilüfer'deki modern klinikleri, daha düşük fiyatları ve İstanbul'dan kısa transferiyle.",
      },
    ],
  },
  {
    slug: "south-korea",
    name: "Güney Kore",
    flag: "🇰🇷",
    heroTitle: "Güney Kore: ileri teknoloji ve titiz bakım",
    intro: [
      "Güney Kore; özellikle estetik cerrahi, dermatoloji, göz cerrahisi ve kapsamlı sağlık taramalarında son derece uzmanlaşmış klinikleri, modern ekipmanı ve ayrıntılara gösterdiği özenle tanınır. Merkez Seul'dür: Yalnızca Gangnam bölgesinde, çoğunun uluslararası hasta ekibi ve tercümanı olan yüzlerce klinik bulunur.",
      "Fiyatlar genellikle ABD, Avustralya ve Avrupa'nın büyük bölümündeki özel sağlık hizmetlerinden %40-60 daha düşüktür. Kore'de ayrıca yabancı hastaları tedavi eden kuruluşlar için devlet kayıt sistemi, çok güvenli bir kamusal ortam ve mükemmel bir toplu taşıma ağı vardır; bu da bir sağlık seyahatinin pratik tarafını alışılmadık derecede kolaylaştırır.",
    ],
    medicalInfo: {
      specialties: [
        "Estetik cerrahi (göz kapağı, burun ve yüz şekillendirme)",
        "Dermatoloji ve cilt tedavileri",
        "Göz cerrahisi (LASIK, LASEK, SMILE ve lens işlemleri)",
        "Kapsamlı sağlık taramaları (check-up)",
        "Diş tedavisi",
        "Kanser taraması ve uzman hastane hizmetleri",
      ],
      patientsPerYear: "2024'te 1 milyonu aşkın yabancı hasta (resmî rakamlar)",
      averageSavings: "%40-60",
      popularClinics: ["Gangnam Beauty Plastic Surgery", "Seoul Vision Eye Clinic"],
      languages: ["Korece", "İngilizce", "Çince", "Japonca", "Rusça"],
      paymentOptions: [
        "Uluslararası kredi ve banka kartları (çok yaygın olarak kabul edilir)",
        "Ameliyat tarihinizi ayırtmak için havale veya kartla kapora",
        "Kore wonu ile nakit",
      ],
      careExpectation:
        "Randevular zamanında başlar ve klinikler son derece düzenlidir. Süreç genellikle görüntüleme veya tetkiklerle birlikte bir muayene, ardından ameliyat ya da tedavi ve birkaç kısa kontrol ziyaretinden oluşur. Birçok estetik işlemden sonra dikişler alınana ve cerrahınız uçmanıza onay verene kadar Seul'de yedi ila on dört gün kalmanız gerekir; göz ameliyatları için genellikle birkaç gün yeterlidir. Muayeneler kısa ve hızlı geçebilir; sorularınızı önceden yazın ve gerekirse tercüman isteyin.",
      safety:
        "Kore, yabancı hastalara yönelik tanıtım yapan kuruluşların devlete kayıt olmasını zorunlu tutar; sorun çıkması hâlinde yabancı hastalar resmî Medical Korea bilgi hizmetlerinden ve Kore'nin tıbbi uyuşmazlık arabuluculuk kurumundan yardım alabilir. Cerrahınızın ilgili alanda uzmanlık belgesine sahip bir uzman hekim olduğunu ve ameliyathanede kimin bulunacağını kontrol edin; geçmişte cerrahın yerine başka birinin ameliyat yapmasıyla ilgili endişeler dile getirilmiştir.",
    },
    travelInfo: {
      airports: ["Incheon Uluslararası Havalimanı (ICN)", "Gimpo Uluslararası Havalimanı (GMP)"],
      directFlights:
        "Incheon; Avrupa, Kuzey Amerika, Avustralya, Orta Doğu ve Asya'nın dört bir yanından direkt uçuşların geldiği büyük bir Asya aktarma merkezidir. Başta Korean Air ve Asiana olmak üzere pek çok uluslararası havayolu buraya uçar. Gimpo ise çoğunlukla iç hat uçuşlarına ve Japonya, Çin ve Tayvan'a kısa hatlara hizmet verir.",
      bestNeighborhoods: [
        "Gangnam ve Sinsa-dong",
        "Apgujeong ve Cheongdam",
        "Myeongdong",
        "Jongno ve Insadong",
        "Jamsil",
      ],
      transport:
        "Seul metrosu temiz ve dakiktir, tabelalar İngilizce de yazılıdır. Bir marketten T-money kart alıp metroda, otobüslerde ve birçok takside kullanın. Taksiler uygun fiyatlıdır; Kakao T ve Uber ile çağırabilirsiniz. Kore'de yol tarifi için Naver Map veya KakaoMap, Google Haritalar'dan çok daha güvenilirdir.",
      culture:
        "Nezaket ve dakiklik önemlidir. Hafifçe eğilerek selamlaşmak yaygındır, evlerde ve bazı restoranlarda ayakkabılar çıkarılır, bahşiş beklenmez. İçkiyi kendi bardağınıza değil, başkalarının bardağına doldurun. İnsanlar mesafeli görünebilir, ancak çalışanlar ziyaretçilere genellikle çok yardımcı olur.",
      currency:
        "Güney Kore wonu (KRW). Kartlar taksiler dahil neredeyse her yerde kabul edilir; bazı küçük pazar tezgâhları nakit tercih eder.",
      costs:
        "Orta sınıf oteller çoğu zaman gecelik yaklaşık 120.000-250.000 won (kabaca 90-180 ABD doları) tutar. Sade bir yemek genellikle 10.000-15.000 won, bir metro yolculuğu ise yaklaşık 1.500 wondan başlar.",
      safety:
        "Seul, sokak suçlarının çok az görüldüğü, dünyanın en güvenli büyük şehirlerinden biridir. Acil numaralar 112 (polis) ve 119'dur (ambulans ve itfaiye); 1330 Korea Travel Hotline İngilizce ve başka dillerde yardım sunar. İlkbaharda ince toz hava kalitesini düşürebilir; hava kalitesini bir uygulamadan takip edin.",
      visa: "Pek çok ülkenin vatandaşı kısa kalışlar için vizesiz gelebilir, ancak K-ETA elektronik seyahat izni gerekebilir; bazı ülkeler bu izinden geçici olarak muaf tutulmuştur. Kore ayrıca daha uzun kalışlar için tedavi vizesi de sunar. Koşullar değişir; uyruğunuz için resmî K-ETA sitesini (k-eta.go.kr) ve ülkenizdeki Kore büyükelçiliğini kontrol edin.",
    },
    accommodation: {
      description:
        "Hastaların çoğu Gangnam'daki kliniklerine kısa bir yürüyüş ya da taksi mesafesinde kalır. Kore otelleri küçük ama tertemizdir; küçük mutfaklı rezidanslar bir hafta ve üzeri kalışlarda çok tercih edilir, bazı kliniklerin de gerektiğinde hemşireye ulaşılabilen anlaşmalı iyileşme otelleri vardır.",
      options: [
        {
          name: "Gangnam'da iş oteli",
          description:
            "Sinsa-dong, Apgujeong ve Gangnam İstasyonu çevresindeki estetik ve göz kliniklerine yakın.",
          priceRange: "Gecelik yaklaşık 120.000-250.000 won",
        },
        {
          name: "Rezidans",
          description:
            "Küçük mutfağı ve çamaşır makinesi olan daire tipi odalar; bir-iki haftalık iyileşme için ideal.",
          priceRange: "Gecelik yaklaşık 100.000-200.000 won",
        },
        {
          name: "İyileşme oteli",
          description:
            "Estetik kliniklerle çalışan, sessiz odalar, yumuşak yemekler ve bazen hemşire kontrolü sunan oteller. Neler bulunduğunu kliniğinize sorun.",
          priceRange: "Değişken; bazen paketlere dahil",
        },
      ],
    },
    activities: {
      relaxation: [
        "Sinsa-dong ve Seochon'daki sakin kafeler",
        "COEX'teki Starfield Library; oturma yerleri olan sakin bir kapalı alan",
        "Hafta içi sabahları saray bahçeleri",
        "Gün batımında Han Nehri kıyısındaki bir parkta ağır ağır yürüyüş",
      ],
      avoid: [
        "İyileşme sürecinde jjimjilbang (Kore hamamları) ve saunalar",
        "Bukhansan ya da Namsan'a çıkan dik patikalar gibi yorucu yürüyüşler",
        "İyileşme süresince soju dahil alkol",
        "Göz ameliyatından sonra gözleri ovmak veya yüzmek",
        "Yüzünüzde şişlik varsa çok acı veya tuzlu yiyecekler; şişliği daha belirgin hissettirebilir",
        "Cerrahınız onay vermeden uçmak",
      ],
      walkingAreas: [
        "Cheonggyecheon Deresi",
        "Seoul Forest",
        "Banpo Han Nehri Parkı",
        "Deoksugung taş duvar yolu",
        "Bongeunsa Tapınağı bahçesi",
      ],
    },
    checklist: [
      "Pasaport ve uyruğunuza göre K-ETA ya da vize onayı",
      "Cerrahın adının ve uzmanlık belgesinin yazılı teyidi",
      "Tıbbi geçmiş, ilaç listesi ve istenen görüntülemeler",
      "Yurt dışında tedaviyi kapsayan seyahat veya komplikasyon sigortası",
      "T-money kart; telefonunuzda yüklü Naver Map veya KakaoMap",
      "Yüz işlemlerinden sonra toz, güneş ve mahremiyet için maske ve güneş gözlüğü",
      "Önden açılan bol kıyafetler",
      "Dikişler planlanandan geç alınırsa diye esnek dönüş tarihi",
      "Ülkenizde tedavi sonrası bakım planı ve tüm kayıtların İngilizce kopyaları",
    ],
    cities: [
      {
        name: "Seul",
        slug: "seoul",
        tagline: "Güvenli, modern bir başkentte hassas tıp",
        description:
          "Kore sağlık turizminin kalbi; Gangnam'daki estetik, cilt ve göz uzman klinikleri ve şehrin dört bir yanındaki büyük üniversite hastaneleriyle.",
      },
    ],
  },
  {
    slug: "thailand",
    name: "Tayland",
    flag: "🇹🇭",
    heroTitle: "Tayland: uluslararası hastaneler ve dinlendirici bir iyileşme",
    intro: [
      "Tayland onlarca yıldır uluslararası hasta ağırlıyor; önde gelen özel hastaneleri, uluslararası hasta merkezleri, tercümanları ve vize desteğiyle klinikten çok otele benzer. Bangkok ülkenin sağlık turizmi merkezidir; Phuket ise plaj ortamında diş, estetik ve wellness hizmetleri sunar.",
      "Tedavi, ABD, Birleşik Krallık veya Avustralya'daki özel sağlık hizmetlerine göre genellikle %50-70 daha ucuzdur ve nezaketiyle ünlü Tay misafirperverliği iyileşmeyi rahat geçirmenizi sağlar. Tropik sıcak, plajların ve tekne gezilerinin cazibesi ise iyileşme sürecinizi dikkatle planlamanızı gerektirir.",
    ],
    medicalInfo: {
      specialties: [
        "Estetik cerrahi",
        "Diş implantı ve estetik diş hekimliği",
        "Tüp bebek (IVF) ve kısırlık tedavisi",
        "Kapsamlı sağlık taramaları (check-up)",
        "Ortopedi ve eklem protezi",
        "Kardiyoloji",
        "Wellness ve rehabilitasyon",
      ],
      patientsPerYear:
        "Ülkede yaşayan yabancılar dahil, yılda tahminen 2-3 milyon uluslararası hasta ziyareti",
      averageSavings: "%50-70",
      popularClinics: [
        "Bangkok Royal International Hospital",
        "Siam Fertility Clinic",
        "Andaman Dental Phuket",
        "Patong Aesthetic & Wellness Clinic",
      ],
      languages: ["Tayca", "İngilizce", "Arapça", "Japonca", "Çince", "Rusça"],
      paymentOptions: [
        "Uluslararası kredi ve banka kartları",
        "Kapora için banka havalesi",
        "Tayland bahtı ile nakit",
        "Büyük hastanelerde bazı uluslararası sigorta şirketleriyle doğrudan faturalandırma",
      ],
      careExpectation:
        "Büyük hastanelerin uluslararası hasta birimleri verimli çalışır: Bir koordinatör sizi karşılar, tetkikler çoğu zaman aynı gün yapılır ve uzman doktorunuzu kısa sürede görürsünüz. Birçok estetik işlemden sonra uçmadan önce Tayland'da yaklaşık 10-14 gün kalmanız gerekir; diş implantları genellikle birkaç ay arayla iki seyahat gerektirir. Hastane faturalarında oda, ilaç ve doktor ücretleri ayrı kalemler olarak yer alabileceğinden eksiksiz, yazılı bir fiyat teklifi isteyin.",
      safety:
        "Tayland'da JCI akreditasyonlu birçok hastane vardır ve doktorların Tayland Tabipler Konseyi'nden (Medical Council of Thailand) lisans alması zorunludur. Küçük estetik klinikler arasında farklar daha büyüktür; bu yüzden cerrahın uzmanlık yeterliliklerini ve işlemin nerede yapılacağını kontrol edin (ameliyatlar için yatış ve gece boyunca bakım imkânı olan bir hastane tercih edilmelidir).",
    },
    travelInfo: {
      airports: [
        "Bangkok Suvarnabhumi (BKK)",
        "Bangkok Don Mueang (DMK)",
        "Phuket Uluslararası Havalimanı (HKT)",
      ],
      directFlights:
        "Suvarnabhumi'ye Avrupa, Orta Doğu, Avustralya ve Asya'nın dört bir yanından direkt uçuş vardır; Thai Airways ve pek çok Körfez ve Asya havayolu buraya uçar. Don Mueang daha çok düşük maliyetli havayollarına hizmet verir. Phuket'e bazı Asya, Orta Doğu ve Avustralya şehirlerinden, mevsimsel olarak da Avrupa'dan direkt uçuşlar ve Bangkok'tan sık kısa uçuşlar vardır.",
      bestNeighborhoods: [
        "Sukhumvit (Bangkok)",
        "Silom ve Sathorn (Bangkok)",
        "Ploenchit ve Chidlom (Bangkok)",
        "Kata ve Karon (Phuket)",
        "Phuket Eski Şehir",
      ],
      transport:
        "Bangkok'ta BTS Skytrain ve MRT metrosu trafiğe takılmadan hastane bölgelerinin çoğuna ulaşır; nehir tekneleri de hoş bir alternatiftir. Sabit fiyatlı araç bulmanın en kolay yolu Grab ve Bolt'tur. Phuket'te mesafeler daha uzun, toplu taşıma ise sınırlıdır; kliniğinizin transferlerinden, Grab'den, Bolt'tan ya da önceden ayarlanmış şoförlerden yararlanın.",
      culture:
        "Taylandlılar sakinliğe ve nezakete önem verir; sesinizi yükseltmek nadiren işe yarar. Kraliyet ailesine derin saygı duyulur ve eleştirilmemelidir. Tapınaklarda omuzlarınızı ve dizlerinizi örtün, ayakkabılarınızı çıkarın ve kimsenin başına dokunmayın. Wai (avuç içleri birleştirilerek yapılan hafif bir selam) kibar bir selamlaşmadır.",
      currency:
        "Tayland bahtı (THB). Otellerde, alışveriş merkezlerinde ve hastanelerde kart geçer; pazarlar, sokak yemekleri ve küçük dükkânlar için nakit işe yarar. ATM'ler yabancı kartlardan ücret keser.",
      costs:
        "Orta sınıf oteller genellikle gecelik yaklaşık 1.500-4.000 baht (kabaca 45-120 ABD doları) tutar. Bir sokak yemeği çoğu zaman 60-100 baht, oturarak yenen bir restoran yemeği ise 300-800 bahttır.",
      safety:
        "Tayland ziyaretçiler için genel olarak güvenlidir. Yaygın dolandırıcılıklara dikkat edin ('bugün kapalı' denilen tapınak yerine önerilen turlar, mücevher dükkânları, taksimetresiz taksiler); günlük hayattaki en büyük risk trafiktir ve motosiklet kazaları turist yaralanmalarının başlıca nedenlerindendir. Turist Polisine 1155'ten ulaşabilirsiniz; tıbbi acil durum numarası 1669'dur.",
      visa: "Pek çok ülkenin vatandaşı şu anda turistik amaçla vizesiz girebilir; daha uzun kalışlar için tedavi vizesi de vardır. 2025'ten bu yana ziyaretçiler varıştan önce internetten Thailand Digital Arrival Card'ı da doldurur. Kurallar ve izin verilen kalış süreleri son dönemde birkaç kez değişti; uyruğunuz için resmî Tayland e-Vize sitesini ve size en yakın Tayland büyükelçiliğini kontrol edin.",
    },
    accommodation: {
      description:
        "Bangkok'taki birçok hastanenin yürüme mesafesinde, bazıları kapalı geçitlerle bağlantılı otelleri veya rezidansları vardır ve bunların bir kısmı hastalara özel fiyat sunar. Phuket'te kalabalık bir eğlence bölgesi yerine gölgelik alanları olan sakin bir tatil köyü seçin ve kliniğinize ne kadar uzak olduğunu kontrol edin.",
      options: [
        {
          name: "Hastaneye yakın otel",
          description:
            "Kontrollere kısa transfer mesafesi; çoğu zaman hastalara özel fiyat ve geç çıkış imkânıyla.",
          priceRange: "Gecelik yaklaşık 1.500-4.000 baht",
        },
        {
          name: "Rezidans daire",
          description:
            "Uzun kalışlar için mutfak ve çamaşır makinesi; tüp bebek hastaları ve aileler arasında popüler.",
          priceRange: "Gecelik yaklaşık 1.800-5.000 baht",
        },
        {
          name: "Sakin tatil köyü (Phuket)",
          description:
            "Doktorunuz güvenli olduğunu söyleyene kadar içinde yüzmek için değil, seyretmek için gölgeli bahçeler ve sakin havuzlar.",
          priceRange: "Gecelik yaklaşık 2.500-8.000 baht",
        },
      ],
    },
    activities: {
      relaxation: [
        "Sabahın erken saatlerinde şehir parklarında ağır ağır yürüyüşler",
        "Chao Phraya Nehri'nde, gölgede oturarak tekne gezisi",
        "Klimalı müzeler ve galeriler",
        "Gölgeli bir seyir noktasından ya da kafeden gün batımı",
      ],
      avoid: [
        "Yaralar iyileşene kadar denizde ve havuzda yüzmek",
        "Özellikle iyileşmekte olan izlerde güçlü güneş ve öğle sıcağı",
        "Tedavi edilen bölgelerin üzerine veya yakınına geleneksel Tay masajı",
        "Scooter veya motosiklet kiralamak",
        "Sürat teknesi gezileri ve uzun ada turları",
        "İyileşme sürecinde ve reçeteli ilaç kullanırken alkol",
        "Cerrahınız onay vermeden uçmak",
      ],
      walkingAreas: [
        "Lumphini Parkı (Bangkok)",
        "Benjakitti Orman Parkı (Bangkok)",
        "Phuket Eski Şehir",
        "Karon sahil yolu (Phuket)",
      ],
    },
    checklist: [
      "Altı ay geçerli pasaport, kontrol edilmiş giriş kuralları ve doldurulmuş Digital Arrival Card",
      "Doktor, oda, ilaç ve kontrol ücretlerini içeren yazılı fiyat teklifi",
      "Cerrahın uzmanlık yeterliliklerinin teyidi",
      "İngilizce tıbbi kayıtlar ve ilaç listesi",
      "Yurt dışında tedaviyi ve komplikasyonları kapsayan sigorta",
      "Yüksek faktörlü güneş kremi, şapka ve ince, bol kıyafetler",
      "Telefonunuzda yüklü Grab veya Bolt ve yerel bir SIM kart ya da eSIM",
      "Esnek dönüş bileti",
    ],
    cities: [
      {
        name: "Bangkok",
        slug: "bangkok",
        tagline: "Canlı bir başkentte dünya çapında hastaneler",
        description:
          "Skytrain bağlantılı ve hemen yanı başında oteller bulunan büyük uluslararası hastaneler, tüp bebek merkezleri ve uzman klinikler.",
      },
      {
        name: "Phuket",
        slug: "phuket",
        tagline: "Diş ve estetik tedavisiyle adada iyileşme",
        description:
          "Tayland'ın en büyük adasında diş, estetik ve wellness klinikleri; sakin bir iyileşme için huzurlu plajlarıyla.",
      },
    ],
  },
  {
    slug: "mexico",
    name: "Meksika",
    flag: "🇲🇽",
    heroTitle: "Meksika: Kuzey Amerikalılar için evlerine yakın kaliteli sağlık hizmeti",
    intro: [
      "Meksika, Amerika Birleşik Devletleri ve Kanada'dan gelen hastaların en çok tercih ettiği tedavi ülkesidir. San Diego'nun hemen karşısında, sınırın öbür yakasında bulunan Tijuana obezite cerrahisi ve diş tedavisiyle tanınırken Cancun, estetik cerrahi ve tüp bebek tedavisini Karayip tatil köyleriyle bir araya getirir.",
      "ABD fiyatlarına kıyasla tasarruf genellikle %60-80'dir; kısa yolculuk da daha az izin günü ve daha kolay kontrol ziyaretleri demektir. Her yerde olduğu gibi standartlar değişkendir; ruhsatlı klinikleri dikkatle seçin ve iyileşirken sınırı nasıl geçeceğinizi ya da eve nasıl uçacağınızı planlayın.",
    ],
    medicalInfo: {
      specialties: [
        "Obezite cerrahisi (tüp mide ve gastrik bypass)",
        "Diş implantı, kron ve lamina (veneer)",
        "Estetik cerrahi",
        "Tüp bebek (IVF) ve kısırlık tedavisi",
        "Ortopedi",
      ],
      patientsPerYear:
        "Çoğu ABD ve Kanada'dan olmak üzere yılda tahminen 1-1,5 milyon sağlık turisti",
      averageSavings: "%60-80",
      popularClinics: [
        "Tijuana Bariatric Institute",
        "Baja Dental Center",
        "Riviera Cosmetic Surgery",
        "Caribbean Fertility Center",
      ],
      languages: ["İspanyolca", "İngilizce"],
      paymentOptions: [
        "Kredi ve banka kartları",
        "Havale veya kartla kapora",
        "ABD doları veya Meksika pesosu ile nakit",
        "Bazı kliniklerde üçüncü taraf kredi kuruluşları aracılığıyla tedavi finansmanı",
      ],
      careExpectation:
        "Tijuana ve Cancun'daki klinikler Kuzey Amerikalı hastalara alışkındır ve çoğu zaman havalimanından ya da sınırdan karşılama ayarlar. Obezite cerrahisi genellikle hastanede iki ila dört gece ve yakınlarda birkaç gün daha kalmak demektir; diş tedavisi iki seyahat gerektirebilir. Eve döndükten sonra sizinle nasıl iletişimde kalacaklarını ve ileride bakıma ihtiyaç duyarsanız ne olacağını kliniğinize sorun.",
      safety:
        "Meksika'daki hastane ve kliniklerin federal sağlık düzenleyicisi COFEPRIS'ten ruhsat almış olması gerekir; cerrahlar da genellikle ilgili Meksika uzmanlık kurulu (consejo) tarafından sertifikalandırılır. İşlemin tam olarak nerede yapılacağını sorun ve büyük ameliyatları hastane yerine muayenehanelerde yapan kliniklere karşı dikkatli olun.",
    },
    travelInfo: {
      airports: [
        "San Diego Uluslararası Havalimanı (SAN), Tijuana için",
        "Tijuana Uluslararası Havalimanı (TIJ), San Diego'ya Cross Border Xpress köprüsüyle bağlı",
        "Cancun Uluslararası Havalimanı (CUN)",
      ],
      directFlights:
        "Cancun'a ABD ve Kanada'nın büyük şehirlerinin çoğundan ve Avrupa'nın bazı bölgelerinden direkt uçuş vardır. Tijuana için hastaların çoğu San Diego'ya uçar ve sınırı kara yoluyla geçer; TIJ ise Meksika'nın dört bir yanına iç hat uçuşlarına hizmet verir.",
      bestNeighborhoods: [
        "Zona Río (Tijuana)",
        "Playas de Tijuana",
        "Otel Bölgesi (Cancun)",
        "Şehir merkezi ve Puerto Cancún (Cancun)",
      ],
      transport:
        "Birçok klinik San Diego havalimanından ya da San Ysidro sınır kapısından ve Cancun havalimanından transferi pakete dahil eder. Tijuana'da Uber ve DiDi yaygın olarak kullanılır. Cancun'da ADO otobüsleri havalimanını şehir merkezine ve Playa del Carmen'e bağlar, şehir otobüsleri de Otel Bölgesi boyunca işler.",
      culture:
        "Meksikalılar sıcakkanlı ve naziktir; 'buenos días' gibi bir selam çok şey değiştirir. Restoranlarda ve rehberlerle şoförlere %10-15 bahşiş olağandır. Giyim rahattır, ancak plaj kıyafetleri plajda kalmalıdır.",
      currency:
        "Meksika pesosu (MXN). Tijuana'da ve Cancun'un turistik bölgelerinde ABD doları yaygın olarak kabul edilir, ancak peso ile ya da kartla ödeyerek genellikle daha iyi kur alırsınız.",
      costs:
        "Orta sınıf oteller Tijuana'da gecelik kabaca 60-130 ABD doları, Cancun şehir merkezinde 50-110 ABD dolarıdır; Cancun Otel Bölgesi daha pahalıdır, çoğu zaman 150-350 ABD doları. Sade bir yemek yaklaşık 8-20 ABD doları tutar.",
      safety:
        "Yabancı hükümetlerin Meksika için seyahat uyarıları eyalete göre değişir: Baja California (Tijuana) için bazıları yüksek düzeyde dikkat gösterilmesini ya da seyahatin yeniden değerlendirilmesini, Quintana Roo (Cancun) için ise daha fazla dikkat gösterilmesini önerir; bunun başlıca nedeni ziyaretçileri nadiren hedef alan ama her yerde görülebilen suçlardır. Bilinen bölgelerde kalın, geceleri sokaktan taksi çevirmek yerine araç çağırma uygulamalarını ya da kliniğin aracını kullanın, değerli eşyalarınızı ortada bırakmayın ve kendi hükümetinizin en güncel uyarılarını okuyun. Acil durum numarası 911'dir.",
      visa: "ABD, Kanada, Birleşik Krallık ve AB vatandaşları dahil pek çok ülkenin vatandaşı şu anda Meksika'yı turistik amaçla vizesiz ziyaret edebilir; ne kadar kalabileceğinize varışta göçmenlik görevlileri karar verir. Kara sınırından giriş yapıyorsanız planlarınız için ziyaretçi iznine (FMM) ihtiyacınız olup olmadığını sorun. Meksika hükümetinin resmî kaynaklarını ve dönüş için ABD'nin ya da kendi ülkenizin giriş koşullarını kontrol edin.",
    },
    accommodation: {
      description:
        "Tijuana'da hastaların çoğu kliniklere yakın Zona Río'da ya da kliniklerinin anlaşmalı otellerinde kalır; bazıları doktorları onay verdikten sonra her akşam San Diego'ya döner. Cancun'da tatil köylerinin bulunduğu Otel Bölgesi ile birçok kliniğe daha yakın, daha sakin ve daha ucuz şehir merkezi otelleri arasında seçim yapabilirsiniz.",
      options: [
        {
          name: "Kliniğin anlaşmalı oteli",
          description:
            "Obezite cerrahisi ve diş tedavisi paketlerine çoğu zaman dahildir; randevulara ulaşım da sağlanır.",
          priceRange: "Genellikle dahil",
        },
        {
          name: "Zona Río'da iş oteli (Tijuana)",
          description: "Hastanelere, alışveriş merkezlerine ve restoranlara yakın modern oteller.",
          priceRange: "Gecelik yaklaşık 60-130 ABD doları",
        },
        {
          name: "Otel Bölgesi'nde tatil köyü (Cancun)",
          description:
            "İyileşme için deniz manzarası; ancak sakin, yetişkinlere yönelik bir tesis seçin ve onay alana kadar havuza girmeyin.",
          priceRange: "Gecelik yaklaşık 150-350 ABD doları",
        },
      ],
    },
    activities: {
      relaxation: [
        "Playas de Tijuana sahili boyunca ağır ağır bir yürüyüş",
        "Tijuana'daki CECUT'un müzesi ve bahçeleri",
        "Cancun'da lagün kıyısında, gölgede gün batımı",
        "Klimalı ve düz zeminli Museo Maya de Cancún",
      ],
      avoid: [
        "Yaralar iyileşene kadar havuzda, denizde veya cenote'lerde yüzmek",
        "İyileşmekte olan izlerde güçlü güneş",
        "Özellikle obezite cerrahisinden sonra alkol",
        "Obezite cerrahisi sonrası sıvı veya yumuşak diyetteyken sokak yemekleri",
        "İlk günlerde arkeolojik alanlara uzun otobüs turları",
        "Cerrahınız onay vermeden uçmak veya uzun araba yolculuğu yapmak",
      ],
      walkingAreas: [
        "Malecón de Playas de Tijuana",
        "CECUT çevresindeki Zona Río (Tijuana)",
        "Malecón Tajamar (Cancun)",
        "Parque de las Palapas (Cancun)",
      ],
    },
    checklist: [
      "Pasaport (ya da kara yoluyla geçen ABD vatandaşları için pasaport kartı veya kabul edilen başka bir belge)",
      "Meksika'ya giriş ve ABD'ye ya da kendi ülkenize dönüş koşullarının kontrolü",
      "Kliniğin COFEPRIS ruhsatının ve cerrahın uzmanlık kurulu sertifikasının teyidi",
      "Hastanede kalınacak geceleri ve tedavi sonrası bakımı içeren yazılı tedavi planı",
      "Yurt dışında tedaviyi ve komplikasyonları kapsayan sigorta",
      "Kliniğiniz öneriyorsa kompresyon giysisi veya çorabı",
      "Kliniğinizle ayarlanmış sınır geçişi ya da havalimanı transferi",
      "Ülkenizde kendi doktorunuzla takip planı",
    ],
    cities: [
      {
        name: "Tijuana",
        slug: "tijuana",
        tagline: "San Diego'ya birkaç dakika mesafede uzman bakım",
        description:
          "Obezite cerrahisi ve diş tedavisiyle tanınan, hastaları San Diego tarafından alan klinikleri olan hareketli bir sınır şehri.",
      },
      {
        name: "Cancun",
        slug: "cancun",
        tagline: "Karayipler'de estetik ve tüp bebek tedavisi",
        description:
          "Kuzey Amerika'nın dört bir yanından direkt uçuşların geldiği büyük bir tatil şehrinde modern özel hastaneler ve klinikler.",
      },
    ],
  },
];
