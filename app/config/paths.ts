/** The one table of paths used by routes, navigation, footer and content alike. */
export const paths = {
  home: "/",
  about: "/about",
  news: "/news",
  documents: "/documents",
  sdgs: "/sdgs",
  goals: "/goals",
  careers: "/careers",
  events: "/events",
  aboutOverview: "/about/overview",
  aboutCharter: "/about/charter",
  aboutMembership: "/about/membership",
  aboutStructure: "/about/structure",
  aboutEssential: "/about/essential",
  aboutMemberStates: "/about/member-states",
  siteIndex: "/site-index",
  search: "/search",
  faq: "/faq",
  privacy: "/privacy-notice",
  terms: "/terms-of-use",
  accessibility: "/accessibility",
  /** The Atom feed of stories, one per language ("/fr/feed.xml"), written by the build. */
  feed: "/feed.xml",
  /** The iCalendar file of international days and events, one per language ("/fr/events.ics"). */
  calendar: "/events.ics",
} as const;
