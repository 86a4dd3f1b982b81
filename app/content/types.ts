/**
 * The records of the specification (section 3) and the content pages behind the home links.
 * Every content module is checked against these types.
 */

/** An original raster image produced by `npm run media`, served as AVIF with a WebP fallback. */
export interface ImageRef {
  /** File stem under /images/content/, e.g. "stories-carbon-markets" → /images/content/stories-carbon-markets-640.avif */
  id: string;
  alt: string;
}

export interface Story {
  category: string;
  title: string;
  description: string;
  image: ImageRef;
  link: string;
}

export type GoalNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

export interface Goal {
  number: GoalNumber;
  title: string;
  /** Public path of the goal's SVG icon, e.g. /images/goals/goal-01.svg */
  icon: string;
  description: string;
  /** Official goal colour as a hex string. */
  colour: `#${string}`;
}

export interface Fact {
  title: string;
  text: string;
  link: string;
}

export interface StructureBody {
  name: string;
  description: string;
  link: string;
}

export type MediaType = "Video" | "Podcast" | "Interview" | "Facts";

export interface MediaItem {
  type: MediaType;
  title: string;
  description: string;
  link: string;
}

export interface EssentialCard {
  title: string;
  description: string;
  link: string;
  image: ImageRef;
}

/** A link to another page of the site. */
export interface RelatedLink {
  label: string;
  href: string;
}

/** A block of an article body. */
export type ContentBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "quote"; text: string; source: string };

/** The groups a content page belongs to; each has a heading in breadcrumbs and the site index. */
export type ContentSection =
  "about" | "stories" | "structure" | "global-issues" | "media" | "topics" | "help";

export interface ContentPage {
  /** The page's path, e.g. "/stories/carbon-markets". */
  path: string;
  section: ContentSection;
  title: string;
  /** One or two sentences shown under the title and used as the meta description. */
  lead: string;
  /** ISO date (YYYY-MM-DD) for dated articles (stories, media); omitted for reference pages. */
  published?: string;
  image: ImageRef;
  body: ContentBlock[];
  related: RelatedLink[];
}
