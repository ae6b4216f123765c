import type { LegalContent, LegalDocumentMeta, LegalSection } from "./types";

/**
 * Content for /terms, /privacy and /cookies. Plain text only.
 * Written in plain English; it is product copy and should be reviewed by a lawyer before launch.
 */

/** ISO date (YYYY-MM-DD) on which the current versions of all three documents take effect. */
export const LEGAL_EFFECTIVE_DATE = "2026-11-01";

export const LEGAL_CONTACT_EMAIL = "support@careatlas.example";

export const LEGAL_DOCUMENTS: Record<LegalDocumentMeta["slug"], LegalDocumentMeta> = {
  terms: {
    slug: "terms",
    title: "Terms of Service",
    summary:
      "The rules for using CareAtlas, how bookings, deposits and cancellations work, and what we are and are not responsible for.",
  },
  privacy: {
    slug: "privacy",
    title: "Privacy Policy",
    summary:
      "What personal data we store, why we store it, who we share it with, and the choices and rights you have.",
  },
  cookies: {
    slug: "cookies",
    title: "Cookie Policy",
    summary:
      "The cookies and browser storage CareAtlas uses, what each type does, and how you can control them.",
  },
};

export const TERMS: LegalSection[] = [
  {
    heading: "About these terms",
    paragraphs: [
      "These terms explain how you may use the CareAtlas website and services. By creating an account, requesting a quote or making a booking, you agree to them. Please read them carefully; if you do not agree, please do not use the service.",
      "In these terms, 'CareAtlas', 'we' and 'us' mean the operator of the CareAtlas platform. 'You' means the person using the service. 'Clinic partner' means a clinic, hospital or other healthcare provider listed on CareAtlas.",
    ],
  },
  {
    heading: "What CareAtlas is, and is not",
    paragraphs: [
      "CareAtlas is a comparison and booking platform. We help you find, compare and contact verified clinic partners, and we provide tools to request quotes, make bookings, pay deposits, exchange messages and keep your records in one place.",
      "CareAtlas is not a healthcare provider. We do not give medical advice, diagnose conditions or recommend a particular treatment for you. Information on the website, including guides, blog articles and reviews, is general information only. Decisions about your treatment should be made with a qualified clinician who can assess you.",
    ],
  },
  {
    heading: "Bookings are made directly with clinic partners",
    paragraphs: [
      "When you book a treatment or package through CareAtlas, your agreement for that treatment is made directly between you and the clinic partner. The clinic partner is responsible for your medical care, including assessment, consent, the treatment itself and aftercare, and it may ask you to accept its own terms and consent forms.",
      "A clinic partner may decline or change a proposed treatment after reviewing your medical information or assessing you in person. Where that changes the price, the clinic should explain why in writing, and you may decide not to proceed.",
      "We verify clinic partners before listing them, but verification is not a guarantee of any clinic's performance or of any particular result.",
    ],
  },
  {
    heading: "Your account",
    paragraphs: [
      "You must be at least 18 years old to create an account. Please give accurate information, keep your password private and let us know promptly if you think someone else has used your account. You can turn on two-factor authentication for extra protection.",
      "You are responsible for activity on your account. You can close your account at any time from your dashboard.",
    ],
  },
  {
    heading: "Prices, quotes and currency",
    paragraphs: [
      "Prices are set by clinic partners. We show them as clearly as we can, including what a package includes and excludes, but a clinic may need to assess you before confirming a final price.",
      "Quotes from clinic partners are valid until the expiry date shown. You can accept or decline a quote in your dashboard while it is still valid.",
      "You can choose to display prices in US dollars, euros or British pounds. Converted prices use fixed reference rates and are a guide only. Package payments are processed in US dollars, and the final amount is shown at checkout before you pay. Your card provider may apply its own exchange rate or fees.",
    ],
  },
  {
    heading: "Deposits",
    paragraphs: [
      "To book a package you pay a deposit by card through our card payment provider. We do not see or store your full card details.",
      "Your deposit is protected until the clinic partner confirms your appointment. If the clinic partner cannot confirm a date, or decides after reviewing your information that it cannot treat you, your deposit is refunded in full to the card you paid with.",
      "Once your appointment is confirmed, the deposit is applied to the cost of your treatment. Any balance is payable as described in your booking and the clinic partner's terms.",
    ],
  },
  {
    heading: "Cancellations and changes",
    paragraphs: [
      "Before your appointment is confirmed, you can cancel your booking at any time and your deposit will be refunded in full.",
      "After your appointment is confirmed, cancellations and date changes are subject to the clinic partner's cancellation policy, which is shown before you book. Please read it carefully; some clinics cannot refund costs they have already committed, such as hotel reservations.",
      "If a clinic partner cancels a confirmed appointment, you are entitled to a full refund of your deposit, and our support team will help you look at alternatives if you wish.",
      "Refunds are made to the original card. The time it takes to appear depends on your card provider.",
    ],
  },
  {
    heading: "Reviews",
    paragraphs: [
      "Only patients with a completed booking can leave a review for the clinic they were treated at. Reviews must describe your own genuine experience.",
      "Please do not include other people's personal information, offensive or discriminatory language, promotional content, or statements you know to be untrue. Reviews describe personal experiences and must not be presented as medical advice.",
      "We may remove or decline to publish a review that breaks these rules. We do not remove reviews simply because they are negative, and clinic partners cannot pay to hide, edit or remove a review. By posting a review you allow us to display it on CareAtlas.",
    ],
  },
  {
    heading: "Acceptable use",
    paragraphs: [
      "Please use CareAtlas lawfully and respectfully. You must not provide false information, impersonate anyone, harass clinic staff or other users, upload malicious files, try to access accounts or data that are not yours, interfere with the security or running of the service, or copy or scrape content from the website in bulk.",
      "We may suspend or close accounts that break these terms, and we may report unlawful activity to the relevant authorities.",
    ],
  },
  {
    heading: "Our liability",
    paragraphs: [
      "CareAtlas is not responsible for treatment outcomes, or for the acts or omissions of clinic partners, which are independent providers responsible for the care they give.",
      "We work hard to keep the service accurate and available, but we cannot promise that it will always be uninterrupted or error-free. To the extent permitted by law, we are not liable for indirect or consequential losses, and our total liability to you in connection with a booking is limited to the amount you paid through CareAtlas for that booking.",
      "Nothing in these terms limits any liability that cannot be limited by law, such as liability for fraud, or for death or personal injury caused by our own negligence, or your statutory rights as a consumer.",
    ],
  },
  {
    heading: "Changes to these terms",
    paragraphs: [
      "We may update these terms from time to time. We will show the effective date at the top of this page and, for significant changes, tell you by email or in your dashboard before they take effect. Bookings already made continue under the terms that applied when you made them.",
    ],
  },
  {
    heading: "Governing law",
    paragraphs: [
      "These terms are governed by the laws of the country in which the company operating CareAtlas is registered, and disputes will be handled by the courts of that country. This does not take away any mandatory consumer protection rights you have under the laws of the country where you live, including the right to bring a claim in your local courts where the law allows.",
      "Your agreement with a clinic partner for treatment may be governed by the law of the country where the clinic is located.",
    ],
  },
  {
    heading: "Contact us",
    paragraphs: [
      "If you have a question about these terms, or a concern about a booking, please write to support@careatlas.example. Our office is in Bursa, Turkey, and our support team replies to emails within 24-48 hours.",
    ],
  },
];

export const PRIVACY: LegalSection[] = [
  {
    heading: "About this policy",
    paragraphs: [
      "This policy explains what personal data CareAtlas stores, why we store it, who we share it with and the rights you have. CareAtlas is responsible for the personal data processed through our website and dashboard.",
      "We collect only what we need to run the service, we never sell your data, and we do not share it with anyone without your consent except with the service providers described below or where the law requires it.",
    ],
  },
  {
    heading: "What we store and why",
    paragraphs: [
      "Account data: your name, email address, password (stored only in a securely hashed form) and sign-in security settings such as two-factor authentication. We use these to create your account, let you sign in and keep your account secure.",
      "Profile: details you choose to add, such as your phone number, nationality, the treatments you are interested in, languages you speak and a profile photo. We use these to personalise your dashboard and to help clinics communicate with you.",
      "Favourites: the clinics and packages you save, so that you can find them again.",
      "Messages: the messages you exchange with clinic partners through CareAtlas, so that both sides have a record of the conversation.",
      "Quote requests and quotes: the treatment you asked about, the clinic's reply, the amount, status and expiry date.",
      "Bookings: the clinic, treatment, dates, costs, currency, booking reference and status.",
      "Payment references: the reference and status of each payment, so that we can match deposits to bookings and issue refunds. Your card details are handled by our card payment provider and are not stored by us.",
      "Contact and newsletter: the details you give when you use the contact form or sign up for our newsletter, used to reply to you or to send the emails you asked for.",
      "Technical data: basic information such as your IP address, browser type and the pages you request, kept in security logs to protect the service and to investigate misuse.",
    ],
  },
  {
    heading: "Health data",
    paragraphs: [
      "Some of what you share with us is health data, which deserves extra care. This includes medical records you upload, such as scans, test results and letters, and any health information you include in messages or quote requests.",
      "Medical records you upload are stored encrypted. They are shared with a clinic partner only with your explicit consent, given separately for each clinic, and you can withdraw that consent at any time from your dashboard. Withdrawing consent stops that clinic's access straight away. It cannot recall copies the clinic has already downloaded; the clinic must handle those under its own data protection obligations.",
      "Every access to your medical records is logged, and you can see that log in your dashboard: who opened which file, and when.",
    ],
  },
  {
    heading: "Our legal bases",
    paragraphs: [
      "Contract: we process account, booking, quote, message and payment data because we need it to provide the service you asked for.",
      "Consent: we process health data, including uploaded medical records, only with your explicit consent, and we share it with a clinic only with your explicit consent for that clinic. We also rely on consent for marketing emails. You can withdraw consent at any time.",
      "Legitimate interests: we use technical data to keep the service secure, prevent fraud and understand and fix problems.",
      "Legal obligation: we keep some booking and payment records because tax and accounting laws require it.",
    ],
  },
  {
    heading: "Who we share data with",
    paragraphs: [
      "We do not sell your personal data, and we do not share it without your consent. When you send a message, request a quote or make a booking, we share with the clinic partner you chose the details it needs to respond, such as your name, contact details and the request itself. Medical records are shared only as described in the health data section above.",
      "We use a small number of service providers (processors) who handle data on our behalf, under contract and only on our instructions: an email delivery provider that sends account and booking emails; a card payment provider that processes payments and holds your card details; and a hosting provider that runs our servers, database and file storage.",
      "Where a provider processes data outside your country, we use appropriate safeguards required by law. We may also disclose data if the law requires it, or to protect the rights and safety of our users.",
    ],
  },
  {
    heading: "How long we keep data",
    paragraphs: [
      "We keep your account data, profile, favourites, messages, quotes and medical records for as long as your account is open, unless you delete them sooner.",
      "When you delete your account, we act at once. We erase your account, profile, photo, sign-in methods and sessions, favourites, notifications, quote requests and quotes, your conversations with clinics and their messages (also for the clinics), your uploaded medical records and every stored copy of their files, and your newsletter, search-alert and contact-form entries sent with your email address.",
      "We anonymise what the law or other people need: your bookings and deposit payments stay with the clinic for its tax and accounting records, with your name and account removed (the treatment, dates, amounts and the card's brand and last four digits are kept), and your published reviews stay under the name 'Former patient'. We keep security logs for a limited period, after which they are deleted.",
      "We keep a minimal record of the consents you gave and of who accessed your medical records, without your name, email address or any health content, as evidence that your data was handled lawfully. We then send one last email to your address to confirm the deletion.",
      "Copies in secure backups are removed as those backups expire in the normal cycle.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "Access: you can see most of your data in your dashboard at any time, and you can ask us for a full copy.",
      "Download your data: 'Download my data' in your dashboard gives you a zip archive with everything we store about you: a machine-readable data.json file (account, profile, bookings and payments, quote requests and quotes, conversations and messages, medical records, consents, the record access log, reviews, notifications, favourites, sessions and sign-in methods), the medical record files you uploaded, and a README describing the format. Passwords (which we store only as a hash), session tokens and security secrets are never included.",
      "Correction: you can update your profile yourself, or ask us to correct anything that is wrong.",
      "Deletion: you can delete your account and personal data at any time with 'Delete my account' in your dashboard, or by emailing a request to support@careatlas.example.",
      "You can also object to or ask us to restrict certain processing, and withdraw consent at any time. If you are unhappy with how we have handled your data, please contact us first; you also have the right to complain to the data protection authority in your country.",
    ],
  },
  {
    heading: "Security",
    paragraphs: [
      "All connections to CareAtlas are encrypted in transit. Medical records are encrypted at rest, passwords are stored only in hashed form, and two-factor authentication is available for your account.",
      "Access to personal data inside CareAtlas is limited to the people who need it for their work, and access to medical records is logged. No system is perfectly secure, but if a breach affecting your data occurs we will tell you and the relevant authorities as the law requires.",
    ],
  },
  {
    heading: "Children",
    paragraphs: [
      "CareAtlas is intended for adults, and you must be 18 or over to create an account. If treatment is being considered for a child, a parent or legal guardian should use their own account and make all arrangements. If you believe a child has given us personal data, please contact us and we will delete it.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "We use a small number of essential cookies and preference storage. Our Cookie Policy explains what they are and how to control them.",
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "We may update this policy from time to time. The effective date at the top of the page shows when it last changed, and we will tell you about significant changes by email or in your dashboard.",
    ],
  },
  {
    heading: "Contact us",
    paragraphs: [
      "For any privacy question or request, please email support@careatlas.example with 'Privacy' in the subject line, or write to our office in Bursa, Turkey. We aim to reply within 24-48 hours and to complete requests within one month.",
    ],
  },
];

export const COOKIES: LegalSection[] = [
  {
    heading: "About cookies",
    paragraphs: [
      "Cookies are small text files that a website stores in your browser. Similar technologies, such as your browser's local storage, work in much the same way. In this policy we use 'cookies' to mean both.",
      "Cookies generally fall into four types: essential, preference, analytics and marketing. This page explains each type and which ones CareAtlas uses.",
    ],
  },
  {
    heading: "What we use today",
    paragraphs: [
      "CareAtlas currently uses only essential cookies and preference storage. We do not use analytics or marketing cookies. If we ever want to use them, we will ask for your permission first, and you will be able to say no without affecting how the website works for you.",
    ],
  },
  {
    heading: "Essential cookies",
    paragraphs: [
      "What they do: essential cookies make the website work and keep it secure. Without them you could not sign in or use your dashboard, so they cannot be switched off in our settings.",
      "Examples: the session cookie that keeps you signed in as you move between pages; short-lived cookies that protect the sign-in process, for example while you complete two-factor verification; and a short-lived cookie that carries a one-time confirmation message from one page to the next.",
      "They are not used to track you across other websites.",
    ],
  },
  {
    heading: "Preference cookies and storage",
    paragraphs: [
      "What they do: preference storage remembers choices you make so that you do not have to repeat them on every visit.",
      "Examples: careatlas-currency remembers the currency you chose for displaying prices (US dollars, euros or pounds); careatlas-favorites keeps the clinics you have saved in this browser; and app-banner-dismissed remembers that you closed the mobile app banner so it does not appear again.",
      "This information stays in your browser. We do not use it for advertising or to build a profile of you.",
    ],
  },
  {
    heading: "Analytics cookies",
    paragraphs: [
      "What they do: analytics cookies help a website understand how it is used, for example how many people visit a page, how they arrived and where they leave, usually in aggregated form.",
      "Examples: cookies set by web analytics tools that assign your browser a random identifier to count visits.",
      "We do not currently use analytics cookies. We would ask for your consent before using them.",
    ],
  },
  {
    heading: "Marketing cookies",
    paragraphs: [
      "What they do: marketing cookies are used to show advertising that is relevant to you and to measure advertising campaigns, often by following your activity across different websites.",
      "Examples: cookies set by advertising networks or social media platforms.",
      "We do not currently use marketing cookies. We would ask for your consent before using them.",
    ],
  },
  {
    heading: "How to control cookies",
    paragraphs: [
      "You can view, block or delete cookies and site data in your browser's settings, and most browsers offer a private browsing mode that removes them when you close the window. Guidance is available in the help pages of your browser.",
      "If you block essential cookies, you will not be able to sign in. If you clear preference storage, the site will return to its defaults, such as showing prices in US dollars, and favourites saved only in your browser will be removed.",
      "If we introduce optional cookies in future, we will show you a clear choice when you visit, and you will be able to change your mind at any time.",
    ],
  },
  {
    heading: "Changes and contact",
    paragraphs: [
      "We will update this policy if the cookies we use change, and show the new effective date at the top of the page. If you have any questions, please email support@careatlas.example.",
    ],
  },
];

export const LEGAL: LegalContent = {
  documents: LEGAL_DOCUMENTS,
  terms: TERMS,
  privacy: PRIVACY,
  cookies: COOKIES,
  ui: {
    eyebrow: "Legal",
    effectiveDate: "Effective date:",
    contents: "Contents",
    otherPolicies: "Other policies",
    contact: "Contact us",
  },
};
