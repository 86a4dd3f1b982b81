import type { Messages } from "~/i18n/en";
import { paths } from "./paths";

type NavLabel = keyof Messages["nav"];
type FooterLabel = keyof Messages["footer"]["links"];
type FooterHeading = "mainBodies" | "resources" | "campaigns" | "contact";

export interface NavItem {
  label: NavLabel;
  href: string;
  children?: readonly NavItem[];
}

/** The top navigation bar, in order. */
export const mainNavigation: readonly NavItem[] = [
  { label: "home", href: paths.home },
  {
    label: "about",
    href: paths.about,
    children: [
      { label: "aboutOverview", href: paths.aboutOverview },
      { label: "aboutCharter", href: paths.aboutCharter },
      { label: "aboutMembership", href: paths.aboutMembership },
      { label: "aboutStructure", href: paths.aboutStructure },
      { label: "aboutEssential", href: paths.aboutEssential },
    ],
  },
  { label: "news", href: paths.news },
  { label: "documents", href: paths.documents },
  { label: "sdgs", href: paths.sdgs },
  { label: "careers", href: paths.careers },
  { label: "events", href: paths.events },
];

export interface FooterColumn {
  heading: FooterHeading;
  links: ReadonlyArray<{ label: FooterLabel; href: string }>;
}

/** The four footer columns. */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "mainBodies",
    links: [
      { label: "generalAssembly", href: "/structure/general-assembly" },
      { label: "securityCouncil", href: "/structure/security-council" },
      { label: "ecosoc", href: "/structure/economic-social-council" },
      { label: "icj", href: "/structure/international-court" },
      { label: "secretariat", href: "/structure/secretariat" },
      { label: "trusteeship", href: "/structure/trusteeship-council" },
    ],
  },
  {
    heading: "resources",
    links: [
      { label: "charter", href: paths.aboutCharter },
      { label: "membership", href: paths.aboutMembership },
      { label: "system", href: paths.aboutStructure },
      { label: "essential", href: paths.aboutEssential },
      { label: "media", href: "/media/unga80-facts" },
    ],
  },
  {
    heading: "campaigns",
    links: [
      { label: "climate", href: "/climate-change" },
      { label: "gender", href: "/gender-equality" },
      { label: "poverty", href: "/ending-poverty" },
      { label: "un80", href: "/stories/unga80-high-level-week" },
    ],
  },
  {
    heading: "contact",
    links: [
      { label: "siteIndex", href: paths.siteIndex },
      { label: "faq", href: paths.faq },
      { label: "privacy", href: paths.privacy },
      { label: "terms", href: paths.terms },
    ],
  },
];

/** Whether `href` is the current page or, for a section, contains it (a sub-page also highlights About). */
export function isCurrentSection(pathname: string, item: NavItem): boolean {
  if (pathname === item.href) return true;
  return item.children?.some((child) => child.href === pathname) ?? false;
}
