import { SUPPORT_EMAIL } from "../contact";
import type { ContactPanelContent } from "../types";

/** /contact yan paneli Türkçe (../contact.ts'den çevrildi). */
export const CONTACT_PANEL: ContactPanelContent = {
  heading: "Bize ulaşın",
  intro:
    "Bir klinik, teklif veya rezervasyonla ilgili sorunuz mu var? Ekibimiz size memnuniyetle yardımcı olur. Lütfen tıbbi kayıtlarınızı e-postayla göndermeyin; bunun yerine panelinizden güvenli şekilde yükleyin.",
  channels: [
    {
      id: "email",
      title: "E-posta Desteği",
      value: SUPPORT_EMAIL,
      lines: ["24-48 saat içinde yanıt veriyoruz."],
      href: `mailto:${SUPPORT_EMAIL}`,
      status: "available",
    },
    {
      id: "phone",
      title: "Telefon Desteği",
      value: "",
      lines: ["Pzt-Cum, 09.00-18.00 (Türkiye saati)"],
      status: "available",
    },
    {
      id: "office",
      title: "Ofis",
      value: "Bursa, Türkiye",
      lines: ["Fevzi Çakmak Caddesi No. 31, Kat 3", "Osmangazi, 16050 Bursa", "Türkiye"],
      status: "available",
    },
    {
      id: "hq",
      title: "Dubai Genel Merkezi",
      value: "Dubai, Birleşik Arap Emirlikleri",
      lines: ["Çok yakında"],
      status: "coming-soon",
    },
  ],
  urgentNote: {
    title: "Acil yardıma mı ihtiyacınız var?",
    text: "E-postanızın konu satırına “URGENT” (acil) yazın; destek ekibimiz e-postanıza öncelik verecektir. Tıbbi bir acil durumda önce bulunduğunuz yerdeki acil yardım hizmetlerini arayın.",
  },
  ui: {
    comingSoon: "Çok yakında",
    quickAnswer: "Hızlı bir yanıt mı arıyorsunuz?",
    readFaq: "SSS'yi okuyun",
  },
};
