import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/privacy-notice",
  section: "help",
  title: "Privacy Notice",
  lead: "This site has no accounts, forms, cookies or trackers. It keeps one setting and one flag in your browser, and its server log holds no personal identifiers.",
  image: {
    id: "privacy-notice",
    alt: "Illustration of a closed padlock on a browser window next to a small shield",
  },
  body: [
    {
      kind: "paragraph",
      text: "This notice is short because this site collects very little. There are no user accounts, no sign-up or contact forms and no cookies. The site uses no analytics, advertising or tracking tools of any kind. Every file it needs, including its text, images, styles and code, is served from the site itself, so your browser makes no requests to any third party while you read these pages. The sections below describe everything the site stores in your browser and everything its server records.",
    },
    { kind: "heading", text: "What is stored in your browser" },
    {
      kind: "paragraph",
      text: "The site uses your browser's local storage for one purpose only: to remember the display theme you choose with the floating theme button. It saves a single entry under the key un-theme, holding one of four values: high-contrast-dark, normal, light-high-contrast or system. Nothing else is kept in local storage. The entry stays in your browser until you choose another theme or clear the site's data. It is read only by the pages of this site in your browser and is never sent to the server.",
    },
    {
      kind: "paragraph",
      text: "The site also uses your browser's session storage for a single flag, un-splash-seen. It records that the welcome screen has already been shown, so that you see it only once in each browser tab. Session storage is cleared automatically when you close the tab. The language you read the site in is not stored at all: it is chosen by the address (URL) of the page, so switching language simply means opening a different address. No other information is written to your device.",
    },
    { kind: "heading", text: "What the server records" },
    {
      kind: "paragraph",
      text: "For each request it receives, the web server writes one line to its operational log. The line contains only the request method, the path requested, the status of the response, the size of the response and the time taken to produce it. The log does not contain IP addresses, cookies, browser details or any other identifiers, so it cannot be used to tell who made a request or to follow a visitor from page to page. It serves only to keep the site running smoothly and to investigate faults.",
    },
    { kind: "heading", text: "How to clear what is stored" },
    {
      kind: "paragraph",
      text: "You can remove the stored theme and flag at any time. In most browsers, open the settings, find the section on privacy, cookies or site data, and choose to clear the stored data for this site; many browsers also offer this through the site information icon beside the address bar. Closing the tab removes the session flag on its own. If you use a private or incognito window, both entries are deleted when the window is closed. After clearing, the site uses its default display until you pick a theme again.",
    },
  ],
  related: [
    { label: "Frequently Asked Questions", href: "/faq" },
    { label: "Terms of Use", href: "/terms-of-use" },
    { label: "Site Index", href: "/site-index" },
  ],
};
