import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/faq",
  section: "help",
  title: "Frequently Asked Questions",
  lead: "Answers to common questions about the United Nations and about this website, from finding documents and visiting to themes, languages and accessibility.",
  image: {
    id: "faq",
    alt: "Illustration of large question marks and speech bubbles around an open laptop",
  },
  body: [
    { kind: "heading", text: "What is the United Nations?" },
    {
      kind: "paragraph",
      text: "The United Nations is an international organisation founded in 1945, after the Second World War, by 51 countries committed to keeping the peace and working together. Today it has 193 Member States. It gives countries a place to discuss shared problems and agree on action, and through its funds, programmes and specialized agencies it works on peace and security, human rights, humanitarian aid, health, climate change and sustainable development. Its work is guided by the Charter of the United Nations, its founding treaty.",
    },
    { kind: "heading", text: "How can I find official UN documents?" },
    {
      kind: "paragraph",
      text: "Official documents of the United Nations, such as resolutions, reports and meeting records, are identified by a document symbol made of letters and numbers. The first part usually shows which body issued the document: symbols beginning with A/ belong to the General Assembly, S/ to the Security Council and E/ to the Economic and Social Council. Official documents are published in all six official languages. The Documents page of this site is the place to start, and the pages on each main organ explain what kinds of decisions they take.",
    },
    { kind: "heading", text: "Can I visit the United Nations?" },
    {
      kind: "paragraph",
      text: "Yes. Guided tours are offered at the Headquarters in New York and at several other United Nations offices, such as the Palais des Nations in Geneva and the Vienna International Centre. Tours usually take visitors through some of the main meeting rooms and explain the history and work of the Organization. Visits normally need to be booked in advance, all visitors pass through a security check and must carry valid photo identification, and tours may be limited or suspended during major meetings, such as the high-level week of the General Assembly in September.",
    },
    { kind: "heading", text: "Is this website accessible?" },
    {
      kind: "paragraph",
      text: "The site is designed to be usable by as many people as possible, including people who navigate with a keyboard, use a screen reader or enlarge text with their browser's zoom. Pages are organised with clear headings, every meaningful image has a text description, and the text is written in plain language. If the default colours are hard for you to read, the theme button offers two high-contrast options. We aim to follow the Web Content Accessibility Guidelines, and we treat any barrier that remains as a fault to be fixed.",
    },
    { kind: "heading", text: "How do I change the colours of the site?" },
    {
      kind: "paragraph",
      text: "Use the floating theme button, which is available on every page. It offers four display themes: High Contrast Dark, Normal, Light High Contrast and System. The System theme follows the light or dark setting of your device. Your choice is remembered in your browser's local storage under a single entry, un-theme, so that the site looks the same the next time you visit. The choice stays in your browser and is not sent to the server. You can switch theme at any time, or reset it by clearing the site's data in your browser.",
    },
    { kind: "heading", text: "In which languages is the site available?" },
    {
      kind: "paragraph",
      text: "The site is available in the six official languages of the United Nations: Arabic, Chinese, English, French, Russian and Spanish. You can switch language from the language menu. The language you are reading is part of the page address, so a link you share opens in the same language for the person who receives it, and bookmarks keep their language too. Because the address already says which language to use, your choice is not stored in your browser.",
    },
    { kind: "heading", text: "How can I contact the United Nations?" },
    {
      kind: "paragraph",
      text: "This website is a read-only source of information. It has no forms, accounts or mailing lists, and it cannot receive messages. If you have a question for the United Nations itself, the Organization's information centres in many countries provide public information, often in local languages, and United Nations offices and agencies publish their own contact details. If you are interested in working for the Organization, see the Careers page. For questions about how this site handles data, the Privacy Notice explains exactly what is stored and recorded.",
    },
  ],
  related: [
    { label: "Privacy Notice", href: "/privacy-notice" },
    { label: "Terms of Use", href: "/terms-of-use" },
    { label: "Essential Facts", href: "/about/essential" },
    { label: "Documents", href: "/documents" },
  ],
};
