import type { CountryGuide } from "./types";

/**
 * Country guides for /destinations/{country}. Plain text only.
 * Figures are rounded, widely cited estimates, not guarantees; prices change, so ranges are indicative.
 */
export const COUNTRY_GUIDES: CountryGuide[] = [
  {
    slug: "turkey",
    name: "Turkey",
    flag: "🇹🇷",
    heroTitle: "Turkey: experienced clinics, short flights and a warm welcome",
    intro: [
      "Turkey has become one of the world's busiest destinations for treatment abroad, especially for hair transplants, dental work, cosmetic surgery, eye surgery and IVF. Istanbul, Antalya, Izmir and Bursa all have modern private hospitals and specialist clinics that treat international patients every day, with coordinators who arrange airport transfers, hotels and interpreters as part of a package.",
      "For patients from Europe, the Middle East and the UK, flights are short and frequent, and prices are typically 60-80% lower than private care at home. Quality still varies from clinic to clinic, so it pays to compare carefully: check who will actually perform your procedure, what the price includes, and how aftercare will work once you are back home.",
    ],
    medicalInfo: {
      specialties: [
        "Hair and beard transplants (FUE and DHI)",
        "Dental implants, crowns and veneers",
        "Cosmetic surgery (rhinoplasty, liposuction, tummy tuck, breast surgery)",
        "Eye surgery (LASIK and other laser correction, cataract surgery)",
        "IVF and fertility treatment",
        "Bariatric (weight-loss) surgery",
        "Health check-ups and orthopaedics",
      ],
      patientsPerYear:
        "Well over 1 million international health tourists a year (official estimates)",
      averageSavings: "60-80%",
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
      languages: ["Turkish", "English", "German", "Arabic", "Russian"],
      paymentOptions: [
        "Deposit by card or bank transfer to confirm your date",
        "Balance by card, bank transfer or cash on arrival (often quoted in euros, pounds or US dollars)",
        "Some hospitals accept international insurance for eligible treatment; check in advance",
      ],
      careExpectation:
        "Most packages follow a similar rhythm: airport pick-up, an in-person consultation and tests, treatment, then one or more check-ups before you fly home. Hair transplants usually need two to four days in the city, dental implants often need two visits several months apart, and cosmetic surgery commonly needs seven to fourteen days before your surgeon is happy for you to fly. Ask for a written treatment plan and a clear aftercare arrangement before you pay a deposit.",
      safety:
        "Turkey's Ministry of Health licenses hospitals and clinics and issues a separate authorisation for providers that treat international patients; it is reasonable to ask to see it. Many larger hospitals also hold JCI accreditation. Confirm that a licensed doctor, not only a technician, performs the key parts of your procedure, and be cautious of prices that seem far below the market.",
    },
    travelInfo: {
      airports: [
        "Istanbul Airport (IST)",
        "Istanbul Sabiha Gökçen (SAW)",
        "Antalya (AYT)",
        "Izmir Adnan Menderes (ADB)",
        "Bursa Yenişehir (YEI), very limited flights",
      ],
      directFlights:
        "Turkish Airlines, Pegasus and many European and Gulf airlines fly direct to Istanbul from across Europe, the Middle East, North America and Asia. Antalya and Izmir have direct flights from much of Europe, especially in summer; otherwise connect through Istanbul. Most Bursa patients fly into Istanbul and transfer by road or ferry.",
      bestNeighborhoods: [
        "Şişli and Nişantaşı (Istanbul)",
        "Ataşehir and Kadıköy (Istanbul, Asian side)",
        "Lara and Konyaaltı (Antalya)",
        "Alsancak (Izmir)",
        "Nilüfer (Bursa)",
      ],
      transport:
        "In Istanbul, an Istanbulkart card covers metro, trams, Marmaray trains, buses and ferries. Taxis are metered; booking through BiTaksi or Uber (which calls licensed taxis) avoids disagreements about the route or fare. Other cities have their own transit cards, and most treatment packages include private transfers between your hotel and the clinic.",
      culture:
        "Turkish hospitality is generous and people are usually patient with visitors. Dress modestly when visiting mosques (shoulders and knees covered; women bring a scarf) and remove your shoes at the door. Tipping around 10% is usual in restaurants. Ramadan dates move each year; during it, many restaurants stay open, but it is polite not to eat conspicuously in conservative areas.",
      currency:
        "Turkish lira (TRY). Prices in lira rise frequently, so many clinics and hotels quote in euros, pounds or US dollars. Cards are widely accepted; keep some lira for small shops, taxis and tips.",
      costs:
        "Mid-range hotels typically cost about 60-150 euros a night in the big cities (more in central Istanbul in peak season). A simple restaurant meal is often 8-15 euros, and public transport fares are low.",
      safety:
        "Turkey's main cities are generally safe for visitors. Watch for pickpockets in crowded areas, be wary of overly friendly strangers suggesting a bar or shop, and use registered taxis. The emergency number is 112. Check your own government's travel advice before booking, as it covers regions you would not normally visit for treatment.",
      visa: "Many nationalities, including UK and most EU passport holders, can currently visit visa-free for short stays, while others apply for an e-Visa online before travel. Rules change and depend on your nationality and length of stay, so check the official Turkish government e-Visa website (evisa.gov.tr) and your nearest Turkish consulate before you book.",
    },
    accommodation: {
      description:
        "Most packages include a hotel near the clinic, usually a comfortable four- or five-star business hotel chosen for easy transfers. If you are arranging your own, stay close to the clinic, choose a room with a lift and reliable air conditioning, and think about a quiet area rather than a nightlife street.",
      options: [
        {
          name: "Clinic partner hotel",
          description:
            "Business hotels used by the clinic for package patients, with transfers to appointments included and staff used to post-treatment guests.",
          priceRange: "Usually included in the package",
        },
        {
          name: "Serviced apartment",
          description:
            "Useful for longer stays such as dental treatment or cosmetic surgery recovery, and for travelling with a companion who will cook and help.",
          priceRange: "About 50-120 euros per night",
        },
        {
          name: "Quiet resort hotel (Antalya and the coast)",
          description:
            "Calm gardens and shaded terraces for rest once your surgeon is happy for you to leave the city. Choose shade over sunbathing.",
          priceRange: "About 80-250 euros per night",
        },
      ],
    },
    activities: {
      relaxation: [
        "A slow Bosphorus ferry ride on a public ferry, sitting inside or in the shade",
        "Tea in a shaded garden café or a quiet park",
        "Gentle sightseeing in museums with lifts and places to sit",
        "A calm seafront promenade walk in the cooler hours",
      ],
      avoid: [
        "Hammams, saunas and steam rooms, commonly advised against for several weeks after hair transplants and surgery",
        "Swimming in the sea or pools until your doctor says wounds have healed",
        "Direct sun on treated areas, especially the scalp and face",
        "Alcohol and smoking during recovery, which can slow healing",
        "Long days of walking on steep or cobbled streets in the first days",
        "Flying home before your surgeon has cleared you",
      ],
      walkingAreas: [
        "Gülhane Park and Sultanahmet Square (Istanbul)",
        "Moda seafront (Istanbul)",
        "Karaalioğlu Park and Konyaaltı promenade (Antalya)",
        "The Kordon seafront (Izmir)",
        "Botanik Park and Kültürpark (Bursa)",
      ],
    },
    checklist: [
      "Passport valid for at least six months, with visa or e-Visa confirmed for your nationality",
      "Written treatment plan and quote, including what is and is not included",
      "Name and registration details of the doctor who will perform your procedure",
      "Recent medical records, medication list and any test results your clinic asked for",
      "Travel insurance that covers treatment abroad or a complications policy",
      "Loose, button-front clothing and, for hair transplants, a loose-fitting hat",
      "Enough of your regular medicines for the whole trip plus a few extra days",
      "Return flight booked with some flexibility in case your surgeon wants you to stay longer",
      "Clinic coordinator's phone number saved on WhatsApp",
      "A plan for follow-up care at home with your own doctor or dentist",
    ],
    cities: [
      {
        name: "Istanbul",
        slug: "istanbul",
        tagline: "Turkey's medical capital, on two continents",
        description:
          "The largest choice of hospitals and specialist clinics in Turkey, especially for hair transplants and cosmetic surgery, with direct flights from almost everywhere.",
      },
      {
        name: "Antalya",
        slug: "antalya",
        tagline: "Treatment and recovery on the Turquoise Coast",
        description:
          "A relaxed Mediterranean city known for dental and eye care, with seafront promenades and resort hotels for a calm recovery.",
      },
      {
        name: "Izmir",
        slug: "izmir",
        tagline: "Aegean calm with university-level medicine",
        description:
          "Turkey's third city, with strong fertility and hospital care, an easy-going seafront and a mild climate.",
      },
      {
        name: "Bursa",
        slug: "bursa",
        tagline: "Green Bursa, a quieter alternative near Istanbul",
        description:
          "A historic, leafy city under Mount Uludağ with modern clinics in Nilüfer, lower prices and a short transfer from Istanbul.",
      },
    ],
  },
  {
    slug: "south-korea",
    name: "South Korea",
    flag: "🇰🇷",
    heroTitle: "South Korea: advanced technology and meticulous care",
    intro: [
      "South Korea is known for highly specialised clinics, modern equipment and careful attention to detail, particularly in cosmetic surgery, dermatology, eye surgery and comprehensive health check-ups. Seoul is the centre of it all, with the Gangnam area alone home to hundreds of clinics, many with international patient teams and interpreters.",
      "Prices are typically 40-60% below private care in the US, Australia and much of Europe. Korea also has a government registration system for providers that treat foreign patients, a very safe public environment and excellent public transport, which makes the practical side of a medical trip unusually straightforward.",
    ],
    medicalInfo: {
      specialties: [
        "Cosmetic surgery (eyelid, nose and facial contouring)",
        "Dermatology and skin treatments",
        "Eye surgery (LASIK, LASEK, SMILE and lens procedures)",
        "Comprehensive health check-ups",
        "Dental care",
        "Cancer screening and specialist hospital care",
      ],
      patientsPerYear: "More than 1 million foreign patients in 2024 (official figures)",
      averageSavings: "40-60%",
      popularClinics: ["Gangnam Beauty Plastic Surgery", "Seoul Vision Eye Clinic"],
      languages: ["Korean", "English", "Chinese", "Japanese", "Russian"],
      paymentOptions: [
        "International credit and debit cards (very widely accepted)",
        "Deposit by bank transfer or card to hold your surgery date",
        "Cash in Korean won",
      ],
      careExpectation:
        "Appointments run on time and clinics are highly organised. Expect a consultation with imaging or tests, surgery or treatment, and several short follow-up visits. Many cosmetic procedures need seven to fourteen days in Seoul before stitches are removed and your surgeon is happy for you to fly; eye surgery usually needs a few days. Consultations can feel brisk, so write your questions down and ask for an interpreter if you need one.",
      safety:
        "Korea requires providers who market to foreign patients to register with the government, and foreign patients can seek help through the official Medical Korea information services and Korea's medical dispute mediation agency if problems arise. Check that your surgeon is a board-certified specialist in the relevant field and who will be in the operating room, as concerns about substitute surgeons have been raised in the past.",
    },
    travelInfo: {
      airports: ["Incheon International (ICN)", "Gimpo International (GMP)"],
      directFlights:
        "Incheon is a major Asian hub with direct flights from Europe, North America, Australia, the Middle East and across Asia, led by Korean Air and Asiana alongside many international airlines. Gimpo mainly handles domestic flights and short routes to Japan, China and Taiwan.",
      bestNeighborhoods: [
        "Gangnam and Sinsa-dong",
        "Apgujeong and Cheongdam",
        "Myeongdong",
        "Jongno and Insadong",
        "Jamsil",
      ],
      transport:
        "Seoul's subway is clean, punctual and signed in English. Buy a T-money card at a convenience store and use it on the subway, buses and many taxis. Taxis are affordable; Kakao T and Uber can both book them, and Naver Map or KakaoMap are far more reliable than Google Maps for directions in Korea.",
      culture:
        "Politeness and punctuality matter. A small bow is a common greeting, shoes come off in homes and some restaurants, and tipping is not expected. Pour drinks for others rather than yourself. People may seem reserved, but staff are generally very helpful to visitors.",
      currency:
        "South Korean won (KRW). Cards are accepted almost everywhere, including taxis; some small market stalls prefer cash.",
      costs:
        "Mid-range hotels often cost around 120,000-250,000 won a night (roughly US$90-180). A casual meal is typically 10,000-15,000 won, and a subway ride starts at around 1,500 won.",
      safety:
        "Seoul is one of the safest large cities in the world, with very little street crime. Emergency numbers are 112 (police) and 119 (ambulance and fire); the 1330 Korea Travel Hotline offers help in English and other languages. In spring, fine dust can reduce air quality; check an air quality app.",
      visa: "Many nationalities can visit visa-free for short stays but may need a K-ETA electronic travel authorisation, and some countries have been temporarily exempted from it. Korea also offers a medical treatment visa for longer stays. Requirements change, so check the official K-ETA website (k-eta.go.kr) and the Korean embassy in your country for your nationality.",
    },
    accommodation: {
      description:
        "Most patients stay within a short walk or taxi ride of their clinic in Gangnam. Korean hotels are compact but spotless; serviced residences with a small kitchen are popular for stays of a week or more, and some clinics have partner recovery hotels with nurses on call.",
      options: [
        {
          name: "Business hotel in Gangnam",
          description:
            "Close to the cosmetic and eye clinics around Sinsa-dong, Apgujeong and Gangnam Station.",
          priceRange: "About 120,000-250,000 won per night",
        },
        {
          name: "Serviced residence",
          description:
            "Apartment-style rooms with a kitchenette and laundry, ideal for a one- or two-week recovery.",
          priceRange: "About 100,000-200,000 won per night",
        },
        {
          name: "Recovery hotel",
          description:
            "Hotels that work with cosmetic clinics and offer quiet rooms, soft meals and sometimes nursing check-ins. Ask your clinic what is available.",
          priceRange: "Varies; sometimes included in packages",
        },
      ],
    },
    activities: {
      relaxation: [
        "Quiet cafés in Sinsa-dong and Seochon",
        "The Starfield Library in COEX, a calm indoor space with seating",
        "Palace gardens on weekday mornings",
        "A slow walk along a Han River park at sunset",
      ],
      avoid: [
        "Jjimjilbang (Korean bathhouses) and saunas during recovery",
        "Strenuous hikes such as Bukhansan or the steep paths up Namsan",
        "Alcohol, including soju, while healing",
        "Rubbing your eyes or swimming after eye surgery",
        "Very spicy or salty food if you have facial swelling, as it may make swelling feel worse",
        "Flying before your surgeon has cleared you",
      ],
      walkingAreas: [
        "Cheonggyecheon Stream",
        "Seoul Forest",
        "Banpo Han River Park",
        "Deoksugung stone-wall road",
        "Bongeunsa Temple grounds",
      ],
    },
    checklist: [
      "Passport with K-ETA or visa confirmed for your nationality",
      "Surgeon's name and specialist certification confirmed in writing",
      "Medical history, medication list and any imaging requested",
      "Travel or complications insurance covering treatment abroad",
      "T-money card and Naver Map or KakaoMap installed",
      "A face mask and sunglasses for dust, sun and privacy after facial procedures",
      "Loose, front-fastening clothing",
      "Flexible return date in case stitches come out later than planned",
      "Plan for aftercare at home and copies of all records in English",
    ],
    cities: [
      {
        name: "Seoul",
        slug: "seoul",
        tagline: "Precision medicine in a safe, modern capital",
        description:
          "The heart of Korean medical travel, with specialist cosmetic, skin and eye clinics in Gangnam and large university hospitals across the city.",
      },
    ],
  },
  {
    slug: "thailand",
    name: "Thailand",
    flag: "🇹🇭",
    heroTitle: "Thailand: international hospitals and restful recovery",
    intro: [
      "Thailand has welcomed international patients for decades, and its leading private hospitals feel more like hotels than clinics, with international patient centres, interpreters and visa support. Bangkok is the medical hub, while Phuket offers dental, cosmetic and wellness care in a beach setting.",
      "Treatment typically costs 50-70% less than private care in the US, UK or Australia, and the famously gentle Thai hospitality makes recovery comfortable. The tropical heat and the temptations of beaches and boat trips mean you need to plan your recovery carefully.",
    ],
    medicalInfo: {
      specialties: [
        "Cosmetic surgery",
        "Dental implants and cosmetic dentistry",
        "IVF and fertility treatment",
        "Comprehensive health check-ups",
        "Orthopaedics and joint replacement",
        "Cardiology",
        "Wellness and rehabilitation",
      ],
      patientsPerYear:
        "An estimated 2-3 million international patient visits a year, including expatriates",
      averageSavings: "50-70%",
      popularClinics: [
        "Bangkok Royal International Hospital",
        "Siam Fertility Clinic",
        "Andaman Dental Phuket",
        "Patong Aesthetic & Wellness Clinic",
      ],
      languages: ["Thai", "English", "Arabic", "Japanese", "Chinese", "Russian"],
      paymentOptions: [
        "International credit and debit cards",
        "Bank transfer for deposits",
        "Cash in Thai baht",
        "Direct billing with some international insurers at larger hospitals",
      ],
      careExpectation:
        "Large hospitals run efficient international patient services: a coordinator meets you, tests are often done the same day, and you will see your specialist quickly. Many cosmetic procedures need around 10-14 days in Thailand before flying; dental implants usually need two trips several months apart. Ask for a full written estimate, as hospital bills can include separate fees for rooms, medicines and doctors.",
      safety:
        "Thailand has several JCI-accredited hospitals, and doctors must be licensed by the Medical Council of Thailand. Smaller cosmetic clinics vary more, so check the surgeon's specialist qualifications and where the procedure takes place (a hospital with overnight care is preferable for surgery).",
    },
    travelInfo: {
      airports: [
        "Bangkok Suvarnabhumi (BKK)",
        "Bangkok Don Mueang (DMK)",
        "Phuket International (HKT)",
      ],
      directFlights:
        "Suvarnabhumi has direct flights from Europe, the Middle East, Australia and across Asia; Thai Airways and many Gulf and Asian carriers serve it. Don Mueang is mainly for budget airlines. Phuket has direct flights from some Asian, Middle Eastern, Australian and, seasonally, European cities, and frequent short flights from Bangkok.",
      bestNeighborhoods: [
        "Sukhumvit (Bangkok)",
        "Silom and Sathorn (Bangkok)",
        "Ploenchit and Chidlom (Bangkok)",
        "Kata and Karon (Phuket)",
        "Phuket Old Town",
      ],
      transport:
        "In Bangkok the BTS Skytrain and MRT subway avoid the traffic and reach most hospital areas; river boats are a pleasant extra. Grab and Bolt are the easiest way to get a car with a fixed price. In Phuket, distances are longer and public transport is limited, so rely on your clinic's transfers, Grab, Bolt or pre-booked drivers.",
      culture:
        "Thais value calm and courtesy; raising your voice rarely helps. The royal family is deeply respected and must not be criticised. Cover shoulders and knees at temples and remove your shoes, and avoid touching anyone's head. The wai (a small bow with palms together) is a polite greeting.",
      currency:
        "Thai baht (THB). Cards work in hotels, malls and hospitals; cash is useful for markets, street food and small shops. ATMs charge a fee for foreign cards.",
      costs:
        "Mid-range hotels typically cost around 1,500-4,000 baht a night (roughly US$45-120). A street food dish is often 60-100 baht and a sit-down restaurant meal 300-800 baht.",
      safety:
        "Thailand is generally safe for visitors. Watch for common scams (the 'closed today' temple tour, gem shops, unmetered taxis), traffic is the biggest everyday risk, and motorbike accidents are a major cause of tourist injuries. Tourist Police can be reached on 1155; the medical emergency number is 1669.",
      visa: "Many nationalities can currently enter visa-free for tourism, and there is a medical treatment visa for longer stays. Since 2025 visitors also complete the online Thailand Digital Arrival Card before arrival. Rules and permitted lengths of stay have changed several times recently, so check the official Thai e-Visa website and your nearest Thai embassy for your nationality.",
    },
    accommodation: {
      description:
        "Many Bangkok hospitals have hotels or serviced apartments within walking distance, some connected by covered walkways, and several offer patient rates. In Phuket, choose a calm resort with shade rather than a busy party area, and check how far it is from your clinic.",
      options: [
        {
          name: "Hotel near the hospital",
          description:
            "Short transfers for check-ups, often with patient rates and late check-out.",
          priceRange: "About 1,500-4,000 baht per night",
        },
        {
          name: "Serviced apartment",
          description:
            "Kitchen and laundry for longer stays, popular with IVF patients and families.",
          priceRange: "About 1,800-5,000 baht per night",
        },
        {
          name: "Quiet resort (Phuket)",
          description:
            "Shaded gardens and calm pools to look at, not swim in, until your doctor says it is safe.",
          priceRange: "About 2,500-8,000 baht per night",
        },
      ],
    },
    activities: {
      relaxation: [
        "Slow walks in city parks in the early morning",
        "A river boat trip along the Chao Phraya, sitting in the shade",
        "Air-conditioned museums and galleries",
        "Sunset from a shaded viewpoint or café",
      ],
      avoid: [
        "Swimming in the sea and pools until wounds have healed",
        "Strong sun and midday heat, especially on healing scars",
        "Traditional Thai massage over or near treated areas",
        "Scooter or motorbike hire",
        "Speedboat trips and long island-hopping days",
        "Alcohol while healing and while taking prescribed medicines",
        "Flying before your surgeon has cleared you",
      ],
      walkingAreas: [
        "Lumphini Park (Bangkok)",
        "Benjakitti Forest Park (Bangkok)",
        "Phuket Old Town",
        "Karon beachfront promenade (Phuket)",
      ],
    },
    checklist: [
      "Passport valid for six months, entry rules checked and the Digital Arrival Card completed",
      "Written estimate including doctor, room, medicines and follow-up fees",
      "Surgeon's specialist qualifications confirmed",
      "Medical records and medication list in English",
      "Insurance covering treatment abroad and complications",
      "High-factor sunscreen, hat and light, loose clothing",
      "Grab or Bolt installed and a local SIM or eSIM",
      "Flexible return flight",
    ],
    cities: [
      {
        name: "Bangkok",
        slug: "bangkok",
        tagline: "World-class hospitals in a vibrant capital",
        description:
          "Large international hospitals, fertility centres and specialist clinics, with Skytrain access and hotels right next door.",
      },
      {
        name: "Phuket",
        slug: "phuket",
        tagline: "Island recovery with dental and aesthetic care",
        description:
          "Dental, cosmetic and wellness clinics on Thailand's largest island, with quiet beaches for a gentle recovery.",
      },
    ],
  },
  {
    slug: "mexico",
    name: "Mexico",
    flag: "🇲🇽",
    heroTitle: "Mexico: quality care close to home for North Americans",
    intro: [
      "Mexico is the most popular treatment destination for patients from the United States and Canada. Tijuana, just across the border from San Diego, is known for bariatric surgery and dentistry, while Cancun combines cosmetic surgery and fertility care with Caribbean resorts.",
      "Savings are typically 60-80% compared with US prices, and the short journey means fewer days off work and easier follow-up visits. As everywhere, standards vary, so choose licensed clinics carefully and plan how you will cross the border or fly home while you recover.",
    ],
    medicalInfo: {
      specialties: [
        "Bariatric surgery (gastric sleeve and bypass)",
        "Dental implants, crowns and veneers",
        "Cosmetic surgery",
        "IVF and fertility treatment",
        "Orthopaedics",
      ],
      patientsPerYear:
        "An estimated 1-1.5 million medical travellers a year, mostly from the US and Canada",
      averageSavings: "60-80%",
      popularClinics: [
        "Tijuana Bariatric Institute",
        "Baja Dental Center",
        "Riviera Cosmetic Surgery",
        "Caribbean Fertility Center",
      ],
      languages: ["Spanish", "English"],
      paymentOptions: [
        "Credit and debit cards",
        "Bank transfer or card deposits",
        "Cash in US dollars or Mexican pesos",
        "Medical financing through third-party lenders at some clinics",
      ],
      careExpectation:
        "Clinics in Tijuana and Cancun are used to North American patients and often arrange pick-up at the airport or the border. Bariatric surgery usually means two to four nights in hospital and a few more days nearby; dental work may need two trips. Ask your clinic how they will stay in touch after you get home and what happens if you need care later.",
      safety:
        "Mexican hospitals and clinics should hold a licence from COFEPRIS, the federal health regulator, and surgeons are usually certified by the relevant Mexican specialty board (consejo). Ask where exactly the procedure takes place, and be wary of clinics that operate in offices rather than hospitals for major surgery.",
    },
    travelInfo: {
      airports: [
        "San Diego International (SAN), for Tijuana",
        "Tijuana International (TIJ), linked to San Diego by the Cross Border Xpress bridge",
        "Cancun International (CUN)",
      ],
      directFlights:
        "Cancun has direct flights from most large US and Canadian cities and from parts of Europe. For Tijuana, most patients fly into San Diego and cross the border by land, while TIJ has domestic flights across Mexico.",
      bestNeighborhoods: [
        "Zona Río (Tijuana)",
        "Playas de Tijuana",
        "Hotel Zone (Cancun)",
        "Downtown and Puerto Cancún (Cancun)",
      ],
      transport:
        "Many clinics include transfers from the San Diego airport or the San Ysidro border and from Cancun airport. In Tijuana, Uber and DiDi are widely used. In Cancun, ADO buses link the airport to downtown and Playa del Carmen, and city buses run the length of the Hotel Zone.",
      culture:
        "Mexicans are warm and courteous; a greeting such as 'buenos días' goes a long way. Tipping of 10-15% is usual in restaurants and for guides and drivers. Dress is relaxed, but beachwear belongs on the beach.",
      currency:
        "Mexican peso (MXN). US dollars are widely accepted in Tijuana and Cancun's tourist areas, but you will usually get a better rate paying in pesos or by card.",
      costs:
        "Mid-range hotels cost roughly US$60-130 a night in Tijuana and US$50-110 in downtown Cancun; the Cancun Hotel Zone is higher, often US$150-350. A casual meal is about US$8-20.",
      safety:
        "Foreign governments' travel advice for Mexico varies by state: for Baja California (Tijuana) some advise a high degree of caution or reconsidering travel, and for Quintana Roo (Cancun) increased caution, mainly because of crime that rarely targets visitors but can occur anywhere. Stay in well-known areas, use ride-hailing or clinic transport rather than street taxis at night, keep valuables out of sight, and read your own government's latest advice. The emergency number is 911.",
      visa: "Many nationalities, including US, Canadian, UK and EU citizens, can currently visit Mexico without a visa for tourism, and immigration officers decide your permitted stay on arrival. If you enter at a land border, ask whether you need a visitor's permit (FMM) for your plans. Check official Mexican government sources and, for the return trip, the entry requirements of the US or your home country.",
    },
    accommodation: {
      description:
        "In Tijuana, most patients stay in Zona Río near the clinics or use hotels partnered with their clinic; some return to San Diego each night once cleared. In Cancun, choose between the resort Hotel Zone and calmer, cheaper downtown hotels closer to many clinics.",
      options: [
        {
          name: "Clinic partner hotel",
          description:
            "Often included in bariatric and dental packages, with transport to appointments.",
          priceRange: "Usually included",
        },
        {
          name: "Business hotel in Zona Río (Tijuana)",
          description: "Modern hotels near hospitals, malls and restaurants.",
          priceRange: "About US$60-130 per night",
        },
        {
          name: "Resort in the Hotel Zone (Cancun)",
          description:
            "Sea views for recovery, but choose a quiet, adults-focused property and stay out of the pool until cleared.",
          priceRange: "About US$150-350 per night",
        },
      ],
    },
    activities: {
      relaxation: [
        "A slow walk along the Playas de Tijuana seafront",
        "The museum and gardens at CECUT in Tijuana",
        "Shaded lagoon-side sunsets in Cancun",
        "The Museo Maya de Cancún, air-conditioned and flat",
      ],
      avoid: [
        "Swimming in pools, the sea or cenotes until wounds have healed",
        "Strong sun on healing scars",
        "Alcohol, especially after bariatric surgery",
        "Street food while on a post-bariatric liquid or soft diet",
        "Long bus tours to archaeological sites in the first days",
        "Flying or a long drive before your surgeon has cleared you",
      ],
      walkingAreas: [
        "Malecón de Playas de Tijuana",
        "Zona Río around CECUT (Tijuana)",
        "Malecón Tajamar (Cancun)",
        "Parque de las Palapas (Cancun)",
      ],
    },
    checklist: [
      "Passport (or for US citizens crossing by land, a passport card or other accepted document)",
      "Entry requirements checked for Mexico and for your return to the US or home",
      "Clinic's COFEPRIS licence and surgeon's board certification confirmed",
      "Written treatment plan, including hospital nights and aftercare",
      "Insurance that covers treatment abroad and complications",
      "Compression garments or stockings if your clinic recommends them",
      "Border crossing or airport transfer arranged with your clinic",
      "Follow-up plan with your doctor at home",
    ],
    cities: [
      {
        name: "Tijuana",
        slug: "tijuana",
        tagline: "Specialist care minutes from San Diego",
        description:
          "A busy border city known for bariatric surgery and dentistry, with clinics that collect patients from the San Diego side.",
      },
      {
        name: "Cancun",
        slug: "cancun",
        tagline: "Cosmetic and fertility care on the Caribbean",
        description:
          "Modern private hospitals and clinics in a major resort city with direct flights from across North America.",
      },
    ],
  },
];
