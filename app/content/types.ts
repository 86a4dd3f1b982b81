/**
 * The records of the specification (section 3) as pages and the home page receive them: content
 * files resolved at build time (see catalog.server.ts), in one language, ready to render.
 */
import type {
  CollectionName,
  DocumentOrgan,
  DocumentType,
  EventKind,
  LanguageCode,
  MediaType,
} from "./collections";
import type { GoalInk } from "./goal-colours";
import type { SourceRecord } from "./schema";

export type { CollectionName, GoalInk, MediaType, SourceRecord };

/** What a document page states about the document (content/documents). */
export interface DocumentFacts {
  symbol?: string;
  /** YYYY-MM-DD. */
  adopted: string;
  organ: DocumentOrgan;
  type: DocumentType;
  /** The official text's address in each language that has one. */
  officialText: Partial<Record<LanguageCode, string>>;
}

/** What an event page states about the day or the event (content/events). */
export interface EventFacts {
  kind: EventKind;
  /** An observance's day every year, "MM-DD". */
  day?: string;
  /** The resolution that proclaimed the day, and its date (YYYY-MM-DD). */
  proclaimedBy?: string;
  proclaimed?: string;
  /** A later resolution that fixed or moved the day's date, and its date (YYYY-MM-DD). */
  dateFixedBy?: string;
  dateFixed?: string;
  organ?: string;
  /** A single event's start and end, local to its time zone: "2025-09-24T14:00". */
  starts?: string;
  ends?: string;
  timeZone?: string;
  place?: string;
}

/** A content image: its renderings are `<stem>-<width>.<format>` (see images.ts). */
export interface ImageView {
  stem: string;
  alt: string;
  /** Shown under the picture: what it shows, in the page's language. */
  caption?: string;
  /** Who took or made it, the same in every language. */
  credit?: string;
}

/** A link to another page of the site, titled in the page's language. */
export interface PageLink {
  path: string;
  title: string;
}

/** A section of a page's body: its heading's words and the id its heading is linked to by. */
export interface PageSection {
  id: string;
  text: string;
}

export interface ContentPage {
  /** The page's unprefixed path, e.g. "/stories/carbon-markets". */
  path: string;
  collection: CollectionName;
  title: string;
  /** One or two sentences shown under the title and used as the meta description. */
  lead: string;
  /** ISO date (YYYY-MM-DD) of dated pages (stories, media). */
  date?: string;
  /** When the text last changed in substance (YYYY-MM-DD), and the editor's note of what changed. */
  updated?: string;
  changeNote?: string;
  /** Words visitors type for the page's subject, in its language: searched, never shown. */
  searchTerms?: string[];
  /** A document's facts (content/documents). */
  document?: DocumentFacts;
  /** An international day's or an event's facts (content/events). */
  event?: EventFacts;
  /** Where the page's facts come from: each page's address, what it confirms and a note. */
  sources?: SourceRecord[];
  /** The day the sources were last checked against the facts (YYYY-MM-DD). */
  checked?: string;
  image?: ImageView;
  /** A film the page plays above its text, instead of its image. */
  film?: "intro";
  /** The numbers of the goals a story concerns. */
  goals?: number[];
  /** The body rendered from Markdown at build time, its site links in the page's language. */
  html: string;
  /** The body's sections (its ## headings), which a long page lists under "On this page". */
  sections: PageSection[];
  /** Related pages; a page that is not a content file has no title here: the interface gives it. */
  related: { path: string; title?: string }[];
}

/** A Sustainable Development Goal (content/goals/<number>.<language>.md), in one language. */
export interface Goal {
  /** 1 to 17. */
  number: number;
  /** The official short title, such as "No Poverty". */
  title: string;
  /** The official one-line statement, such as "End poverty in all its forms everywhere". */
  description: string;
  /** The official colour, such as "#E5243B". */
  colour: `#${string}`;
  /** Text on the goal's colour: dark or light, whichever contrasts more (see goal-colours.ts). */
  ink: GoalInk;
  /** The goal's icon, a file under public/. */
  icon: string;
  /** The goal's page, unprefixed, such as "/goals/1". */
  link: string;
}

/** What a card shows of the page it leads to: its title, a sentence and, where drawn, its picture. */
export interface Card {
  title: string;
  description: string;
  image?: ImageView;
  link: string;
}

export interface Story extends Card {
  category: string;
}

export type StructureBody = Card;

export interface Fact {
  title: string;
  text: string;
  link: string;
  image?: ImageView;
}

export interface MediaItem extends Card {
  type: MediaType;
  /** The film its page plays, if it plays one. */
  film?: ContentPage["film"];
}

export type EssentialCard = Card;

/** The notice every page shows while it runs (content/notice), in one language. */
export interface Notice {
  /** Changes with the notice: a visitor who dismissed one is shown the next. */
  id: string;
  text: string;
  /** The page that says more, where it exists in this language, and the link's words. */
  link?: string;
  linkText?: string;
  /** The first and last days it is shown, YYYY-MM-DD. */
  starts: string;
  ends: string;
}

/** The records of the home page, in one language. */
export interface HomeContent {
  goals: readonly Goal[];
  stories: readonly Story[];
  structureBodies: readonly StructureBody[];
  facts: readonly Fact[];
  mediaItems: readonly MediaItem[];
  essentialCards: readonly EssentialCard[];
}

/** A page that is not published yet: until its date, or while it is a draft. */
export interface WaitingPage {
  file: string;
  path: string;
  /** YYYY-MM-DD: the first build on or after it publishes the page. */
  until?: string;
  draft?: true;
}

/** The site's content, resolved: what the routes, the outputs and the listings read. */
export interface Catalog {
  /** Every content page, in collection then `order` order, with the languages it exists in. */
  pages: readonly { path: string; collection: CollectionName; languages: LanguageCode[] }[];
  page(language: LanguageCode, path: string): ContentPage | undefined;
  pagesIn(language: LanguageCode): readonly ContentPage[];
  home(language: LanguageCode): HomeContent;
  /** The notice in a language, whatever its dates; none where it is not written. */
  notice(language: LanguageCode): Notice | undefined;
  /** The 17 goals, in their numbers' order, in a language. */
  goals(language: LanguageCode): readonly Goal[];
  /** The languages a page of the site exists in; none for a path that is no page. */
  languagesOf(path: string): LanguageCode[];
  /** The editors' photos that pages show, each with the stem of its renderings. */
  uploads: readonly { stem: string; upload: string }[];
  /** Pages set aside: scheduled for a later date, or drafts. Published nowhere. */
  waiting: readonly WaitingPage[];
  /** What the build lets through but an editor should look at, one line each. */
  warnings: readonly string[];
}
