import { fixedPageTitle } from "~/config/page-kinds";
import type { ContentPage } from "~/content/types";
import { messagesFor } from "~/i18n/catalog";
import type { Messages } from "~/i18n/en";
import { languageByCode, languageFromPath, pagePath } from "~/i18n/languages";

/**
 * What every page's loader starts from, at build time: the language its address is in, that
 * language's interface text, and the page's unprefixed path ("/fr/goals" is "/goals").
 */
export function pageRequest(request: Request) {
  const { pathname } = new URL(request.url);
  const code = languageFromPath(pathname);
  return {
    code,
    language: languageByCode(code),
    messages: messagesFor(code),
    path: pagePath(pathname),
  };
}

/** A page's related links, each titled: a content page by its own title, any other by its name. */
export function titledLinks(related: ContentPage["related"], messages: Messages) {
  return related.map((link) => ({
    path: link.path,
    title: link.title ?? fixedPageTitle(link.path, messages),
  }));
}
