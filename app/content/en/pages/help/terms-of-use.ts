import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/terms-of-use",
  section: "help",
  title: "Terms of Use",
  lead: "Plain-language terms for using this read-only information website and reusing its content. Last updated: 1 September 2025.",
  image: {
    id: "terms-of-use",
    alt: "Illustration of a document with a checklist and a magnifying glass on a light background",
  },
  body: [
    {
      kind: "paragraph",
      text: "These terms explain how you may use this website. The site is a read-only source of information about the United Nations: it has no accounts, no forms and nothing to buy, and you do not need to register or give any personal details to read it. By using the site or reusing its content, you accept these terms; if you do not agree with them, please do not use the site. These terms were last updated on 1 September 2025.",
    },
    { kind: "heading", text: "Using the content" },
    {
      kind: "paragraph",
      text: "The content is provided as is, for general information. We take care to make it accurate, clear and up to date, but we cannot guarantee that every page is complete, current or free of errors, and the site may at times be unavailable. The pages are not legal, financial or professional advice, and the official documents of the United Nations remain the authoritative record of the Organization's decisions. To the extent permitted by law, we are not responsible for any loss that results from relying on the information here.",
    },
    {
      kind: "paragraph",
      text: "You are welcome to reuse the text of this site for non-commercial purposes, such as teaching, research, journalism or personal study, provided that you name this site as the source and do not change the meaning of what you reproduce. Please say clearly if you have shortened, translated or adapted a passage. Reuse for commercial purposes, or in a way that suggests that this site has approved you, your organisation or your work, is not covered by this permission.",
    },
    { kind: "heading", text: "The emblem, images and endorsement" },
    {
      kind: "paragraph",
      text: "The emblem and the images on this site are the site's own and are not included in the permission to reuse text. Please do not copy, alter or use them on your own materials, for example as a logo, an illustration or a badge. A mention of any organisation, country, product or event on this site does not mean that it is endorsed. The names and descriptions used do not imply any opinion about the legal status of any country, territory or area, or of its authorities.",
    },
    { kind: "heading", text: "Links and changes to these terms" },
    {
      kind: "paragraph",
      text: "The links on this site lead to other pages of the same site. We may update these terms from time to time, for example when the site itself changes. The date shown on this page tells you when they were last revised, and the version published here is the one that applies. If you continue to use the site after a change, the updated terms apply to your use from then on. For details of what the site stores in your browser and what its server records, please read the Privacy Notice.",
    },
  ],
  related: [
    { label: "Privacy Notice", href: "/privacy-notice" },
    { label: "Frequently Asked Questions", href: "/faq" },
    { label: "Site Index", href: "/site-index" },
  ],
};
