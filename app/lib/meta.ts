import type { MetaDescriptor } from "react-router";
import { paths } from "~/config/paths";
import { DEFAULT_SHARE_IMAGE, SITE_URL } from "~/config/site";
import { siteCatalog } from "~/config/site-catalog.server";
import { metaMessagesFor } from "~/i18n/catalog";
import { DEFAULT_LANGUAGE, languageByCode, localizePath } from "~/i18n/languages";
import { formatMessage } from "~/i18n/message-format";
import type { Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/message-arguments";

interface PageMetaInput {
  language: Language;
  messages: Pick<Messages, "siteName" | "splash">;
  title: string;
  description: string;
  /** The page's unprefixed path ("/stories/carbon-markets"); omitted for the not-found page. */
  path?: string;
  /** A page-specific image (site path), shared instead of the default. */
  image?: { src: string; alt: string };
  /** Structured data for search engines (schema.org). */
  jsonLd?: Record<string, unknown>;
}

export const absoluteUrl = (path: string) => `${SITE_URL}${path === "/" ? "/" : path}`;

/**
 * The title, description, canonical URL, language alternates, the language's Atom feed, Open
 * Graph and Twitter card tags of a page, and its JSON-LD when it has one. Pages with a loader
 * compute them there, at build time, and their meta() returns them, so this code stays out of the
 * browser bundles.
 */
export function pageMeta({
  language,
  messages,
  title,
  description,
  path,
  image,
  jsonLd,
}: PageMetaInput): MetaDescriptor[] {
  const siteName = messages.siteName;
  const fullTitle =
    title === siteName
      ? title
      : formatMessage(language, metaMessagesFor(language.code).title, {
          page: title,
          site: siteName,
        });
  const shareImage = image ?? { src: DEFAULT_SHARE_IMAGE, alt: messages.splash.logoAlt };
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: jsonLd?.["@type"] === "Article" ? "article" : "website" },
    { property: "og:locale", content: languageByCode(language.code).ogLocale },
    { property: "og:image", content: absoluteUrl(shareImage.src) },
    { property: "og:image:alt", content: shareImage.alt },
    // X reads the title, description and image from og:*; only its card type is its own.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  // The language's feed of stories, which feed readers find from any page.
  tags.push({
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: metaMessagesFor(language.code).feedTitle,
    href: absoluteUrl(localizePath(paths.feed, language.code)),
  });
  if (path !== undefined) {
    const canonical = absoluteUrl(localizePath(path, language.code));
    // Only the languages the page exists in: a page missing in a language is not published there.
    const languages = siteCatalog().languagesOf(path);
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:url", content: canonical },
      ...languages.map((code) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: code,
        href: absoluteUrl(localizePath(path, code)),
      })),
      // The default for other readers, where the page has one: a list's view that only one
      // language's letters make (the Russian "Х") has no English page to send them to. A page the
      // catalog does not list (a listing's further page) gives its own alternates.
      ...(languages.includes(DEFAULT_LANGUAGE)
        ? [
            {
              tagName: "link",
              rel: "alternate",
              hrefLang: "x-default",
              href: absoluteUrl(localizePath(path, DEFAULT_LANGUAGE)),
            },
          ]
        : []),
    );
  }
  if (jsonLd) tags.push({ "script:ld+json": jsonLd });
  return tags;
}
