import type { CitySeed, CountrySeed } from "../types";

export const COUNTRIES: CountrySeed[] = [
  {
    slug: "turkey",
    name: "Turkey",
    flag: "🇹🇷",
    description:
      "A leading destination for hair restoration, dental work and cosmetic surgery, with modern private hospitals and short flights from most of Europe.",
    patientsPerYear: "1.2M+",
    savingsRange: "60-80%",
    popularTreatments: ["Hair Transplant", "Dental", "Cosmetic Surgery", "Eye Surgery"],
    specialNote:
      "Many clinics offer all-inclusive packages with hotel, airport transfers and a personal translator.",
    image: "/images/countries/turkey.svg",
  },
  {
    slug: "south-korea",
    name: "South Korea",
    flag: "🇰🇷",
    description:
      "Known for advanced facial cosmetic surgery, laser eye surgery and comprehensive health screening, delivered in highly specialised clinics.",
    patientsPerYear: "600K+",
    savingsRange: "40-60%",
    popularTreatments: ["Cosmetic Surgery", "Eye Surgery", "Health Check-ups", "Dermatology"],
    specialNote:
      "Registered international-patient clinics provide dedicated coordinators and medical interpreters.",
    image: "/images/countries/south-korea.svg",
  },
  {
    slug: "thailand",
    name: "Thailand",
    flag: "🇹🇭",
    description:
      "Internationally accredited hospitals, experienced cosmetic and fertility specialists, and a relaxed setting for recovery.",
    patientsPerYear: "1.5M+",
    savingsRange: "50-70%",
    popularTreatments: ["Health Check-ups", "Cosmetic Surgery", "Dental", "Fertility", "Orthopaedics"],
    specialNote:
      "Several Bangkok hospitals run international patient centres with interpreters in more than ten languages.",
    image: "/images/countries/thailand.svg",
  },
  {
    slug: "mexico",
    name: "Mexico",
    flag: "🇲🇽",
    description:
      "A convenient choice for patients from North America, with established bariatric, dental and cosmetic clinics close to the US border and on the Caribbean coast.",
    patientsPerYear: "1M+",
    savingsRange: "60-80%",
    popularTreatments: ["Bariatric Surgery", "Dental", "Cosmetic Surgery", "Fertility"],
    specialNote:
      "Tijuana clinics are a short drive from San Diego, and many arrange border-crossing transfers.",
    image: "/images/countries/mexico.svg",
  },
];

export const CITIES: CitySeed[] = [
  {
    slug: "istanbul",
    countrySlug: "turkey",
    name: "Istanbul",
    tagline: "Where two continents meet modern medicine",
    description:
      "Turkey's largest city is home to many of the country's private hospitals and specialist clinics, with direct flights from most major cities and a wide choice of hotels for recovery.",
    image: "/images/cities/istanbul.svg",
    lat: 41.0082,
    lng: 28.9784,
  },
  {
    slug: "antalya",
    countrySlug: "turkey",
    name: "Antalya",
    tagline: "Treatment on the Turkish Riviera",
    description:
      "A Mediterranean resort city with modern dental and eye clinics, a busy international airport and a calm seafront that suits a gentle recovery.",
    image: "/images/cities/antalya.svg",
    lat: 36.8969,
    lng: 30.7133,
  },
  {
    slug: "izmir",
    countrySlug: "turkey",
    name: "Izmir",
    tagline: "Aegean calm with university-hospital expertise",
    description:
      "Turkey's third city combines well-regarded teaching hospitals and fertility centres with a relaxed coastal atmosphere and a walkable seafront.",
    image: "/images/cities/izmir.svg",
    lat: 38.4237,
    lng: 27.1428,
  },
  {
    slug: "bursa",
    countrySlug: "turkey",
    name: "Bursa",
    tagline: "Green city at the foot of Mount Uludag",
    description:
      "A historic city south of the Sea of Marmara with a growing number of hair and dental clinics, easily reached from Istanbul by ferry or road.",
    image: "/images/cities/bursa.svg",
    lat: 40.1885,
    lng: 29.061,
  },
  {
    slug: "seoul",
    countrySlug: "south-korea",
    name: "Seoul",
    tagline: "Precision care in a city that never slows down",
    description:
      "South Korea's capital is a global centre for facial cosmetic surgery, laser vision correction and health screening, with efficient public transport and clinics clustered around Gangnam.",
    image: "/images/cities/seoul.svg",
    lat: 37.5665,
    lng: 126.978,
  },
  {
    slug: "bangkok",
    countrySlug: "thailand",
    name: "Bangkok",
    tagline: "Hospital-grade care with a warm welcome",
    description:
      "Thailand's capital hosts several internationally accredited hospitals with dedicated international patient centres, interpreters and on-site visa support.",
    image: "/images/cities/bangkok.svg",
    lat: 13.7563,
    lng: 100.5018,
  },
  {
    slug: "phuket",
    countrySlug: "thailand",
    name: "Phuket",
    tagline: "Island recovery by the Andaman Sea",
    description:
      "Thailand's largest island offers dental and cosmetic clinics alongside quiet beaches and resort hotels, making it a popular choice for combining treatment with rest.",
    image: "/images/cities/phuket.svg",
    lat: 7.8804,
    lng: 98.3923,
  },
  {
    slug: "tijuana",
    countrySlug: "mexico",
    name: "Tijuana",
    tagline: "Specialist care just across the border",
    description:
      "Minutes from San Diego, Tijuana is known for bariatric and dental clinics that regularly welcome patients from the United States and Canada.",
    image: "/images/cities/tijuana.svg",
    lat: 32.5149,
    lng: -117.0382,
  },
  {
    slug: "cancun",
    countrySlug: "mexico",
    name: "Cancun",
    tagline: "Caribbean coast, modern clinics",
    description:
      "A resort city on the Yucatan Peninsula with cosmetic and fertility clinics, direct flights from North America and Europe, and plenty of calm places to recover.",
    image: "/images/cities/cancun.svg",
    lat: 21.1619,
    lng: -86.8515,
  },
];
