import type { LegalContent } from "../types";

/**
 * /terms, /privacy ve /cookies Türkçe (../legal.ts'den çevrildi; çelişki hâlinde İngilizce metin
 * esastır, bkz. ui.notice). Aynı bölümler, aynı sırayla.
 */
export const LEGAL: LegalContent = {
  documents: {
    terms: {
      slug: "terms",
      title: "Hizmet Şartları",
      summary:
        "CareAtlas'ı kullanma kuralları; rezervasyonların, kaporaların ve iptallerin nasıl işlediği ve neyden sorumlu olup neyden olmadığımız.",
    },
    privacy: {
      slug: "privacy",
      title: "Gizlilik Politikası",
      summary:
        "Hangi kişisel verileri sakladığımız, neden sakladığımız, kimlerle paylaştığımız ve sahip olduğunuz seçenekler ve haklar.",
    },
    cookies: {
      slug: "cookies",
      title: "Çerez Politikası",
      summary:
        "CareAtlas'ın kullandığı çerezler ve tarayıcı depolaması, her türün ne işe yaradığı ve bunları nasıl kontrol edebileceğiniz.",
    },
  },
  terms: [
    {
      heading: "Bu şartlar hakkında",
      paragraphs: [
        "Bu şartlar, CareAtlas web sitesini ve hizmetlerini nasıl kullanabileceğinizi açıklar. Bir hesap oluşturarak, fiyat teklifi isteyerek veya rezervasyon yaparak bu şartları kabul etmiş olursunuz. Lütfen dikkatle okuyun; kabul etmiyorsanız lütfen hizmeti kullanmayın.",
        "Bu şartlarda “CareAtlas”, “biz” ve “bize” ifadeleri CareAtlas platformunun işletmecisini ifade eder. “Siz”, hizmeti kullanan kişiyi ifade eder. “Klinik ortağı”, CareAtlas'ta listelenen bir kliniği, hastaneyi veya diğer sağlık hizmeti sağlayıcısını ifade eder.",
      ],
    },
    {
      heading: "CareAtlas nedir, ne değildir",
      paragraphs: [
        "CareAtlas bir karşılaştırma ve rezervasyon platformudur. Doğrulanmış klinik ortaklarını bulmanıza, karşılaştırmanıza ve onlarla iletişime geçmenize yardımcı olur; fiyat teklifi istemeniz, rezervasyon yapmanız, kapora ödemeniz, mesajlaşmanız ve kayıtlarınızı tek bir yerde tutmanız için araçlar sunarız.",
        "CareAtlas bir sağlık hizmeti sağlayıcısı değildir. Tıbbi tavsiye vermeyiz, teşhis koymayız ve size belirli bir tedavi önermeyiz. Rehberler, blog yazıları ve yorumlar dahil olmak üzere web sitesindeki bilgiler yalnızca genel bilgi niteliğindedir. Tedavinizle ilgili kararlar, sizi değerlendirebilecek yetkin bir hekimle birlikte verilmelidir.",
      ],
    },
    {
      heading: "Rezervasyonlar doğrudan klinik ortaklarıyla yapılır",
      paragraphs: [
        "CareAtlas üzerinden bir tedavi veya paket rezervasyonu yaptığınızda, o tedaviye ilişkin sözleşmeniz doğrudan sizinle klinik ortağı arasında kurulur. Değerlendirme, onam, tedavinin kendisi ve tedavi sonrası bakım dahil tıbbi bakımınızdan klinik ortağı sorumludur ve sizden kendi şartlarını ve onam formlarını kabul etmenizi isteyebilir.",
        "Bir klinik ortağı, tıbbi bilgilerinizi inceledikten veya sizi yüz yüze değerlendirdikten sonra önerilen bir tedaviyi reddedebilir veya değiştirebilir. Bu durum fiyatı değiştirirse klinik nedenini yazılı olarak açıklamalıdır; siz de devam etmemeye karar verebilirsiniz.",
        "Klinik ortaklarını listelemeden önce doğrularız; ancak doğrulama, herhangi bir kliniğin performansının veya belirli bir sonucun garantisi değildir.",
      ],
    },
    {
      heading: "Hesabınız",
      paragraphs: [
        "Hesap oluşturmak için en az 18 yaşında olmalısınız. Lütfen doğru bilgiler verin, şifrenizi gizli tutun ve hesabınızın başkası tarafından kullanıldığını düşünüyorsanız bize derhâl bildirin. Ek koruma için iki adımlı doğrulamayı etkinleştirebilirsiniz.",
        "Hesabınızdaki etkinliklerden siz sorumlusunuz. Hesabınızı dilediğiniz zaman panelinizden kapatabilirsiniz.",
      ],
    },
    {
      heading: "Fiyatlar, teklifler ve para birimi",
      paragraphs: [
        "Fiyatlar klinik ortakları tarafından belirlenir. Bir paketin neleri kapsayıp neleri kapsamadığı dahil fiyatları olabildiğince açık gösteririz; ancak bir klinik, nihai fiyatı onaylamadan önce sizi değerlendirmek isteyebilir.",
        "Klinik ortaklarından gelen teklifler, belirtilen son geçerlilik tarihine kadar geçerlidir. Bir teklifi, geçerliliği sürdüğü sürece panelinizden kabul edebilir veya reddedebilirsiniz.",
        "Fiyatları ABD doları, euro veya İngiliz sterlini olarak görüntülemeyi seçebilirsiniz. Dönüştürülmüş fiyatlar sabit referans kurlara dayanır ve yalnızca fikir vermek içindir. Paket ödemeleri ABD doları üzerinden işlenir ve nihai tutar, ödeme yapmadan önce ödeme sayfasında gösterilir. Kartınızı veren kuruluş kendi döviz kurunu veya ücretlerini uygulayabilir.",
      ],
    },
    {
      heading: "Kaporalar",
      paragraphs: [
        "Bir paket rezervasyonu yapmak için kart ödeme hizmet sağlayıcımız aracılığıyla kartla kapora ödersiniz. Kart bilgilerinizin tamamını görmeyiz ve saklamayız.",
        "Kaporanız, klinik ortağı randevunuzu onaylayana kadar güvence altındadır. Klinik ortağı bir tarihi onaylayamazsa veya bilgilerinizi inceledikten sonra sizi tedavi edemeyeceğine karar verirse, kaporanızın tamamı ödeme yaptığınız karta iade edilir.",
        "Randevunuz onaylandıktan sonra kapora tedavinizin bedelinden düşülür. Kalan tutar, rezervasyonunuzda ve klinik ortağının şartlarında belirtildiği şekilde ödenir.",
      ],
    },
    {
      heading: "İptaller ve değişiklikler",
      paragraphs: [
        "Randevunuz onaylanmadan önce rezervasyonunuzu dilediğiniz zaman iptal edebilirsiniz; kaporanızın tamamı iade edilir.",
        "Randevunuz onaylandıktan sonra iptaller ve tarih değişiklikleri, rezervasyondan önce size gösterilen klinik ortağının iptal politikasına tabidir. Lütfen bu politikayı dikkatle okuyun; bazı klinikler, otel rezervasyonları gibi önceden taahhüt ettikleri masrafları iade edemez.",
        "Bir klinik ortağı onaylanmış bir randevuyu iptal ederse kaporanızın tamamının iadesine hak kazanırsınız ve dilerseniz destek ekibimiz alternatifleri değerlendirmenize yardımcı olur.",
        "İadeler ödemenin yapıldığı karta yapılır. İadenin hesabınıza yansıma süresi kartınızı veren kuruluşa bağlıdır.",
      ],
    },
    {
      heading: "Yorumlar",
      paragraphs: [
        "Yalnızca rezervasyonunu tamamlamış hastalar, tedavi gördükleri klinik için yorum bırakabilir. Yorumlar kendi gerçek deneyiminizi anlatmalıdır.",
        "Lütfen başkalarının kişisel bilgilerini, saldırgan veya ayrımcı ifadeleri, tanıtım amaçlı içerikleri ya da doğru olmadığını bildiğiniz beyanları yorumlarınıza eklemeyin. Yorumlar kişisel deneyimleri anlatır ve tıbbi tavsiye olarak sunulmamalıdır.",
        "Bu kurallara aykırı bir yorumu kaldırabilir veya yayımlamayı reddedebiliriz. Yorumları sırf olumsuz oldukları için kaldırmayız; klinik ortakları da bir yorumu gizletmek, düzenletmek veya kaldırtmak için ödeme yapamaz. Bir yorum yayımlayarak onu CareAtlas'ta göstermemize izin vermiş olursunuz.",
      ],
    },
    {
      heading: "Kabul edilebilir kullanım",
      paragraphs: [
        "Lütfen CareAtlas'ı hukuka uygun ve saygılı bir şekilde kullanın. Yanlış bilgi vermemeli, başka birinin kimliğine bürünmemeli, klinik personelini veya diğer kullanıcıları taciz etmemeli, zararlı dosyalar yüklememeli, size ait olmayan hesaplara veya verilere erişmeye çalışmamalı, hizmetin güvenliğine veya işleyişine müdahale etmemeli, web sitesindeki içerikleri toplu hâlde kopyalamamalı veya otomatik araçlarla toplamamalısınız.",
        "Bu şartları ihlal eden hesapları askıya alabilir veya kapatabilir, hukuka aykırı faaliyetleri yetkili makamlara bildirebiliriz.",
      ],
    },
    {
      heading: "Sorumluluğumuz",
      paragraphs: [
        "CareAtlas, tedavi sonuçlarından veya klinik ortaklarının eylem ya da ihmallerinden sorumlu değildir; klinik ortakları, verdikleri bakımdan kendileri sorumlu olan bağımsız sağlık hizmeti sağlayıcılarıdır.",
        "Hizmetin doğru ve erişilebilir olması için yoğun çaba gösteriyoruz, ancak hizmetin her zaman kesintisiz veya hatasız olacağını taahhüt edemeyiz. Yasaların izin verdiği ölçüde dolaylı zararlardan veya netice zararlarından sorumlu değiliz ve bir rezervasyonla bağlantılı olarak size karşı toplam sorumluluğumuz, o rezervasyon için CareAtlas üzerinden ödediğiniz tutarla sınırlıdır.",
        "Bu şartlardaki hiçbir hüküm; dolandırıcılıktan ya da kendi ihmalimizden kaynaklanan ölüm veya bedensel zarardan doğan sorumluluk gibi yasal olarak sınırlandırılamayan sorumlulukları veya tüketici olarak sahip olduğunuz yasal hakları sınırlamaz.",
      ],
    },
    {
      heading: "Bu şartlardaki değişiklikler",
      paragraphs: [
        "Bu şartları zaman zaman güncelleyebiliriz. Yürürlük tarihini bu sayfanın üst kısmında gösteririz; önemli değişiklikleri ise yürürlüğe girmeden önce size e-postayla veya panelinizde bildiririz. Önceden yapılmış rezervasyonlar, yapıldıkları tarihte geçerli olan şartlara tabi olmaya devam eder.",
      ],
    },
    {
      heading: "Uygulanacak hukuk",
      paragraphs: [
        "Bu şartlar, CareAtlas'ı işleten şirketin kayıtlı olduğu ülkenin kanunlarına tabidir ve uyuşmazlıklar o ülkenin mahkemelerinde çözülür. Bu durum, yaşadığınız ülkenin kanunları uyarınca sahip olduğunuz emredici tüketici koruma haklarını, yasaların izin verdiği hâllerde kendi yerel mahkemelerinizde dava açma hakkınız da dahil olmak üzere ortadan kaldırmaz.",
        "Tedaviye ilişkin olarak bir klinik ortağıyla yaptığınız sözleşme, kliniğin bulunduğu ülkenin hukukuna tabi olabilir.",
      ],
    },
    {
      heading: "Bize ulaşın",
      paragraphs: [
        "Bu şartlarla ilgili bir sorunuz veya bir rezervasyonla ilgili bir endişeniz varsa lütfen support@careatlas.example adresine yazın. Ofisimiz Bursa, Türkiye'dedir ve destek ekibimiz e-postaları 24-48 saat içinde yanıtlar.",
      ],
    },
  ],
  privacy: [
    {
      heading: "Bu politika hakkında",
      paragraphs: [
        "Bu politika, CareAtlas'ın hangi kişisel verileri sakladığını, bunları neden sakladığımızı, kimlerle paylaştığımızı ve sahip olduğunuz hakları açıklar. Web sitemiz ve panelimiz aracılığıyla işlenen kişisel verilerden CareAtlas sorumludur.",
        "Yalnızca hizmeti yürütmek için ihtiyaç duyduğumuz verileri toplarız, verilerinizi asla satmayız ve aşağıda açıklanan hizmet sağlayıcılar veya yasaların gerektirdiği durumlar dışında rızanız olmadan kimseyle paylaşmayız.",
      ],
    },
    {
      heading: "Neleri, neden saklıyoruz",
      paragraphs: [
        "Hesap verileri: Adınız, e-posta adresiniz, şifreniz (yalnızca güvenli şekilde özetlenmiş (hash) biçimde saklanır) ve iki adımlı doğrulama gibi oturum açma güvenlik ayarlarınız. Bunları hesabınızı oluşturmak, oturum açmanızı sağlamak ve hesabınızı güvende tutmak için kullanırız.",
        "Profil: Telefon numaranız, uyruğunuz, ilgilendiğiniz tedaviler, konuştuğunuz diller ve profil fotoğrafı gibi eklemeyi seçtiğiniz bilgiler. Bunları panelinizi kişiselleştirmek ve kliniklerin sizinle iletişim kurmasına yardımcı olmak için kullanırız.",
        "Favoriler: Yeniden bulabilmeniz için kaydettiğiniz klinikler ve paketler.",
        "Mesajlar: Her iki tarafın da yazışmanın kaydına sahip olması için CareAtlas üzerinden klinik ortaklarıyla yaptığınız yazışmalar.",
        "Teklif talepleri ve teklifler: Sorduğunuz tedavi, kliniğin yanıtı, tutar, durum ve son geçerlilik tarihi.",
        "Rezervasyonlar: Klinik, tedavi, tarihler, maliyetler, para birimi, rezervasyon referansı ve durum.",
        "Ödeme referansları: Kaporaları rezervasyonlarla eşleştirebilmemiz ve iade yapabilmemiz için her ödemenin referansı ve durumu. Kart bilgileriniz kart ödeme hizmet sağlayıcımız tarafından işlenir ve tarafımızca saklanmaz.",
        "İletişim ve bülten: İletişim formunu kullandığınızda veya bültenimize kaydolduğunuzda verdiğiniz bilgiler; size yanıt vermek veya talep ettiğiniz e-postaları göndermek için kullanılır.",
        "Teknik veriler: Hizmeti korumak ve kötüye kullanımı araştırmak için güvenlik kayıtlarında tutulan IP adresiniz, tarayıcı türünüz ve talep ettiğiniz sayfalar gibi temel bilgiler.",
      ],
    },
    {
      heading: "Sağlık verileri",
      paragraphs: [
        "Bizimle paylaştıklarınızın bir kısmı, özel özen gerektiren sağlık verileridir. Buna, yüklediğiniz görüntüleme sonuçları, tahlil sonuçları ve hekim yazıları gibi tıbbi kayıtlar ile mesajlarınıza veya teklif taleplerinize eklediğiniz sağlık bilgileri dahildir.",
        "Yüklediğiniz tıbbi kayıtlar şifreli olarak saklanır. Bir klinik ortağıyla yalnızca her klinik için ayrı ayrı verdiğiniz açık rızanızla paylaşılır ve bu rızayı dilediğiniz zaman panelinizden geri alabilirsiniz. Rızanın geri alınması, o kliniğin erişimini derhâl sona erdirir. Ancak kliniğin daha önce indirmiş olduğu kopyaları geri alamaz; klinik bu kopyaları kendi veri koruma yükümlülükleri çerçevesinde işlemek zorundadır.",
        "Tıbbi kayıtlarınıza yapılan her erişim kayıt altına alınır ve bu kaydı panelinizde görebilirsiniz: Hangi dosyayı kimin, ne zaman açtığı.",
      ],
    },
    {
      heading: "Hukuki dayanaklarımız",
      paragraphs: [
        "Sözleşme: Hesap, rezervasyon, teklif, mesaj ve ödeme verilerini, talep ettiğiniz hizmeti sunabilmek için ihtiyaç duyduğumuzdan işleriz.",
        "Açık rıza: Yüklenen tıbbi kayıtlar dahil sağlık verilerini yalnızca açık rızanızla işler, bir klinikle yalnızca o klinik için verdiğiniz açık rızayla paylaşırız. Pazarlama e-postaları için de rızanıza dayanırız. Rızanızı dilediğiniz zaman geri alabilirsiniz.",
        "Meşru menfaat: Teknik verileri hizmeti güvende tutmak, dolandırıcılığı önlemek ve sorunları anlayıp gidermek için kullanırız.",
        "Hukuki yükümlülük: Vergi ve muhasebe mevzuatı gerektirdiği için bazı rezervasyon ve ödeme kayıtlarını saklarız.",
      ],
    },
    {
      heading: "Verileri kimlerle paylaşıyoruz",
      paragraphs: [
        "Kişisel verilerinizi satmayız ve rızanız olmadan paylaşmayız. Bir mesaj gönderdiğinizde, teklif istediğinizde veya rezervasyon yaptığınızda, seçtiğiniz klinik ortağıyla yanıt verebilmesi için ihtiyaç duyduğu adınız, iletişim bilgileriniz ve talebin kendisi gibi bilgileri paylaşırız. Tıbbi kayıtlar yalnızca yukarıdaki sağlık verileri bölümünde açıklandığı şekilde paylaşılır.",
        "Verileri bizim adımıza, sözleşmeye dayalı olarak ve yalnızca talimatlarımız doğrultusunda işleyen az sayıda hizmet sağlayıcıyla (veri işleyenlerle) çalışırız: Hesap ve rezervasyon e-postalarını gönderen bir e-posta gönderim sağlayıcısı; ödemeleri işleyen ve kart bilgilerinizi tutan bir kart ödeme hizmet sağlayıcısı; sunucularımızı, veritabanımızı ve dosya depolamamızı çalıştıran bir barındırma sağlayıcısı.",
        "Bir sağlayıcı verileri ülkeniz dışında işlediğinde, yasaların gerektirdiği uygun güvenceleri uygularız. Ayrıca yasaların gerektirdiği durumlarda veya kullanıcılarımızın haklarını ve güvenliğini korumak için verileri açıklayabiliriz.",
      ],
    },
    {
      heading: "Verileri ne kadar süre saklıyoruz",
      paragraphs: [
        "Hesap verilerinizi, profilinizi, favorilerinizi, mesajlarınızı, tekliflerinizi ve tıbbi kayıtlarınızı, daha önce siz silmediğiniz sürece hesabınız açık olduğu müddetçe saklarız.",
        "Hesabınızı sildiğinizde derhâl harekete geçeriz. Hesabınızı, profilinizi, fotoğrafınızı, oturum açma yöntemlerinizi ve oturumlarınızı, favorilerinizi, bildirimlerinizi, teklif taleplerinizi ve tekliflerinizi, kliniklerle yazışmalarınızı ve bu yazışmalardaki mesajları (klinik tarafında da), yüklediğiniz tıbbi kayıtları ve dosyalarının saklanan her kopyasını, ayrıca e-posta adresinizle gönderilmiş bülten, arama uyarısı ve iletişim formu kayıtlarınızı sileriz.",
        "Yasaların veya başkalarının ihtiyaç duyduğu verileri anonim hâle getiririz: Rezervasyonlarınız ve kapora ödemeleriniz, adınız ve hesabınız çıkarılarak kliniğin vergi ve muhasebe kayıtları için klinikte kalır (tedavi, tarihler, tutarlar ile kartın markası ve son dört hanesi korunur); yayımlanmış yorumlarınız ise “Former patient” (eski hasta) adıyla yayında kalır. Güvenlik kayıtlarını sınırlı bir süre saklarız, bu sürenin sonunda silinirler.",
        "Verdiğiniz rızaların ve tıbbi kayıtlarınıza kimlerin eriştiğinin asgari bir kaydını, adınız, e-posta adresiniz veya herhangi bir sağlık içeriği olmadan, verilerinizin hukuka uygun şekilde işlendiğinin kanıtı olarak saklarız. Ardından silme işlemini teyit etmek için adresinize son bir e-posta göndeririz.",
        "Güvenli yedeklerdeki kopyalar, bu yedeklerin olağan döngüde süresi doldukça kaldırılır.",
      ],
    },
    {
      heading: "Haklarınız",
      paragraphs: [
        "Erişim: Verilerinizin çoğunu dilediğiniz zaman panelinizde görebilir, tam bir kopyasını bizden isteyebilirsiniz.",
        "Verilerinizi indirme: Panelinizdeki “Verilerimi indir” seçeneği, hakkınızda sakladığımız her şeyi içeren bir zip arşivi sunar: Makine tarafından okunabilir bir data.json dosyası (hesap, profil, rezervasyonlar ve ödemeler, teklif talepleri ve teklifler, yazışmalar ve mesajlar, tıbbi kayıtlar, rızalar, kayıt erişim günlüğü, yorumlar, bildirimler, favoriler, oturumlar ve oturum açma yöntemleri), yüklediğiniz tıbbi kayıt dosyaları ve biçimi açıklayan bir README dosyası. Şifreler (yalnızca özet (hash) olarak saklarız), oturum belirteçleri ve güvenlik anahtarları hiçbir zaman dahil edilmez.",
        "Düzeltme: Profilinizi kendiniz güncelleyebilir veya yanlış olan herhangi bir bilginin düzeltilmesini bizden isteyebilirsiniz.",
        "Silme: Hesabınızı ve kişisel verilerinizi dilediğiniz zaman panelinizdeki “Hesabımı sil” seçeneğiyle veya support@careatlas.example adresine e-postayla talepte bulunarak silebilirsiniz.",
        "Ayrıca belirli işlemelere itiraz edebilir veya bunların kısıtlanmasını isteyebilir, rızanızı dilediğiniz zaman geri alabilirsiniz. Verilerinizi işleme biçimimizden memnun değilseniz lütfen önce bizimle iletişime geçin; ülkenizdeki veri koruma makamına şikâyette bulunma hakkınız da vardır.",
      ],
    },
    {
      heading: "Güvenlik",
      paragraphs: [
        "CareAtlas'a yapılan tüm bağlantılar aktarım sırasında şifrelenir. Tıbbi kayıtlar depolamada şifrelenir, şifreler yalnızca özetlenmiş (hash) biçimde saklanır ve hesabınız için iki adımlı doğrulama kullanılabilir.",
        "CareAtlas içinde kişisel verilere erişim, işleri için bu verilere ihtiyaç duyan kişilerle sınırlıdır ve tıbbi kayıtlara erişim kayıt altına alınır. Hiçbir sistem kusursuz derecede güvenli değildir; ancak verilerinizi etkileyen bir ihlal meydana gelirse yasaların gerektirdiği şekilde size ve ilgili makamlara bildiririz.",
      ],
    },
    {
      heading: "Çocuklar",
      paragraphs: [
        "CareAtlas yetişkinlere yöneliktir ve hesap oluşturmak için 18 yaşında veya daha büyük olmanız gerekir. Bir çocuk için tedavi düşünülüyorsa, ebeveyn veya yasal vasi kendi hesabını kullanmalı ve tüm düzenlemeleri kendisi yapmalıdır. Bir çocuğun bize kişisel veri verdiğini düşünüyorsanız lütfen bizimle iletişime geçin; bu verileri sileriz.",
      ],
    },
    {
      heading: "Çerezler",
      paragraphs: [
        "Az sayıda zorunlu çerez ve tercih depolaması kullanıyoruz. Bunların ne olduğunu ve nasıl kontrol edileceğini Çerez Politikası açıklamaktadır.",
      ],
    },
    {
      heading: "Bu politikadaki değişiklikler",
      paragraphs: [
        "Bu politikayı zaman zaman güncelleyebiliriz. Sayfanın üst kısmındaki yürürlük tarihi, politikanın en son ne zaman değiştiğini gösterir; önemli değişiklikleri size e-postayla veya panelinizde bildiririz.",
      ],
    },
    {
      heading: "Bize ulaşın",
      paragraphs: [
        "Gizlilikle ilgili her türlü soru veya talep için lütfen konu satırına “Privacy” yazarak support@careatlas.example adresine e-posta gönderin ya da Bursa, Türkiye'deki ofisimize yazın. 24-48 saat içinde yanıt vermeyi ve talepleri bir ay içinde sonuçlandırmayı hedefliyoruz.",
      ],
    },
  ],
  cookies: [
    {
      heading: "Çerezler hakkında",
      paragraphs: [
        "Çerezler, bir web sitesinin tarayıcınızda sakladığı küçük metin dosyalarıdır. Tarayıcınızın yerel depolaması gibi benzer teknolojiler de büyük ölçüde aynı şekilde çalışır. Bu politikada “çerezler” ifadesiyle her ikisini de kastediyoruz.",
        "Çerezler genel olarak dört türe ayrılır: zorunlu, tercih, analiz ve pazarlama çerezleri. Bu sayfa her türü ve CareAtlas'ın hangilerini kullandığını açıklar.",
      ],
    },
    {
      heading: "Bugün neleri kullanıyoruz",
      paragraphs: [
        "CareAtlas şu anda yalnızca zorunlu çerezleri ve tercih depolamasını kullanmaktadır. Analiz veya pazarlama çerezleri kullanmıyoruz. Bir gün bunları kullanmak istersek önce izninizi isteriz; reddetmeniz, web sitesinin sizin için çalışma biçimini etkilemez.",
      ],
    },
    {
      heading: "Zorunlu çerezler",
      paragraphs: [
        "Ne işe yararlar: Zorunlu çerezler web sitesinin çalışmasını ve güvende kalmasını sağlar. Bunlar olmadan oturum açamaz veya panelinizi kullanamazsınız; bu nedenle ayarlarımızdan kapatılamazlar.",
        "Örnekler: Sayfalar arasında gezinirken oturumunuzun açık kalmasını sağlayan oturum çerezi; örneğin iki adımlı doğrulamayı tamamlarken oturum açma sürecini koruyan kısa ömürlü çerezler; ve tek seferlik bir onay mesajını bir sayfadan diğerine taşıyan kısa ömürlü bir çerez.",
        "Sizi başka web sitelerinde takip etmek için kullanılmazlar.",
      ],
    },
    {
      heading: "Tercih çerezleri ve depolaması",
      paragraphs: [
        "Ne işe yararlar: Tercih depolaması, yaptığınız seçimleri hatırlar; böylece bunları her ziyaretinizde tekrarlamak zorunda kalmazsınız.",
        "Örnekler: careatlas-currency, fiyatların gösterimi için seçtiğiniz para birimini (ABD doları, euro veya sterlin) hatırlar; careatlas-favorites, bu tarayıcıda kaydettiğiniz klinikleri tutar; app-banner-dismissed ise mobil uygulama tanıtım şeridini kapattığınızı hatırlar, böylece şerit yeniden görünmez.",
        "Bu bilgiler tarayıcınızda kalır. Bunları reklam için veya hakkınızda bir profil oluşturmak için kullanmayız.",
      ],
    },
    {
      heading: "Analiz çerezleri",
      paragraphs: [
        "Ne işe yararlar: Analiz çerezleri, bir web sitesinin nasıl kullanıldığını anlamasına yardımcı olur; örneğin bir sayfayı kaç kişinin ziyaret ettiğini, oraya nasıl ulaştıklarını ve siteden nerede ayrıldıklarını, genellikle toplu hâlde gösterir.",
        "Örnekler: Ziyaretleri saymak için tarayıcınıza rastgele bir tanımlayıcı atayan web analiz araçlarının yerleştirdiği çerezler.",
        "Şu anda analiz çerezleri kullanmıyoruz. Kullanmadan önce rızanızı isteriz.",
      ],
    },
    {
      heading: "Pazarlama çerezleri",
      paragraphs: [
        "Ne işe yararlar: Pazarlama çerezleri, size ilgili reklamlar göstermek ve reklam kampanyalarını ölçmek için kullanılır; bunu çoğu zaman farklı web sitelerindeki etkinliğinizi takip ederek yaparlar.",
        "Örnekler: Reklam ağlarının veya sosyal medya platformlarının yerleştirdiği çerezler.",
        "Şu anda pazarlama çerezleri kullanmıyoruz. Kullanmadan önce rızanızı isteriz.",
      ],
    },
    {
      heading: "Çerezler nasıl kontrol edilir",
      paragraphs: [
        "Çerezleri ve site verilerini tarayıcınızın ayarlarından görüntüleyebilir, engelleyebilir veya silebilirsiniz; çoğu tarayıcı, pencereyi kapattığınızda bunları silen gizli gezinme modu sunar. Yönergeleri tarayıcınızın yardım sayfalarında bulabilirsiniz.",
        "Zorunlu çerezleri engellerseniz oturum açamazsınız. Tercih depolamasını temizlerseniz site, fiyatları ABD doları olarak göstermek gibi varsayılan ayarlarına döner ve yalnızca tarayıcınızda kayıtlı olan favorileriniz de silinir.",
        "İleride isteğe bağlı çerezler kullanmaya başlarsak, ziyaretinizde size açık bir seçim sunarız ve kararınızı dilediğiniz zaman değiştirebilirsiniz.",
      ],
    },
    {
      heading: "Değişiklikler ve iletişim",
      paragraphs: [
        "Kullandığımız çerezler değişirse bu politikayı günceller ve yeni yürürlük tarihini sayfanın üst kısmında gösteririz. Sorularınız için lütfen support@careatlas.example adresine e-posta gönderin.",
      ],
    },
  ],
  ui: {
    eyebrow: "Yasal",
    effectiveDate: "Yürürlük tarihi:",
    contents: "İçindekiler",
    otherPolicies: "Diğer politikalar",
    contact: "Bize ulaşın",
    notice:
      "Bu çeviri yalnızca kolaylık sağlamak amacıyla sunulmaktadır. İngilizce metin esastır; iki metin arasında bir çelişki veya farklılık olması hâlinde İngilizce metin geçerlidir.",
  },
};
