import { SUPPORT_EMAIL } from "../contact";
import type { ContactPanelContent } from "../types";

/** اللوحة الجانبية لصفحة /contact بالعربية (مترجمة من ../contact.ts). */
export const CONTACT_PANEL: ContactPanelContent = {
  heading: "تواصل معنا",
  intro:
    "هل لديك أسئلة عن عيادة أو عرض سعر أو حجز؟ يسعد فريقنا بمساعدتك. يُرجى عدم إرسال السجلات الطبية بالبريد الإلكتروني، بل رفعها بأمان من لوحة التحكم.",
  channels: [
    {
      id: "email",
      title: "الدعم عبر البريد الإلكتروني",
      value: SUPPORT_EMAIL,
      lines: ["نردّ خلال 24 إلى 48 ساعة."],
      href: `mailto:${SUPPORT_EMAIL}`,
      status: "available",
    },
    {
      id: "phone",
      title: "الدعم الهاتفي",
      value: "",
      lines: ["من الاثنين إلى الجمعة، من 9 صباحًا حتى 6 مساءً (بتوقيت تركيا)"],
      status: "available",
    },
    {
      id: "office",
      title: "المكتب",
      value: "بورصة، تركيا",
      lines: ["Fevzi Cakmak Caddesi No. 31، الطابق 3", "Osmangazi, 16050 Bursa", "تركيا"],
      status: "available",
    },
    {
      id: "hq",
      title: "المقر الرئيسي في دبي",
      value: "دبي، الإمارات العربية المتحدة",
      lines: ["قريبًا"],
      status: "coming-soon",
    },
  ],
  urgentNote: {
    title: "هل تحتاج إلى مساعدة عاجلة؟",
    text: "اكتب كلمة «URGENT» (عاجل) في موضوع رسالتك الإلكترونية، وسيمنحها فريق الدعم الأولوية. وفي حالات الطوارئ الطبية، اتصل أولًا بخدمات الطوارئ المحلية.",
  },
  ui: {
    comingSoon: "قريبًا",
    quickAnswer: "هل تبحث عن إجابة سريعة؟",
    readFaq: "اقرأ الأسئلة الشائعة",
  },
};
