import { COLLECTIONS, isSectionCollection, type CollectionName } from "../content/collections";
import type { Messages } from "../i18n/en";
import { paths } from "./paths";

/** A step of a breadcrumb trail: a link to a real page, or plain text when its page has no content. */
export interface Crumb {
  label: string;
  /** The page's unprefixed path; none for a step that is no page, never linked. */
  path?: string;
}

/** The texts crumbs are named with. */
type CrumbMessages = Pick<Messages, "article" | "sectionNames">;

/**
 * The steps above a content page of a collection (GOV.UK breadcrumbs), its own title excluded:
 * the home page, then its section page (`/stories`, `/documents`, `/about`). Topics and help pages sit at the top of the site: home alone.
 */
export function crumbsAbove(collection: CollectionName, messages: CrumbMessages): Crumb[] {
  const home = { label: messages.article.home, path: paths.home };
  const { base } = COLLECTIONS[collection];
  if (isSectionCollection(collection) || collection === "documents" || collection === "events")
    return [home, { label: messages.article.sections[collection], path: base }];
  if (base === paths.about) return [home, { label: messages.sectionNames[base], path: base }];
  return [home];
}

/** The steps above a section page: the home page. */
export function crumbsAboveSection(messages: CrumbMessages): Crumb[] {
  return [{ label: messages.article.home, path: paths.home }];
}
