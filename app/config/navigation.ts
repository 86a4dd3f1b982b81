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
      { label: "aboutMemberStates", href: paths.aboutMemberStates },
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

/** The four footer columns: each heading's links, in order, as label and address. */
const FOOTER_LINKS: Record<FooterHeading, Partial<Record<FooterLabel, string>>> = {
  mainBodies: {
    generalAssembly: "/structure/general-assembly",
    securityCouncil: "/structure/security-council",
    ecosoc: "/structure/economic-social-council",
    icj: "/structure/international-court",
    secretariat: "/structure/secretariat",
    trusteeship: "/structure/trusteeship-council",
  },
  resources: {
    charter: paths.aboutCharter,
    membership: paths.aboutMembership,
    system: paths.aboutStructure,
    essential: paths.aboutEssential,
    media: "/media/unga80-facts",
  },
  campaigns: {
    climate: "/climate-change",
    gender: "/gender-equality",
    poverty: "/ending-poverty",
    un80: "/stories/unga80-high-level-week",
  },
  contact: {
    siteIndex: paths.siteIndex,
    faq: paths.faq,
    privacy: paths.privacy,
    terms: paths.terms,
    accessibility: paths.accessibility,
  },
};

export const footerColumns: readonly FooterColumn[] = Object.entries(FOOTER_LINKS).map(
  ([heading, links]) => ({
    heading: heading as FooterHeading,
    links: Object.entries(links).map(([label, href]) => ({ label: label as FooterLabel, href })),
  }),
);

/** Whether `href` is the current page or, for a section, contains it (a sub-page also highlights About). */
export function isCurrentSection(pathname: string, item: NavItem): boolean {
  if (pathname === item.href) return true;
  return item.children?.some((child) => child.href === pathname) ?? false;
}
