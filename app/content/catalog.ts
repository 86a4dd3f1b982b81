/**
 * Every language's content, looked up by loaders. Loaders run at build time only, so this
 * module and the text it gathers go into the prerendered pages, never into the JavaScript bundles.
 */
import type { LanguageCode } from "~/i18n/languages";
import * as ar from "./ar";
import * as en from "./en";
import * as es from "./es";
import * as fr from "./fr";
import * as ru from "./ru";
import * as zh from "./zh";
import type {
  ContentPage,
  EssentialCard,
  Fact,
  Goal,
  MediaItem,
  Story,
  StructureBody,
} from "./types";

/** The records of the home page, in one language. */
export interface HomeContent {
  goals: readonly Goal[];
  stories: readonly Story[];
  structureBodies: readonly StructureBody[];
  facts: readonly Fact[];
  mediaItems: readonly MediaItem[];
  essentialCards: readonly EssentialCard[];
}

interface LanguageContent extends HomeContent {
  contentPages: readonly ContentPage[];
}

const content: Record<LanguageCode, LanguageContent> = { ar, zh, en, fr, ru, es };

function contentFor(language: LanguageCode): LanguageContent {
  return content[language];
}

export function homeContent(language: LanguageCode): HomeContent {
  const { goals, stories, structureBodies, facts, mediaItems, essentialCards } =
    contentFor(language);
  return { goals, stories, structureBodies, facts, mediaItems, essentialCards };
}

export function contentPagesIn(language: LanguageCode): readonly ContentPage[] {
  return contentFor(language).contentPages;
}

/** The content page at an unprefixed path ("/stories/carbon-markets") in a language. */
export function getContentPage(language: LanguageCode, path: string): ContentPage | undefined {
  return contentFor(language).contentPages.find((page) => page.path === path);
}
