import type * as React from "react";
import type { Message } from "./message-format";
import type en from "./messages/en.json";

/** What the code gives a message: text, a number (plural or formatted), an element, or a tag. */
export type ArgumentKind = "text" | "number" | "element" | "tag";

/**
 * Every message that takes arguments, with the values the code passes it: each language's message
 * must use exactly these names, and no other message may use any (checked when the catalogue is
 * compiled, so a slip in a translation stops the build).
 */
export const MESSAGE_ARGUMENTS = {
  "meta.title": { page: "text", site: "text" },
  "home.stats.memberStates": { count: "number" },
  "home.stats.goals": { count: "number" },
  "home.stats.years": { count: "number" },
  "home.goals.goal": { number: "number" },
  "home.climate.dateAndPlace": { date: "element", sep: "tag" },
  "home.climate.cta": { zone: "tag" },
  "home.facts.more": { title: "text", hidden: "tag" },
  "home.media.length": { seconds: "number" },
  "intro.fallback": { link: "tag" },
  "article.published": { date: "element" },
  "article.updated": { date: "element" },
  "article.changeNote": { note: "text" },
  "article.sourcesChecked": { date: "text" },
  "article.facts.everyYear": { date: "text" },
  "article.facts.timeZone": { zone: "text" },
  "documents.decade": { decade: "text" },
  "documents.filteredTitle": { filter: "text" },
  "documents.count": { count: "number" },
  "aboutSection.memberStates": { count: "number" },
  "memberStates.decade": { decade: "text" },
  "memberStates.filteredTitle": { filter: "text" },
  "memberStates.count": { count: "number" },
  "memberStates.checked": { date: "text" },
  "aboutSection.founded": { year: "text" },
  "aboutSection.organsCount": { count: "number" },
  "sdgsSection.adopted": { date: "text", symbol: "text" },
  "news.filteredTitle": { filter: "text" },
  "goals.goal": { number: "number" },
  "goals.searchTerms": { number: "number" },
  "sectionPage.pageTitle": { title: "text", page: "number" },
  "sectionPage.pageOf": { page: "number", count: "number" },
  "sectionPage.yearTitle": { year: "text" },
  "sectionPage.yearIntro": { year: "text" },
  "sectionPage.goalTitle": { goal: "text" },
  "sectionPage.goalAll": { count: "number" },
  "search.results": { count: "number" },
  "search.olderNote": { date: "text" },
  "search.noResultsHelp": { link: "tag" },
  "search.unavailable": { link: "tag" },
} as const satisfies Record<string, Record<string, ArgumentKind>>;

type ArgumentKinds = typeof MESSAGE_ARGUMENTS;

type ValueOf<K extends ArgumentKind> = {
  text: string;
  number: number;
  element: React.ReactNode;
  tag: (children: React.ReactNode) => React.ReactNode;
}[K];

/** The values a message with arguments is formatted with. */
export type ArgumentsOf<P extends keyof ArgumentKinds> = {
  [N in keyof ArgumentKinds[P]]: ArgumentKinds[P][N] extends ArgumentKind
    ? ValueOf<ArgumentKinds[P][N]>
    : never;
};

/** The interface text as written in a catalogue: the English one's keys, any ICU messages. */
export type Catalogue = typeof en;

type Compiled<T, Path extends string> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? `${Path}${K}` extends keyof ArgumentKinds
      ? Message<ArgumentsOf<`${Path}${K}`>>
      : string
    : Compiled<T[K], `${Path}${K}.`>;
};

/** The interface text as a page receives it: plain strings, and parsed messages with arguments. */
export type Messages = Compiled<Omit<Catalogue, "meta">, "">;

export type HomeMessages = Messages["home"];

export type SearchMessages = Messages["search"];

/** The titles and descriptions of page metadata, which only the build needs. */
export type MetaMessages = Compiled<Catalogue["meta"], "meta.">;
