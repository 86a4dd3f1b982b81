/** The one table of paths used by routes, navigation, footer and content alike. */
export const paths = {
  home: "/",
  about: "/about",
  news: "/news",
  documents: "/documents",
  sdgs: "/sdgs",
  careers: "/careers",
  events: "/events",
  aboutOverview: "/about/overview",
  aboutCharter: "/about/charter",
  aboutMembership: "/about/membership",
  aboutStructure: "/about/structure",
  aboutEssential: "/about/essential",
  siteIndex: "/site-index",
  faq: "/faq",
  privacy: "/privacy-notice",
  terms: "/terms-of-use",
} as const;

/** Every content page of the site, by section. Image ids are the path without its leading slash, slashes as dashes. */
export const contentPaths = {
  about: [
    "/about/overview",
    "/about/charter",
    "/about/membership",
    "/about/structure",
    "/about/essential",
  ],
  stories: [
    "/stories/unga80-high-level-week",
    "/stories/carbon-markets",
    "/stories/air-pollution-facts",
    "/stories/reduce-air-pollution",
  ],
  structure: [
    "/structure/general-assembly",
    "/structure/security-council",
    "/structure/economic-social-council",
    "/structure/international-court",
    "/structure/secretariat",
    "/structure/trusteeship-council",
  ],
  "global-issues": [
    "/global-issues/democracy",
    "/global-issues/child-safety",
    "/global-issues/climate",
    "/global-issues/atomic-energy",
  ],
  media: [
    "/media/un-80-achievements",
    "/media/awake-at-night-podcast",
    "/media/sg-interview-unga80",
    "/media/unga80-facts",
  ],
  topics: ["/climate-change", "/gender-equality", "/ending-poverty"],
  help: ["/faq", "/privacy-notice", "/terms-of-use"],
} as const;

export type ContentPath = (typeof contentPaths)[keyof typeof contentPaths][number];

/** The image id of a content page: "/stories/carbon-markets" → "stories-carbon-markets". */
export function imageIdFor(path: string): string {
  return path.replace(/^\//, "").replaceAll("/", "-");
}

/** The content page that plays the site's own intro film above its text. */
export const FILM_PAGE_PATH = "/media/un-80-achievements";
