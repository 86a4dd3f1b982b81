import * as React from "react";
import type { MetaDescriptor } from "react-router";

/**
 * A part of a prerendered page whose code loads lazily (`React.lazy`). The page paints from its
 * HTML at once; React keeps that HTML in place until the part's chunk arrives, then hydrates it, so
 * the first load carries only the framework and the page's skeleton. Clicks made meanwhile are
 * replayed once the part is hydrated.
 */
export function Island({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/**
 * A page's view as an island: `load` imports the view's own chunk, which the page fetches once it
 * has painted from its prerendered HTML.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
): React.ComponentType<Props> {
  const View = React.lazy(async () => ({ default: await load() }));
  return function LazyIsland(props: Props) {
    return (
      <Island>
        <View {...props} />
      </Island>
    );
  };
}

// The head tags, adopted as the islands are: in this module, whose chunk every route loads, rather
// than in a chunk and a request of their own.

/** The head tags a page's meta() writes (lib/meta.ts, lib/not-found-meta.ts), as found in <head>. */
const PAGE_META = [
  "title",
  "meta[name]:not([name=viewport]):not([name=theme-color])",
  "meta[property]",
  "link[rel=canonical]",
  "link[rel=alternate]",
  'script[type="application/ld+json"]',
].join(",");

/** A head tag as the descriptor meta() returns for it (React's names: `hreflang` is `hrefLang`). */
function descriptorOf(element: Element): MetaDescriptor {
  const text = element.textContent ?? "";
  if (element.localName === "title") return { title: text };
  if (element.localName === "script") return { "script:ld+json": JSON.parse(text) as object };
  const attributes = [...element.attributes].map(({ name, value }) => [
    name === "hreflang" ? "hrefLang" : name,
    value,
  ]);
  if (element.localName === "link") attributes.unshift(["tagName", "link"]);
  return Object.fromEntries(attributes) as MetaDescriptor;
}

let adopted: MetaDescriptor[] | undefined;

/**
 * A page's head tags: its loader's `meta` where the data has it (the build, and navigations in the
 * browser, whose data files keep it); when the page hydrates, whose data leaves it out
 * (prerendered-data.server.ts), the tags its HTML already holds, read once, in their order, so that
 * React adopts them as they are and replaces them on the next navigation.
 */
export function metaOf(loaderData: { meta?: MetaDescriptor[] } | undefined): MetaDescriptor[] {
  if (loaderData?.meta) return loaderData.meta;
  // A route without a loader (the not-found page) has no tags of its own.
  if (!loaderData || typeof document === "undefined") return [];
  adopted ??= [...document.head.querySelectorAll(PAGE_META)].map(descriptorOf);
  return adopted;
}
