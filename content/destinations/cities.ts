import type { CityGuide } from "./types";

/**
 * City guides for /destinations/{country}/{city}. Plain text only.
 * Recovery guidance is general travel information ("commonly advised", "your surgeon will tell you"),
 * not medical advice. Prices are indicative ranges and change over time.
 */
export const CITY_GUIDES: CityGuide[] = [
  // ---------------------------------------------------------------- Turkey
  {
    slug: "istanbul",
    countrySlug: "turkey",
    name: "Istanbul",
    tagline: "Turkey's medical capital, on two continents",
    intro:
      "Istanbul spans Europe and Asia across the Bosphorus and has more private hospitals and specialist clinics than anywhere else in Turkey. Most offer packages with airport transfers, a hotel and an interpreter. The city is big and busy, so choose a base near your clinic and keep sightseeing gentle.",
    specialNote:
      "If you are having a hair transplant, most clinics ask you to avoid hammams, saunas, swimming and direct sun on your scalp for several weeks, so save the famous Turkish bath for a future trip. Your clinic will give you written aftercare instructions; always follow those over any general advice here.",
    medicalInfo: {
      overview:
        "Istanbul's providers range from large, JCI-accredited hospital groups to small specialist practices. Hair transplant clinics cluster in Şişli and Mecidiyeköy and on the Asian side around Ataşehir, while cosmetic surgery normally takes place in private hospitals with overnight wards. Prices are competitive, but quality varies, so confirm who performs the key steps of your procedure and that the clinic holds the Ministry of Health's authorisation for international patients.",
      specialties: [
        "Hair and beard transplants (FUE and DHI)",
        "Rhinoplasty and facial cosmetic surgery",
        "Body contouring (liposuction, tummy tuck, BBL)",
        "Dental implants, veneers and Hollywood smile",
        "Eye surgery",
        "Bariatric surgery",
      ],
      hospitals:
        "CareAtlas partners here include Istanbul Hair Institute for hair and beard restoration and Bosphorus Aesthetic Hospital for cosmetic surgery. The city also has many large private hospital groups with international patient departments, which handle interpreters, insurance paperwork and emergency back-up.",
    },
    travelInfo: {
      gettingThere:
        "Most international flights land at Istanbul Airport (IST), the large hub north-west of the city on the European side. Sabiha Gökçen (SAW), on the Asian side, is used mainly by Pegasus and other low-cost airlines. Both have frequent direct flights from across Europe, the Middle East and beyond.",
      gettingAround:
        "Buy an Istanbulkart at a station machine; it works on the metro, trams, Marmaray trains under the Bosphorus, buses and public ferries, and one card can be tapped for a companion too. Rail and ferries are often faster than a car at rush hour. For taxis, BiTaksi or Uber book licensed taxis and show the route.",
      fromAirport:
        "From IST, the M11 metro runs to Gayrettepe, where it connects with the M2 line to Şişli and Taksim, and Havaist buses serve Taksim, Beşiktaş, Kadıköy and other hubs. A taxi to Şişli takes about 45-60 minutes depending on traffic. From SAW, the M4 metro runs to Kadıköy and Havabus coaches go to Kadıköy and Taksim. Most packages include a private transfer, with your driver waiting in arrivals holding a name board.",
    },
    accommodation: {
      overview:
        "Stay close to your clinic, because you will visit it several times and may feel tired or sore. The European-side business districts are convenient for most hair and cosmetic clinics, while the Asian side is quieter and good value. Old-city hotels in Sultanahmet are atmospheric but involve hills, cobbles and crowds.",
      bestDistricts: [
        {
          name: "Şişli and Nişantaşı",
          why: "Central and well connected by the M2 metro, with many clinics, hospitals, pharmacies and good restaurants within a short walk.",
        },
        {
          name: "Beşiktaş",
          why: "Lively but residential, beside the Bosphorus, with ferries and flat waterside walks.",
        },
        {
          name: "Ataşehir",
          why: "A modern Asian-side district with clinics, malls and newer hotels, and easy access from Sabiha Gökçen.",
        },
        {
          name: "Kadıköy and Moda",
          why: "Relaxed, with cafés, a seafront promenade and ferries to the European side; good for longer stays.",
        },
      ],
      recommendations: [
        {
          name: "Clinic partner hotel in Şişli",
          type: "Business hotel (often included in packages)",
          why: "Transfers to appointments, staff used to hair transplant guests and a short trip back for your next-day check.",
        },
        {
          name: "Serviced apartment in Nişantaşı or Ataşehir",
          type: "Serviced apartment",
          why: "Space for a companion, a kitchen for simple meals and laundry for stays of a week or more.",
        },
        {
          name: "Bosphorus-view hotel in Beşiktaş",
          type: "Hotel",
          why: "A calm view to rest with once the first days are over, close to ferries and flat waterside walks.",
        },
      ],
    },
    activities: {
      gentle: [
        "Take a slow public ferry between Eminönü or Beşiktaş and Kadıköy, one of the cheapest and calmest ways to see the city; sit inside or in the shade.",
        "Walk the flat paths of Gülhane Park, especially in April when the tulips bloom.",
        "Stroll the Moda seafront in the late afternoon.",
        "Take a taxi to Emirgan Park on the Bosphorus for shaded gardens and tea.",
      ],
      cultural: [
        "Hagia Sophia and the Blue Mosque: cover shoulders and knees, women bring a scarf, and go early to avoid queues; both close to visitors at prayer times.",
        "Topkapı Palace, which involves a fair amount of walking, so save it for later in your stay.",
        "The Istanbul Archaeology Museums or the Pera Museum for calm, indoor culture.",
        "The Basilica Cistern, cool and atmospheric, though there are steps down.",
      ],
      food: [
        "Lentil soup (mercimek çorbası), gentle and available almost everywhere, ideal in the first days.",
        "A Turkish breakfast with simit, cheese, olives, tomatoes and eggs.",
        "Grilled fish and mezes by the water in Beşiktaş or Kadıköy.",
        "Baklava and Turkish delight, in moderation.",
        "Plenty of water, ayran (a salted yoghurt drink) and herbal teas; most people drink bottled water.",
      ],
      avoid: [
        "Hammams, saunas and steam rooms, commonly advised against for several weeks after a hair transplant or surgery.",
        "Swimming in pools or the sea until your doctor says you have healed.",
        "Hats that press on newly transplanted grafts; your clinic will tell you which kind is safe.",
        "Crowded places like the Grand Bazaar and İstiklal Avenue in the first days, where knocks and bumps are likely.",
        "Alcohol and smoking while healing.",
        "Bending, heavy lifting or long uphill walks until you are cleared.",
      ],
    },
    practicalInfo: {
      weather:
        "Summers (June to September) are warm and humid, often around 28-30°C. Winters are cool and damp, around 5-10°C, with occasional snow. Spring (April to May) and autumn (September to November) are the most comfortable times for treatment and recovery.",
      costs:
        "A local restaurant meal typically costs 8-15 euros, a coffee 2-4 euros, and a public transport ride around 1 euro or less. Taxi fares within central districts are usually 5-15 euros. Prices in lira change often, so check current rates before you travel.",
      apps: [
        "BiTaksi",
        "Uber",
        "Istanbulkart",
        "Google Maps or Moovit",
        "Yemeksepeti or Getir (food and pharmacy deliveries)",
        "WhatsApp (used by clinic coordinators)",
      ],
      safety:
        "Istanbul is generally safe, but pickpockets work crowded trams, bazaars and ferries, and friendly strangers suggesting a bar or a carpet shop are best politely declined. Use app-booked taxis at night. The emergency number is 112, and every pharmacy (eczane) displays the nearest late-opening duty pharmacy (nöbetçi eczane).",
    },
    checklist: [
      "Transfer confirmed and your coordinator's WhatsApp number saved before you fly",
      "Istanbulkart, or BiTaksi or Uber set up on your phone",
      "Loose, button-front shirts, and a loose hat approved by your clinic for hair transplant patients",
      "A travel neck pillow for sleeping semi-upright after a hair transplant",
      "Your clinic's aftercare kit and written instructions",
      "Modest clothing and a scarf for mosque visits",
      "Travel insurance details and the clinic's emergency contact",
      "A spare day before your flight in case a check-up is moved",
    ],
  },
  {
    slug: "antalya",
    countrySlug: "turkey",
    name: "Antalya",
    tagline: "Treatment and recovery on the Turquoise Coast",
    intro:
      "Antalya sits between the Taurus Mountains and the Mediterranean, with a beautifully restored old town, long seafront promenades and one of Turkey's busiest international airports. It is a popular choice for dental treatment and eye surgery, and its hotels make it easy to combine treatment with a calm, comfortable recovery. The trick is to enjoy the coast with your eyes rather than in the water until your clinic says otherwise.",
    specialNote:
      "Antalya's summer sun is strong: from June to September temperatures often pass 35°C. After eye surgery or facial treatment, good sunglasses, shade and a hat are essential, and most clinics advise staying out of the sea and pools for a period. Spring and autumn are the most comfortable seasons for recovery.",
    medicalInfo: {
      overview:
        "Antalya has several modern private hospitals and a large choice of dental clinics used to European patients. Treatment can move faster than at home: a set of veneers or crowns may be completed in about a week, while implants usually need a second visit after healing. Ask for a written plan that names the materials and implant brands to be used, the follow-up schedule, and any warranty terms in writing.",
      specialties: [
        "Dental implants, crowns and veneers",
        "Hollywood smile",
        "LASIK and other laser eye surgery",
        "Cataract and lens surgery",
        "Hair transplants",
        "Cosmetic surgery",
      ],
      hospitals:
        "CareAtlas partners here include Antalya Smile Dental for implant and cosmetic dentistry and Lara Eye & Vision Center for laser eye and cataract surgery. The city also has several large private hospitals with international patient units, useful as back-up for any procedure.",
    },
    travelInfo: {
      gettingThere:
        "Antalya Airport (AYT) has direct flights from across Europe, many of them seasonal, and frequent domestic flights from Istanbul taking about 1 hour 15 minutes. Outside summer, connecting through Istanbul is often the easiest option.",
      gettingAround:
        "The city centre is compact. An Antalyakart card covers trams and city buses: the nostalgic tram runs along the seafront towards the Antalya Museum, and the AntRay light rail links the main bus station with the centre. Taxis are plentiful from ranks and hotels; ride-hailing coverage is patchier than in Istanbul, so your hotel or your clinic's driver is often the easiest option.",
      fromAirport:
        "The airport is about 15 km east of the centre and only 10-15 minutes from Lara. A taxi to Kaleiçi takes about 20-30 minutes, and to Konyaaltı about 30-40 minutes. Airport shuttle buses and city buses also run into town, and most clinic packages include a private transfer.",
    },
    accommodation: {
      overview:
        "Antalya has everything from boutique guesthouses in the old town to large resorts. For treatment, choose a hotel within easy reach of your clinic, with shade, a lift and a quiet room. Many big all-inclusive resorts are out in Belek or Kemer, which can mean long drives to appointments.",
      bestDistricts: [
        {
          name: "Lara",
          why: "Close to the airport and many clinics, with modern hotels, a long beach and the Lower Düden Waterfall.",
        },
        {
          name: "Konyaaltı",
          why: "A long pebble beach and a flat seafront promenade with mountain views, calmer than the centre.",
        },
        {
          name: "Kaleiçi (old town)",
          why: "Characterful boutique hotels in restored Ottoman houses, but cobbled, sloping lanes; better later in your stay.",
        },
        {
          name: "Muratpaşa city centre",
          why: "Practical and well connected, close to shops, pharmacies and the tram.",
        },
      ],
      recommendations: [
        {
          name: "Quiet hotel in Lara",
          type: "Resort hotel",
          why: "Short transfers to clinics and the airport, shady gardens and sea views to rest with.",
        },
        {
          name: "Seafront apartment in Konyaaltı",
          type: "Apartment",
          why: "Flat promenade walks on the doorstep and room to spread out during longer dental stays.",
        },
        {
          name: "Boutique hotel in Kaleiçi",
          type: "Boutique hotel",
          why: "Atmosphere for the last relaxed days of your trip, once walking on cobbles feels easy.",
        },
      ],
    },
    activities: {
      gentle: [
        "Karaalioğlu Park, a shaded clifftop park with sea views and plenty of benches.",
        "A slow walk on the Konyaaltı promenade at sunset.",
        "The Lower Düden Waterfall, where the river drops into the sea near Lara; the viewing areas are close to the road.",
        "The Upper Düden Waterfall park, with shaded paths and cafés.",
        "A ride on the nostalgic tram along the seafront.",
      ],
      cultural: [
        "Antalya Museum, one of Turkey's finest archaeological museums, flat and air-conditioned.",
        "Hadrian's Gate, the Roman triumphal arch at the edge of Kaleiçi.",
        "The Yivli Minaret, the fluted minaret that is a symbol of the city.",
        "The old harbour, best admired from the terraces above.",
        "The ancient sites of Perge and Aspendos, which are exposed and hot: wait until your doctor is happy and go early in the morning.",
      ],
      food: [
        "Antalya piyaz, a white bean salad dressed with tahini.",
        "Grilled fish and mezes at the harbour or in Konyaaltı.",
        "Soft options after dental work, such as soups, yoghurt and olive-oil vegetable dishes; your dentist will tell you when you can chew normally.",
        "Fresh oranges, pomegranates and other fruit from the region's orchards.",
        "Turkish tea in a shaded garden café.",
      ],
      avoid: [
        "Swimming in the sea or pools, commonly advised against for a period after surgery, eye procedures and some dental work.",
        "Boat trips with swimming stops, and water sports.",
        "Sunbathing and the midday heat, especially after eye surgery or facial treatment.",
        "Dusty, windy excursions soon after eye surgery; wear sunglasses outdoors.",
        "Alcohol, including at all-inclusive bars, while healing.",
        "Very hot, hard or chewy food after dental treatment until your dentist says otherwise.",
      ],
    },
    practicalInfo: {
      weather:
        "Summers are hot and dry, often 33-38°C from June to September, and winters are mild and wet, around 10-16°C by day. April to May and October to November are ideal: warm, sunny and comfortable for walking.",
      costs:
        "Mid-range hotels typically cost about 60-140 euros a night, with summer peaks. A restaurant meal is around 10-20 euros, and taxis within the city are usually 8-20 euros. Resort areas and Kaleiçi restaurants charge more.",
      apps: [
        "Google Maps",
        "BiTaksi (where available)",
        "Google Translate",
        "WhatsApp (used by clinic coordinators)",
        "Yemeksepeti (food delivery)",
      ],
      safety:
        "Antalya is relaxed and generally safe. Take normal care with valuables in busy areas, make sure taxi meters are running, and be cautious of 'free' boat trips or shopping tours that lead to high-pressure sales. Sea currents can be strong on some beaches. The emergency number is 112.",
    },
    checklist: [
      "Sunglasses, a wide-brimmed hat and high-factor sunscreen",
      "Written dental or eye treatment plan, including materials and follow-up",
      "Eye drops and a protective shield if your eye clinic provides them",
      "A soft-food plan for the days after dental treatment",
      "Loose, light clothing for the heat",
      "Return flight timed after your final check",
      "Insurance details and the clinic's emergency contact",
    ],
  },
  {
    slug: "izmir",
    countrySlug: "turkey",
    name: "Izmir",
    tagline: "Aegean calm with university-level medicine",
    intro:
      "Izmir is Turkey's third-largest city, a relaxed, outward-looking port on the Aegean with a palm-lined seafront, a mild climate and a strong medical tradition anchored by large university hospitals. It is a particularly good choice for fertility treatment, where stays are longer and a calm, liveable city matters. Fewer international tourists than Istanbul or Antalya mean good value and a more local feel.",
    specialNote:
      "A fertility treatment trip often means two to three weeks in the city, with frequent short monitoring visits before egg collection and embryo transfer. A serviced apartment near your clinic, an easy daily routine and a companion to share the waiting make a real difference. Your fertility team will advise on activity, travel and rest after embryo transfer.",
    medicalInfo: {
      overview:
        "Izmir has two large university hospitals, Ege University in Bornova and Dokuz Eylül University in İnciraltı, and a growing private sector that includes long-established IVF centres. Turkish law on assisted reproduction is strict: IVF is available only to married couples using their own eggs and sperm, and donor eggs, donor sperm and surrogacy are not permitted. Make sure your plans fit the rules before you book.",
      specialties: [
        "IVF and fertility treatment",
        "General surgery and health check-ups",
        "Orthopaedics",
        "Dental treatment",
        "Eye surgery",
        "Hair transplants",
      ],
      hospitals:
        "CareAtlas partners here include Izmir Fertility & IVF Center for fertility care and Aegean Medical Hospital for general and specialist hospital treatment. The city's university hospitals provide additional specialist back-up.",
    },
    travelInfo: {
      gettingThere:
        "Izmir Adnan Menderes Airport (ADB) has frequent flights from Istanbul (about 1 hour) and direct international flights from many European cities, with more routes in summer.",
      gettingAround:
        "An İzmirim Kart covers the metro, trams, İZBAN suburban trains, buses and the city ferries that cross the bay, which are a lovely way to travel. The centre is flat along the waterfront. Taxis are plentiful and metered; your hotel can call one, and most clinics arrange transport to appointments.",
      fromAirport:
        "The airport is about 18 km south of the centre. İZBAN suburban trains run from the airport station to Alsancak in about 30 minutes and continue to Karşıyaka, and Havaş buses serve central areas. A taxi takes 25-40 minutes depending on traffic, and clinic packages usually include a private transfer.",
    },
    accommodation: {
      overview:
        "Most visitors stay near the waterfront, where the flat Kordon promenade and the ferries make getting around easy. For longer fertility stays, an apartment or aparthotel is often more comfortable than a hotel room.",
      bestDistricts: [
        {
          name: "Alsancak",
          why: "Central and lively, with the Kordon seafront, cafés, pharmacies and an İZBAN station; good for most patients.",
        },
        {
          name: "Konak",
          why: "The historic heart, near the Clock Tower, Kemeraltı bazaar and ferry piers.",
        },
        {
          name: "Karşıyaka",
          why: "A residential district across the bay with a long seafront and a calm, local feel, linked by ferry and tram.",
        },
        {
          name: "Bornova",
          why: "Close to Ege University Hospital and on the metro, with lower prices.",
        },
      ],
      recommendations: [
        {
          name: "Aparthotel in Alsancak",
          type: "Aparthotel",
          why: "A kitchen for your own meals and a short walk to the seafront and clinics.",
        },
        {
          name: "Seafront hotel on the Kordon",
          type: "Hotel",
          why: "Bay views and flat walks straight from the door.",
        },
        {
          name: "Serviced apartment in Karşıyaka",
          type: "Serviced apartment",
          why: "Quieter and good value for two- to three-week fertility stays.",
        },
      ],
    },
    activities: {
      gentle: [
        "Walk the Kordon, the palm-lined seafront between Alsancak and Konak.",
        "Cross the bay by public ferry at sunset.",
        "Sit in Kültürpark, a large green space in the centre.",
        "Ride the Asansör, a historic lift in Karataş with a terrace café and views over the bay.",
        "Stroll Karşıyaka's long seafront promenade.",
      ],
      cultural: [
        "Konak Square and the Izmir Clock Tower, the city's best-known landmark.",
        "Kemeraltı, the historic bazaar; go on a quieter weekday morning.",
        "The Ancient Agora of Smyrna, a compact Roman site in the city.",
        "The Izmir History and Art Museum in Kültürpark.",
        "Ephesus near Selçuk, about an hour away, is a highlight but involves a lot of walking in the sun; many patients save it for the end of their trip or a future visit.",
      ],
      food: [
        "Boyoz, a flaky Izmir pastry eaten for breakfast with a boiled egg.",
        "Gevrek (Izmir's name for simit) with Turkish tea on the Kordon.",
        "Kumru, a local sandwich of cheese, sausage and tomato.",
        "Aegean olive-oil vegetable dishes (zeytinyağlı) and fresh herbs.",
        "Grilled fish and mezes by the harbour.",
      ],
      avoid: [
        "Hot baths, saunas, hammams and the thermal pools of Balçova during fertility treatment and after surgery, as is commonly advised.",
        "Heavy lifting, strenuous exercise and long day trips around egg collection and embryo transfer, unless your team says otherwise.",
        "Alcohol and smoking.",
        "The midday summer heat; stay well hydrated.",
        "Unpasteurised cheeses and undercooked food if you are pregnant or hoping to be, as is commonly advised; ask your doctor.",
      ],
    },
    practicalInfo: {
      weather:
        "Summers are hot and dry, regularly 32-36°C in July and August, cooled by the afternoon sea breeze locals call the imbat. Winters are mild and rainy, around 8-15°C. Spring and autumn are very pleasant.",
      costs:
        "Izmir is generally cheaper than Istanbul. Mid-range hotels often cost 50-110 euros a night, a restaurant meal around 8-15 euros, and a ferry or metro ride well under 1 euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (where available)",
        "Google Translate",
        "WhatsApp (used by clinic coordinators)",
        "Yemeksepeti (food delivery)",
      ],
      safety:
        "Izmir is relaxed and generally safe. Take normal precautions in busy Kemeraltı and Konak, and keep an eye on bags on ferries. The emergency number is 112, and late-opening duty pharmacies (nöbetçi eczane) are listed in every pharmacy window.",
    },
    checklist: [
      "Your clinic's treatment protocol and medication schedule, with prescriptions",
      "A cool bag for medicines that need refrigeration and a letter for airport security",
      "Documents your clinic requires from both partners, which in Turkey includes proof of marriage for IVF",
      "Comfortable, loose clothing for after egg collection",
      "An apartment with a fridge and kitchen for longer stays",
      "A flexible return date after embryo transfer",
      "Insurance details and the clinic's emergency contact",
    ],
  },
  {
    slug: "bursa",
    countrySlug: "turkey",
    name: "Bursa",
    tagline: "Green Bursa, a quieter alternative near Istanbul",
    intro:
      "Bursa, the first capital of the Ottoman Empire, spreads beneath Mount Uludağ across the Sea of Marmara from Istanbul. Known as 'Green Bursa' for its parks and tree-lined streets, it is a large, prosperous city with modern private hospitals and a growing number of hair and dental clinics, especially in the Nilüfer district. Prices are often a little lower than in Istanbul, and the pace is noticeably calmer.",
    specialNote:
      "Bursa is famous for the thermal baths of Çekirge, but hammams, thermal pools and saunas are commonly advised against for several weeks after a hair transplant and after most surgery, so enjoy the historic bathhouses from the outside this time. Because Bursa's own airport has very few flights, allow for the transfer from Istanbul when planning arrival and departure times.",
    medicalInfo: {
      overview:
        "Bursa has a well-developed private hospital sector serving the city and its busy industrial region, with several national hospital groups represented. International patients come mainly for hair transplants and dental treatment and appreciate the quieter clinics and shorter waits. Check the clinic's Ministry of Health authorisation and who will perform your procedure, exactly as you would in Istanbul.",
      specialties: [
        "Hair and beard transplants",
        "Dental implants, crowns and veneers",
        "Cosmetic surgery",
        "Eye surgery",
        "Health check-ups",
      ],
      hospitals:
        "CareAtlas partners here include Uludag Hair Clinic for hair and beard restoration and Nilufer Dental Studio for implant and cosmetic dentistry. Larger private hospitals in Nilüfer and Osmangazi provide general and emergency care if needed.",
    },
    travelInfo: {
      gettingThere:
        "Most patients fly into Istanbul. From Sabiha Gökçen (SAW) the drive is about 2 hours via the Osmangazi Bridge; from Istanbul Airport (IST) allow about 2.5-3 hours. İDO and BUDO sea buses also cross the Sea of Marmara from Istanbul to Güzelyurt or Mudanya on Bursa's coast in roughly 1.5-2 hours, followed by a 30-45 minute drive into the city. Bursa Yenişehir Airport (YEI) has very limited flights.",
      gettingAround:
        "The BursaRay metro runs east to west through the city, including Nilüfer and the centre, and a tram loop serves the historic core. Pay with a Bursakart. Taxis are plentiful and metered, and your clinic will usually provide transfers to appointments.",
      fromAirport:
        "Packages usually include a private transfer from Istanbul's airports to your Bursa hotel, by far the most comfortable option after a long flight. Intercity coaches also run from Istanbul to Bursa's main bus terminal, from where a taxi takes about 15-25 minutes into town.",
    },
    accommodation: {
      overview:
        "Choose between modern Nilüfer, close to many clinics and shopping centres, and the historic centre in Osmangazi, near the old mosques and bazaars. Çekirge's hillside hotels are pleasant, but many are built around thermal pools you will need to skip.",
      bestDistricts: [
        {
          name: "Nilüfer",
          why: "Modern, green and well organised, with private hospitals, clinics, malls and the BursaRay metro.",
        },
        {
          name: "Osmangazi (centre)",
          why: "The historic heart, with the Grand Mosque, covered bazaars and many hotels; busy but convenient.",
        },
        {
          name: "Çekirge",
          why: "A leafy hillside district with spa hotels and views; quiet, but skip the thermal facilities while you recover.",
        },
        {
          name: "Mudanya",
          why: "A seaside town about 30 minutes away, lovely for calm days late in your stay.",
        },
      ],
      recommendations: [
        {
          name: "Business hotel in Nilüfer",
          type: "Hotel",
          why: "Short transfers to clinics and easy access to pharmacies and shopping centres.",
        },
        {
          name: "Apartment hotel near the centre",
          type: "Aparthotel",
          why: "Extra space for dental stays or for travelling with family.",
        },
        {
          name: "Hillside hotel in Çekirge",
          type: "Hotel",
          why: "Quiet rooms and views for a restful stay, as long as you stay out of the thermal pools.",
        },
      ],
    },
    activities: {
      gentle: [
        "Bursa Botanik Park, with flat paths, lawns and a lake.",
        "Kültürpark, a large, leafy park in the city centre.",
        "The Tophane terrace by the clock tower, with views over the city.",
        "Tea in the courtyard of Koza Han, the old silk market.",
        "A gentle stroll along Mudanya's seafront on a calm day.",
      ],
      cultural: [
        "Ulu Cami (the Grand Mosque), with its twenty domes and indoor fountain.",
        "Koza Han and the covered bazaars around it.",
        "The Green Mosque and Green Tomb, famous for their turquoise tilework.",
        "Cumalıkızık, a UNESCO-listed Ottoman village on the lower slopes of Uludağ; the lanes are cobbled and uneven, so it is better later in your stay.",
        "The cable car up Uludağ, where it is much colder than in the city; ask your doctor first and take warm clothing.",
      ],
      food: [
        "İskender kebab, created in Bursa: thin döner slices over bread with tomato sauce, yoghurt and melted butter. It is rich, so go easy while recovering.",
        "Pideli köfte and İnegöl köfte, local meatball specialities.",
        "Kestane şekeri, candied chestnuts, Bursa's best-known sweet.",
        "Bursa peaches in summer, famous across Turkey.",
        "Soups and soft dishes from a local lokanta after dental work.",
      ],
      avoid: [
        "Thermal baths, hammams and saunas during recovery.",
        "Skiing, sledging and winter activities on Uludağ.",
        "Hiking on Uludağ's steeper trails.",
        "Alcohol and smoking while healing.",
        "Direct sun on a newly transplanted scalp; wear only the type of hat your clinic approves.",
        "Hard, crunchy food such as nuts after dental work until your dentist says otherwise.",
      ],
    },
    practicalInfo: {
      weather:
        "Bursa has hot summers, around 30-33°C in July and August, and cold, wet winters around 3-10°C, with snow on Uludağ from about December to March. Spring and autumn are the most comfortable seasons.",
      costs:
        "Bursa is usually a little cheaper than Istanbul. Mid-range hotels typically cost 50-110 euros a night, a local restaurant meal 7-15 euros, and a metro ride well under 1 euro.",
      apps: [
        "Google Maps",
        "Moovit",
        "BiTaksi (where available)",
        "Google Translate",
        "WhatsApp (used by clinic coordinators)",
        "Yemeksepeti or Getir (deliveries)",
      ],
      safety:
        "Bursa is a safe, family-oriented city. Normal precautions apply in the busy bazaar area. It is more conservative than central Istanbul, so dress modestly in the old town and in mosques. The emergency number is 112.",
    },
    checklist: [
      "Transfer from your Istanbul airport arranged, allowing for a 2-3 hour drive",
      "Return transfer booked with plenty of time before your flight",
      "A clinic-approved loose hat, a neck pillow and button-front tops for hair transplant patients",
      "Aftercare shampoo and written instructions from your clinic",
      "A soft-food plan after dental work",
      "Modest clothing for mosque visits",
      "Insurance details and the clinic's emergency contact",
    ],
  },

  // ----------------------------------------------------------- South Korea
  {
    slug: "seoul",
    countrySlug: "south-korea",
    name: "Seoul",
    tagline: "Precision medicine in a safe, modern capital",
    intro:
      "Seoul is a fast, safe and highly connected city of around ten million people, where well-known cosmetic surgery and dermatology clinics sit alongside some of Asia's largest hospitals. Most international patients base themselves south of the Han River in Gangnam, where clinics cluster around Sinsa-dong, Apgujeong and Gangnam Station. Everything is efficient, from the subway to the pharmacies, which makes recovery surprisingly easy even if you do not speak Korean.",
    specialNote:
      "After facial surgery, swelling and bruising are normal for a week or two, and you will see many patients in Gangnam wearing masks and sunglasses, so nobody will stare. Your surgeon will tell you when stitches come out and when you can fly; for many facial procedures this is around 7-14 days, so avoid booking a tight return.",
    medicalInfo: {
      overview:
        "Korean cosmetic and eye clinics are highly specialised: surgeons often focus on one area, such as eyes, noses or facial contouring, and clinics invest heavily in imaging and laser equipment. Providers that treat foreign patients must register with the government, and large hospitals run international clinics with interpreters. Consultations are quick, so bring written questions and check exactly what is included, such as anaesthesia, follow-up visits and medicines.",
      specialties: [
        "Eyelid and nose surgery",
        "Facial contouring",
        "Dermatology and laser skin treatments",
        "LASIK, LASEK, SMILE and lens implants",
        "Comprehensive health check-ups",
        "Dental care",
      ],
      hospitals:
        "CareAtlas partners here include Gangnam Beauty Plastic Surgery for cosmetic surgery and Seoul Vision Eye Clinic for laser and lens eye surgery. Seoul's large university and general hospitals run international healthcare centres with English-speaking coordinators for check-ups and complex care.",
    },
    travelInfo: {
      gettingThere:
        "Incheon International Airport (ICN), about 50 km west of central Seoul, handles nearly all long-haul flights. Gimpo (GMP), closer to the city, is mainly used for domestic flights and short routes to Japan, China and Taiwan.",
      gettingAround:
        "Get a T-money card, or a visitor card such as WOWPASS, at any convenience store and tap it on the subway, buses and many taxis. The subway is clean, safe and signed in English. Use Naver Map or KakaoMap for directions, as Google Maps offers only limited directions in Korea. Taxis are inexpensive and can be booked through Kakao T or Uber.",
      fromAirport:
        "From Incheon, the AREX Express train reaches Seoul Station in about 45-50 minutes, and the all-stop AREX train connects with several subway lines. For Gangnam, airport limousine buses are often easiest, taking 60-90 minutes depending on traffic. A taxi to Gangnam takes about an hour and costs roughly 70,000-100,000 won including tolls. Many clinics offer a pick-up service.",
    },
    accommodation: {
      overview:
        "Stay near your clinic: Gangnam is large, and a short walk is easier than a taxi when you are swollen or tired. Hotels are compact and very clean, and convenience stores and pharmacies are everywhere. Serviced residences with kitchens and washing machines suit longer stays.",
      bestDistricts: [
        {
          name: "Sinsa-dong and Apgujeong",
          why: "The heart of cosmetic surgery, with tree-lined Garosu-gil, quiet cafés and pharmacies.",
        },
        {
          name: "Gangnam Station and Yeoksam",
          why: "Many clinics and hotels and excellent subway links; busy but practical.",
        },
        {
          name: "Cheongdam",
          why: "Quieter and upmarket, close to dermatology and cosmetic clinics.",
        },
        {
          name: "Myeongdong and Jung-gu",
          why: "Central, north of the river, good for sightseeing and families, and 20-30 minutes from Gangnam by subway.",
        },
      ],
      recommendations: [
        {
          name: "Business hotel near Sinsa or Gangnam Station",
          type: "Hotel",
          why: "Walking distance to clinics and easy to reach by taxi after a procedure.",
        },
        {
          name: "Serviced residence in Yeoksam",
          type: "Serviced apartment",
          why: "A kitchen, laundry and space for a one- to two-week recovery.",
        },
        {
          name: "Clinic recovery hotel",
          type: "Recovery hotel",
          why: "Some clinics partner with hotels offering quiet rooms, soft meals and nurse check-ins; ask what is available.",
        },
      ],
    },
    activities: {
      gentle: [
        "Walk along Cheonggyecheon Stream, a flat path below street level through the city centre.",
        "Seoul Forest, with level paths, gardens and ponds.",
        "A sunset stroll at Banpo Han River Park, where the Moonlight Rainbow Fountain runs in the warmer months.",
        "Browse the Starfield Library at COEX, a huge, calm indoor space with seating.",
        "Quiet cafés around Garosu-gil and Seochon.",
      ],
      cultural: [
        "Gyeongbokgung Palace, wide and mostly flat though large; the guard-changing ceremony at Gwanghwamun is a highlight.",
        "Bongeunsa Temple in Gangnam, a peaceful Buddhist temple opposite COEX.",
        "The National Museum of Korea, vast, free and air-conditioned, with plenty of seating.",
        "Insadong for crafts, galleries and traditional tea houses.",
        "Bukchon Hanok Village, hilly and residential with restricted visiting hours; better later in your stay.",
      ],
      food: [
        "Juk (rice porridge), easy to eat after facial surgery and sold by chains such as Bonjuk.",
        "Samgyetang, a mild chicken and ginseng soup.",
        "Gimbap and mild soups, handy for easy meals.",
        "Bingsu, a shaved-ice dessert, soothing on warm days.",
        "Ask for dishes 'an maepge' (not spicy) while you recover.",
      ],
      avoid: [
        "Jjimjilbang bathhouses and saunas, commonly advised against while incisions heal.",
        "Spicy, very salty and very hot food in the first days after facial surgery, which may make swelling feel worse.",
        "Alcohol, including soju and makgeolli.",
        "Steep hikes such as Bukhansan, or climbing Namsan on foot; take the cable car or a bus instead once cleared.",
        "Rubbing your eyes, swimming and eye make-up after eye surgery until your doctor allows them.",
        "Going out on high fine-dust days without a mask and sunglasses, especially after eye surgery.",
      ],
    },
    practicalInfo: {
      weather:
        "Seoul has four distinct seasons. Summers are hot and humid, around 30°C, with a rainy monsoon season (jangma) from late June to late July. Winters are cold and dry, often below freezing. Spring (April to May) is pleasant but can bring fine dust; autumn (September to November) is usually the best time to visit.",
      costs:
        "Mid-range hotels typically cost 120,000-250,000 won a night. A casual meal costs 10,000-15,000 won, a coffee 4,000-6,000 won, and subway rides start at about 1,500 won. Taxi fares start at around 4,800 won.",
      apps: [
        "Naver Map",
        "KakaoMap",
        "Kakao T",
        "Uber",
        "Papago (translation)",
        "An air quality app such as AirVisual",
      ],
      safety:
        "Seoul is very safe, day and night. The main risks are traffic at crossings and icy pavements in winter. Emergency numbers are 112 for police and 119 for ambulance; call 1330 for the Korea Travel Hotline in English and other languages. Pharmacies (yakguk) are plentiful, and some in Gangnam have English-speaking staff.",
    },
    checklist: [
      "K-ETA or visa confirmed for your nationality",
      "T-money or WOWPASS card and Naver Map installed",
      "Mask, sunglasses and a cap for after facial or eye procedures",
      "Front-opening tops and a travel pillow for sleeping with your head raised",
      "A written list of the medicines your clinic prescribes, with doses",
      "Copies of your surgical records in English",
      "A flexible return flight, often at least 7-14 days after surgery",
      "Insurance details and the clinic's emergency contact",
    ],
  },

  // -------------------------------------------------------------- Thailand
  {
    slug: "bangkok",
    countrySlug: "thailand",
    name: "Bangkok",
    tagline: "World-class hospitals in a vibrant capital",
    intro:
      "Bangkok is one of Asia's great medical hubs, with private hospitals that treat large numbers of international patients every year and often feel more like hotels than clinics. International patient centres handle everything from airport pick-up to interpreters and visa letters. The city itself is huge, hot and exciting; for patients, the key is to stay near your hospital, use the Skytrain, and enjoy Bangkok at a slow pace.",
    specialNote:
      "Bangkok's heat and humidity can tire you quickly during recovery. Plan outings for the early morning or evening, rest somewhere air-conditioned in the afternoon and drink plenty of water. If you are here for IVF, stays are usually two to three weeks, so a serviced apartment near the clinic is often more comfortable than a hotel.",
    medicalInfo: {
      overview:
        "Bangkok's large private hospitals cover almost every specialty, several hold JCI accreditation, and many specialists have trained or worked abroad. Care is well organised, with same-day tests and quick specialist appointments. Bills are usually itemised, with separate doctor, room and medicine fees, so ask for a full written estimate and what happens if your stay is longer than planned.",
      specialties: [
        "IVF and fertility treatment",
        "Cosmetic and reconstructive surgery",
        "Comprehensive health check-ups",
        "Orthopaedics and joint replacement",
        "Cardiology",
        "Dental implants and cosmetic dentistry",
      ],
      hospitals:
        "CareAtlas partners here include Bangkok Royal International Hospital for general and specialist care and Siam Fertility Clinic for IVF and fertility treatment. Large international hospitals cluster around Sukhumvit, Phetchaburi Road and Silom-Sathorn, most with international patient desks and interpreters.",
    },
    travelInfo: {
      gettingThere:
        "Suvarnabhumi Airport (BKK), about 30 km east of the centre, handles most international flights. Don Mueang (DMK), in the north, serves budget airlines, including many regional routes.",
      gettingAround:
        "The BTS Skytrain and MRT subway are fast, air-conditioned and avoid the notorious traffic; many hospitals are a short walk or shuttle ride from a station. The MRT accepts contactless bank cards, while the BTS uses Rabbit cards or single tickets. Grab and Bolt give fixed-price car rides, metered taxis should always use the meter, and Chao Phraya river boats are a pleasant way to reach the old city.",
      fromAirport:
        "From Suvarnabhumi, the Airport Rail Link runs to Phaya Thai in under 30 minutes, connecting with the BTS, and stops at Makkasan for the MRT. Taxis from the official rank on Level 1 use the meter plus a small airport surcharge and expressway tolls; allow 45-60 minutes to Sukhumvit. From Don Mueang, the SRT Red Line runs to Krung Thep Aphiwat (Bang Sue), which connects with the MRT. Most hospitals can arrange a car.",
    },
    accommodation: {
      overview:
        "Choose a hotel or serviced apartment near your hospital or on the same Skytrain line. Bangkok offers superb value at every level, and many hospitals have partner hotels with patient rates, shuttles and late check-out.",
      bestDistricts: [
        {
          name: "Sukhumvit (Nana, Asok, Phrom Phong)",
          why: "Near several major hospitals, on the BTS and MRT, with plenty of hotels, malls and restaurants; the Nana area can be noisy at night.",
        },
        {
          name: "Silom and Sathorn",
          why: "Business districts close to hospitals and Lumphini Park, calmer in the evenings.",
        },
        {
          name: "Ploenchit and Chidlom",
          why: "Central, upmarket and walkable via elevated skywalks, close to large shopping centres.",
        },
        {
          name: "Riverside",
          why: "Beautiful river views and hotel boats, though further from most hospitals.",
        },
      ],
      recommendations: [
        {
          name: "Hospital partner hotel on Sukhumvit",
          type: "Hotel",
          why: "Shuttles to appointments, patient rates and staff used to guests in recovery.",
        },
        {
          name: "Serviced apartment in Phrom Phong or Sathorn",
          type: "Serviced apartment",
          why: "A kitchen, laundry and space for longer fertility or orthopaedic stays.",
        },
        {
          name: "Riverside hotel for your final days",
          type: "Hotel",
          why: "Calm views and boat access for a relaxed end to your trip.",
        },
      ],
    },
    activities: {
      gentle: [
        "Early-morning walks in Lumphini Park, with shaded paths, a lake and resident monitor lizards.",
        "The elevated walkways of Benjakitti Forest Park, next to Asok.",
        "A ride on a Chao Phraya Express or tourist boat, seated in the shade.",
        "Jim Thompson House, a calm teak-house museum with a tropical garden.",
        "Cool, flat walking in air-conditioned malls such as Siam Paragon, EmQuartier or ICONSIAM.",
      ],
      cultural: [
        "Wat Pho and the Reclining Buddha, large but mostly flat; go early.",
        "The Grand Palace, crowded and hot, so better later in your stay, with shoulders and knees covered.",
        "Wat Arun, best admired from the river or from the opposite bank at sunset.",
        "The Bangkok Art and Culture Centre, free and air-conditioned.",
        "An evening at a night market once you feel comfortable in crowds.",
      ],
      food: [
        "Khao tom and jok (rice soup and rice porridge), mild and easy on the stomach.",
        "Tom kha gai, a coconut chicken soup; ask for it 'mai phet' (not spicy).",
        "Fresh mango, papaya and other fruit, peeled in front of you.",
        "Mall food courts, which are clean, affordable and air-conditioned.",
        "Plenty of bottled water and fresh coconut water.",
      ],
      avoid: [
        "Swimming in hotel pools until your doctor confirms wounds have healed.",
        "Traditional Thai massage and deep-tissue treatments during recovery, especially near treated areas.",
        "The midday sun and heat exhaustion; rest in the afternoon.",
        "Tuk-tuk drivers or strangers offering cheap tours or saying a temple is closed.",
        "Street food from quiet stalls with uncertain hygiene; choose busy stalls where food is cooked fresh.",
        "Alcohol while healing and while taking prescribed medicines.",
      ],
    },
    practicalInfo: {
      weather:
        "Bangkok is hot all year. The cool, dry season (November to February) is the most comfortable, around 25-32°C. The hot season (March to May) often reaches 35-38°C. The rainy season (June to October) brings heavy afternoon downpours and occasional street flooding. Air quality can be poor from about January to March, so check PM2.5 levels.",
      costs:
        "Mid-range hotels cost around 1,500-4,000 baht a night, and serviced apartments offer good weekly rates. A street food dish is about 60-100 baht and a mall restaurant meal 200-500 baht. BTS and MRT rides usually cost well under 100 baht, and a taxi across central Bangkok is often 100-250 baht.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (used by many hospitals and clinics)",
        "Google Maps",
        "Google Translate",
        "An air quality app such as AirVisual",
      ],
      safety:
        "Bangkok is generally safe, but watch for scams: friendly strangers saying a temple is closed, tuk-tuk tours that end at gem shops, and taxis that refuse the meter. Keep bags zipped on crowded trains and in markets, and cross roads carefully, as traffic does not always stop at crossings. Tourist Police: 1155. Medical emergencies: 1669.",
    },
    checklist: [
      "Entry rules checked and the Thailand Digital Arrival Card completed",
      "A written hospital estimate including doctor, room and medicine fees",
      "Grab or Bolt installed and a Thai SIM or eSIM",
      "Light, loose clothing, a hat and sunscreen",
      "Modest clothes for temples (shoulders and knees covered)",
      "Medical records and a medication list in English",
      "For IVF: medication schedule, prescriptions and a cool bag",
      "Insurance details and the hospital's international patient contact",
    ],
  },
  {
    slug: "phuket",
    countrySlug: "thailand",
    name: "Phuket",
    tagline: "Island recovery with dental and aesthetic care",
    intro:
      "Phuket is Thailand's largest island, a mix of lively beach towns, quiet bays, forested hills and a characterful old town. Alongside tourism it has a well-established medical scene, with international private hospitals and dental, aesthetic and wellness clinics used to foreign visitors and a large expatriate community. It is a lovely place to recover, as long as you resist the sea, the strong sun and the rental scooter for a while.",
    specialNote:
      "The Andaman Sea is tempting, but swimming is commonly advised against until wounds and dental sites have healed, and from May to October rip currents make many west-coast beaches dangerous even for healthy swimmers: a red flag means no swimming. Motorbike accidents are one of the biggest risks to visitors here, so use cars with a driver rather than renting a scooter.",
    medicalInfo: {
      overview:
        "Phuket has international private hospitals in Phuket Town and Patong, plus many dental and aesthetic clinics. Crowns and veneers can often be completed in a single trip of about a week, while implants usually need a second visit after healing. For cosmetic surgery, check that the procedure takes place in a hospital setting and that the surgeon is a qualified plastic surgeon.",
      specialties: [
        "Dental implants, crowns and veneers",
        "Cosmetic surgery",
        "Aesthetic and skin treatments",
        "Wellness programmes and health check-ups",
        "Rehabilitation",
      ],
      hospitals:
        "CareAtlas partners here include Andaman Dental Phuket for implant and cosmetic dentistry and Patong Aesthetic & Wellness Clinic for aesthetic treatments and wellness programmes. Larger international private hospitals in Phuket Town and Patong provide inpatient and emergency care, and Vachira Phuket is the island's main public hospital.",
    },
    travelInfo: {
      gettingThere:
        "Phuket International Airport (HKT) lies at the island's northern tip. It has frequent flights from Bangkok (about 1 hour 20 minutes) and direct international flights from around Asia, the Middle East and Australia, with more European routes in the high season.",
      gettingAround:
        "Phuket is bigger than it looks, and journeys between beaches take 20-60 minutes over hilly roads. Public transport is limited: the Phuket Smart Bus runs along the west coast to the airport, and local songthaews (shared pick-up trucks) run to Phuket Town. Grab and Bolt operate across the island, and taxis usually quote fixed prices, so agree the fare first. Most clinics include transfers.",
      fromAirport:
        "Official airport taxis and minivans charge fixed fares by destination. Patong is about 45-60 minutes away, Kata and Karon about an hour, and Phuket Town 40-50 minutes. The Smart Bus and airport buses are cheaper but slower, and Grab and Bolt pick up at designated points. Arriving late at night, a pre-booked transfer is the calmest choice.",
    },
    accommodation: {
      overview:
        "Choose your base by clinic location and mood. Patong is convenient but noisy, Kata and Karon are calmer, Phuket Town is practical and cultural, and the northern beaches are peaceful but far from most clinics. Look for shade, a lift or ground-floor room, and good air conditioning.",
      bestDistricts: [
        {
          name: "Kata and Karon",
          why: "Relaxed beach towns south of Patong, with flat beachfront walks, good restaurants and a quieter atmosphere.",
        },
        {
          name: "Patong",
          why: "Close to many clinics and hospitals with lots of choice, but with loud nightlife around Bangla Road; pick a hotel away from it.",
        },
        {
          name: "Phuket Town",
          why: "The island's real town, with Sino-Portuguese shophouses, cafés, hospitals and good value.",
        },
        {
          name: "Kamala and Bang Tao",
          why: "Quiet bays with resort hotels, good for the relaxed end of your stay.",
        },
      ],
      recommendations: [
        {
          name: "Quiet resort in Kata or Karon",
          type: "Resort",
          why: "Gardens and sea views for recovery, a short drive from Patong's clinics.",
        },
        {
          name: "Boutique hotel in Phuket Town",
          type: "Boutique hotel",
          why: "Flat, interesting streets, good food and easy reach of the hospitals.",
        },
        {
          name: "Serviced apartment in Patong, away from Bangla Road",
          type: "Serviced apartment",
          why: "Walking distance to clinics, with a kitchen for soft meals after dental work.",
        },
      ],
    },
    activities: {
      gentle: [
        "Stroll the Old Town streets of Thalang Road, Dibuk Road and Soi Romanee in the cooler hours.",
        "Sunset at Promthep Cape, with a viewpoint a short walk from the car park.",
        "Karon Viewpoint, overlooking Kata Noi, Kata and Karon bays, reachable by car.",
        "A flat early-morning walk along Karon beach, above the waterline.",
        "A quiet café afternoon in Phuket Town.",
      ],
      cultural: [
        "Wat Chalong, Phuket's most important Buddhist temple.",
        "The Big Buddha on Nakkerd Hill, reached by road, with sweeping views.",
        "The Thai Hua Museum in the Old Town, on the island's Chinese and tin-mining heritage.",
        "Jui Tui Shrine, centre of the Vegetarian Festival held around September or October.",
        "The Sunday Walking Street market (Lard Yai) in the Old Town, once you are comfortable in crowds.",
      ],
      food: [
        "Phuket-style dim sum breakfasts in the Old Town.",
        "Mee hokkien (Phuket-style noodles) and moo hong, a soft braised pork belly.",
        "Khao tom (rice soup), gentle on the stomach and easy after dental work.",
        "Fresh coconut water and fruit smoothies.",
        "Southern Thai curries are among the spiciest in the country, so ask for 'mai phet' (not spicy) while recovering.",
      ],
      avoid: [
        "Swimming in the sea or pools until your doctor or dentist says you have healed.",
        "Beaches flying red flags, especially during the May to October monsoon.",
        "Renting scooters or jet skis.",
        "Speedboat and long-tail trips to Phi Phi or Phang Nga Bay in the first days: rough seas and long hours in the sun.",
        "Bangla Road nightlife and alcohol while healing.",
        "Deep Thai massage near treated areas, and sunburn on healing skin or scars.",
      ],
    },
    practicalInfo: {
      weather:
        "Phuket is warm all year, around 27-33°C. The dry season (November to April) has calmer seas and is peak tourist season. The south-west monsoon (May to October) brings showers, rough seas and stronger rip currents, but also lower prices and fewer crowds.",
      costs:
        "Mid-range hotels typically cost 1,500-4,500 baht a night, more from December to February. A local meal costs around 80-150 baht and a restaurant meal 300-800 baht. Taxis are expensive compared with Bangkok: expect several hundred baht for trips between beaches.",
      apps: [
        "Grab",
        "Bolt",
        "LINE (used by many clinics)",
        "Google Maps",
        "Google Translate",
        "A weather app with sea and storm warnings",
      ],
      safety:
        "Phuket is generally safe, but road accidents are common and sea conditions can be dangerous. Lock valuables in your hotel safe, use licensed transport, and be aware of jet-ski rental damage scams. Tourist Police: 1155. Medical emergencies: 1669.",
    },
    checklist: [
      "Entry rules checked and the Thailand Digital Arrival Card completed",
      "Dental or treatment plan, including timings for any second visit",
      "Transfer from HKT arranged, especially for late-night arrivals",
      "Sunscreen, a hat, sunglasses and loose cotton clothing",
      "A soft-food plan after dental work",
      "Grab or Bolt installed and a Thai SIM or eSIM",
      "Insurance details and the clinic's emergency contact",
    ],
  },

  // ---------------------------------------------------------------- Mexico
  {
    slug: "tijuana",
    countrySlug: "mexico",
    name: "Tijuana",
    tagline: "Specialist care minutes from San Diego",
    intro:
      "Tijuana sits directly across the border from San Diego at one of the busiest land crossings in the world. It has long drawn American and Canadian patients for dental work and bariatric surgery, with private hospitals and clinics clustered in Zona Río, a short drive from the San Ysidro crossing. Many patients simply fly to San Diego, are met by their clinic and cross by car.",
    specialNote:
      "Plan your return crossing as carefully as your treatment. Northbound waits at San Ysidro and Otay Mesa can exceed two hours at peak times, which is hard after surgery. Ask your clinic whether they can help you use a faster lane, such as a medical lane pass where currently offered, and use SENTRI if you have it. Sitting still for long periods after surgery carries a risk of blood clots, so follow your surgeon's advice on moving, drinking water and compression stockings.",
    medicalInfo: {
      overview:
        "Tijuana has a large cluster of private hospitals and specialist clinics, and many doctors speak English. Hospitals and clinics should hold a COFEPRIS licence, and surgeons are commonly certified by the relevant Mexican specialty board. Bariatric patients usually have tests on arrival, two to three nights in hospital and a check-up before going home.",
      specialties: [
        "Bariatric surgery (gastric sleeve, bypass and revisions)",
        "Dental implants, All-on-4 and crowns",
        "Veneers and cosmetic dentistry",
        "Cosmetic surgery",
        "Orthopaedics",
      ],
      hospitals:
        "CareAtlas partners here include Tijuana Bariatric Institute for weight-loss surgery and Baja Dental Center for implants and cosmetic dentistry. Zona Río also has several large private hospitals with intensive care units, useful back-up for any surgery.",
    },
    travelInfo: {
      gettingThere:
        "Most patients fly into San Diego International Airport (SAN), about 30 minutes by car from the San Ysidro crossing, and clinics commonly collect them there or on the US side of the border. Tijuana International Airport (TIJ) has flights from across Mexico and can be reached from San Diego via the Cross Border Xpress (CBX) bridge, which is open to ticketed passengers.",
      gettingAround:
        "Uber and DiDi are widely used and usually the simplest way to get around; official taxis wait at the border. Your clinic will normally handle transport to appointments.",
      fromAirport:
        "From SAN, take the clinic's transfer or a car to San Ysidro. Southbound, you can walk across and be met on the Mexican side, or be driven across; southbound waits are usually short. Show your passport to Mexican immigration (INM) and ask whether you need an FMM visitor's permit for your stay. Returning north, US citizens need a passport, passport card or another accepted travel document; the Ready Lane is for travellers with RFID-enabled cards, and SENTRI is for pre-approved trusted travellers. Non-US citizens should check their US entry requirements before crossing.",
    },
    accommodation: {
      overview:
        "Most patients stay in Zona Río, close to hospitals, malls and restaurants, or in a clinic partner hotel. Some prefer to sleep in San Diego and cross for appointments, but daily crossings add hours of waiting, so many clinics recommend staying in Tijuana until you are cleared.",
      bestDistricts: [
        {
          name: "Zona Río",
          why: "The modern business district along Paseo de los Héroes, with hospitals, clinics, hotels, malls and the CECUT cultural centre.",
        },
        {
          name: "Hipódromo and Chapultepec",
          why: "Calmer residential areas next to Zona Río, with good restaurants.",
        },
        {
          name: "Playas de Tijuana",
          why: "A seaside neighbourhood with a promenade and fresh ocean air, about 20-25 minutes from the clinics.",
        },
        {
          name: "Otay",
          why: "Near the second border crossing and the airport, practical for some clinics.",
        },
      ],
      recommendations: [
        {
          name: "Clinic partner hotel in Zona Río",
          type: "Hotel (often included in packages)",
          why: "Transfers to appointments and staff used to guests recovering from surgery.",
        },
        {
          name: "Business hotel near Paseo de los Héroes",
          type: "Hotel",
          why: "Walking distance to hospitals, pharmacies and shopping centres.",
        },
        {
          name: "Apartment in Chapultepec",
          type: "Apartment",
          why: "Quiet and spacious for companions and longer dental stays.",
        },
      ],
    },
    activities: {
      gentle: [
        "Short, regular walks around your hotel, which bariatric patients are usually encouraged to take to help circulation.",
        "The Malecón at Playas de Tijuana, flat with sea views and the border fence running into the Pacific.",
        "The gardens and exhibitions at CECUT in Zona Río.",
        "An unhurried, air-conditioned walk around Plaza Río shopping centre.",
      ],
      cultural: [
        "CECUT (Centro Cultural Tijuana), with the Museo de las Californias and its landmark domed cinema.",
        "Avenida Revolución, the historic tourist street, best seen in daylight.",
        "Pasaje Rodríguez, a revived arcade of galleries and cafés off Revolución.",
        "The Cathedral of Our Lady of Guadalupe in the city centre.",
      ],
      food: [
        "Follow your clinic's staged diet first: bariatric patients usually start with clear liquids, then purées, for several weeks, so the tacos can wait.",
        "For companions, and for you once cleared: tacos de adobada and Baja-style fish tacos.",
        "The Caesar salad was invented in Tijuana, at Caesar's on Avenida Revolución.",
        "Soft options after dental work, such as caldo de pollo (chicken soup) and guacamole.",
        "Food-truck parks in Zona Río, such as Telefónica Gastro Park, for a relaxed evening.",
      ],
      avoid: [
        "Alcohol, especially after bariatric surgery, when it is absorbed much faster and is commonly advised against for months.",
        "Fizzy drinks and large portions after bariatric surgery, as your programme will explain.",
        "Street food with uncertain hygiene while recovering; choose busy, established restaurants.",
        "Tap water: drink bottled or purified water, including for brushing teeth after dental work.",
        "Long drives or flights home before your surgeon's clearance.",
        "Walking in unfamiliar areas after dark.",
      ],
    },
    practicalInfo: {
      weather:
        "Tijuana has a mild, Mediterranean-style climate: warm, dry summers around 25-28°C and mild winters around 18-20°C by day with cool nights. Late spring and early summer mornings are often grey ('June gloom'), and most rain falls between November and March.",
      costs:
        "Mid-range hotels cost roughly US$60-130 a night. A taco is about US$1.50-3 and a casual restaurant meal US$8-20. Uber rides within the city usually cost US$4-10. US dollars are widely accepted, though pesos or a card usually give a better rate.",
      apps: [
        "Uber",
        "DiDi",
        "WhatsApp (used by almost every clinic)",
        "CBP Border Wait Times",
        "Google Maps",
        "Google Translate",
      ],
      safety:
        "Crime rates are high in parts of Tijuana, although most violence involves local disputes and rarely affects visitors in clinic areas. Stay in Zona Río, Hipódromo or Playas, use Uber, DiDi or your clinic's driver rather than street taxis, avoid walking at night and keep valuables out of sight. Read your own government's latest travel advice for Baja California. The emergency number is 911.",
    },
    checklist: [
      "Passport or other accepted document for the return to the US; non-US citizens check ESTA or visa rules",
      "FMM visitor's permit, if required for your stay",
      "Transfer from San Diego and border crossing arranged with your clinic",
      "Bariatric diet plan, protein shakes and vitamins as your programme advises",
      "Compression stockings, if recommended, and a plan for moving regularly",
      "A follow-up plan with your doctor at home",
      "Insurance details and your clinic's 24-hour contact number",
    ],
  },
  {
    slug: "cancun",
    countrySlug: "mexico",
    name: "Cancun",
    tagline: "Cosmetic and fertility care on the Caribbean",
    intro:
      "Cancun is Mexico's biggest resort city, with a long Hotel Zone on a strip of land between the Caribbean and the Nichupté Lagoon, and a busy downtown where most locals live and work. Its modern private hospitals and clinics serve tourists, residents and a growing number of medical travellers, especially for cosmetic surgery and fertility treatment. With direct flights from across North America and Europe it is an easy trip, and a calm place to rest once your doctor says you can enjoy the view.",
    specialNote:
      "Cancun's beaches are the main attraction, but after surgery swimming, strong sun and long days out are commonly advised against for several weeks. Choose a hotel with shade and a view rather than a party pool. Hurricane season runs from June to November and is most active from August to October; if your treatment falls then, book flexible flights and follow local alerts.",
    medicalInfo: {
      overview:
        "Cancun's private hospitals and specialist clinics are mostly downtown, along main avenues such as Bonampak, Tulum and Kabah, with some near the Hotel Zone. Many doctors speak English, and some clinics have coordinators for US, Canadian and European patients. Check the COFEPRIS licence, the surgeon's board certification and whether your procedure takes place in a hospital with overnight care.",
      specialties: [
        "Cosmetic surgery (breast, body contouring and facial procedures)",
        "IVF and fertility treatment",
        "Dental implants and veneers",
        "Bariatric surgery",
        "Health check-ups",
      ],
      hospitals:
        "CareAtlas partners here include Riviera Cosmetic Surgery for cosmetic procedures and Caribbean Fertility Center for IVF and fertility care. Several private hospitals with emergency departments and intensive care serve the city and its visitors.",
    },
    travelInfo: {
      gettingThere:
        "Cancun International Airport (CUN) is one of Latin America's busiest, with direct flights from most large US and Canadian cities and from the UK, Spain, Germany and elsewhere in Europe. It lies about 20 km south of downtown and 15-25 minutes from the Hotel Zone.",
      gettingAround:
        "R-1 and R-2 city buses run the length of the Hotel Zone and into downtown at a low flat fare. Taxis are plentiful but do not use meters, so agree the price before you get in; fares in the Hotel Zone are higher. Uber operates in Cancun but may face restrictions at the airport and some hotels. ADO coaches link Cancun with Playa del Carmen and Tulum, and the Tren Maya has a station near the airport.",
      fromAirport:
        "Most clinic packages include a private transfer, which is the calmest option. ADO buses run from the terminals to the ADO station in downtown Cancun in about 30 minutes and on to Playa del Carmen; they are comfortable and inexpensive. Pre-booked shuttles serve the Hotel Zone. Walk past the timeshare sellers and unofficial 'transport desks' inside the terminal; your driver will wait outside with a sign.",
    },
    accommodation: {
      overview:
        "The Hotel Zone has beach resorts from budget to luxury, while downtown is cheaper, closer to most clinics and more local. Many patients spend the first days downtown near their clinic and move to a quiet Hotel Zone or Puerto Cancún hotel once cleared.",
      bestDistricts: [
        {
          name: "Downtown (El Centro)",
          why: "Near hospitals and clinics, local restaurants and the ADO station; good value and practical.",
        },
        {
          name: "Hotel Zone (Zona Hotelera)",
          why: "The famous beach strip with lagoon sunsets and sea views; the quieter southern stretch is calmer than the nightlife area around Punta Cancún.",
        },
        {
          name: "Puerto Cancún",
          why: "A modern, calm area between downtown and the Hotel Zone, with a marina, a mall and newer hotels.",
        },
        {
          name: "Malecón Tajamar",
          why: "A residential area beside the lagoon-side promenade, close to downtown clinics.",
        },
      ],
      recommendations: [
        {
          name: "Business hotel downtown",
          type: "Hotel",
          why: "Short trips to appointments and easy access to pharmacies and supermarkets.",
        },
        {
          name: "Quiet adults-focused resort in the Hotel Zone",
          type: "Resort",
          why: "Sea views and shaded terraces once your surgeon is happy, away from the party areas.",
        },
        {
          name: "Apartment in Puerto Cancún",
          type: "Apartment",
          why: "A kitchen and space for longer fertility stays in a calm, modern area.",
        },
      ],
    },
    activities: {
      gentle: [
        "The Malecón Tajamar, a flat lagoon-side promenade between downtown and Puerto Cancún.",
        "Parque de las Palapas, downtown's main square, lively and family-friendly in the evening.",
        "Sunset over the Nichupté Lagoon from a lagoon-side restaurant.",
        "Slow, air-conditioned walks in malls such as La Isla or Puerto Cancún.",
        "The shaded paths around the San Miguelito ruins beside the Maya Museum.",
      ],
      cultural: [
        "The Museo Maya de Cancún, with the San Miguelito archaeological site in its grounds.",
        "The small El Rey ruins in the southern Hotel Zone.",
        "Mercado 28 for crafts and souvenirs; bargain politely.",
        "Isla Mujeres by passenger ferry, best saved until you are cleared for sun and boat trips.",
        "Chichén Itzá is a long day trip of around 2.5-3 hours each way by road, usually best left for a future visit.",
      ],
      food: [
        "Sopa de lima, a light Yucatecan soup of chicken and lime.",
        "Cochinita pibil, slow-cooked achiote pork, and other Yucatecan specialities.",
        "Fresh fish, grilled rather than raw while you recover.",
        "Tacos al pastor from busy downtown taquerías.",
        "Aguas frescas made with purified water.",
      ],
      avoid: [
        "Swimming in the sea, pools, cenotes and hot tubs until you are cleared.",
        "Sun on healing scars and long beach days.",
        "Snorkelling, diving and boat excursions in the first weeks.",
        "All-inclusive alcohol while healing and on medication.",
        "Tap water; drink bottled or purified water.",
        "Timeshare presentations and pushy sellers.",
      ],
    },
    practicalInfo: {
      weather:
        "Cancun is warm all year. December to April is dry and sunny, around 26-29°C. May to October is hotter and more humid, with afternoon showers, and hurricane season runs from June to November. Sargassum seaweed can affect beaches in spring and summer.",
      costs:
        "Downtown hotels often cost US$50-110 a night and Hotel Zone resorts US$150-350 or more. A taco is about US$1.50-3 and a downtown restaurant meal US$10-20; Hotel Zone restaurants cost considerably more. City buses charge a low flat fare, and taxis within the Hotel Zone are often US$10-25.",
      apps: [
        "Uber",
        "ADO (bus tickets)",
        "WhatsApp (used by most clinics)",
        "Google Maps",
        "Google Translate",
        "A weather app with hurricane alerts",
      ],
      safety:
        "The Hotel Zone and main tourist areas are generally safe, with a visible police presence, though there have been incidents linked to organised crime. Never buy drugs, stay in well-lit areas at night, use hotel-booked taxis or official transport, and keep valuables in the safe. Follow lifeguard flags on the beach. The emergency number is 911.",
    },
    checklist: [
      "Passport and return travel documents checked",
      "Private transfer from CUN arranged",
      "Surgeon's certification and hospital details confirmed in writing",
      "Compression garments, if recommended, and loose, light clothing",
      "Sunscreen, a hat and sunglasses",
      "Flexible flights, especially in hurricane season",
      "Insurance covering treatment abroad and trip disruption",
      "A follow-up plan with your doctor at home",
    ],
  },
];
