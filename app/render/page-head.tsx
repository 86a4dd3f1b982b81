import * as React from "react";
import { useMatches, type MetaDescriptor } from "react-router";
import type { Messages } from "~/i18n/message-arguments";
import { notFoundMeta } from "~/lib/not-found-meta";

/** The files every page links to: its stylesheet and the script of its controls (app/controls/). */
export interface PageAssets {
  stylesheet: string;
  script: string;
}

const PageAssetsContext = React.createContext<PageAssets | null>(null);

export const PageAssetsProvider = PageAssetsContext.Provider;

export function usePageAssets(): PageAssets {
  const assets = React.useContext(PageAssetsContext);
  if (!assets) throw new Error("usePageAssets must be used within a PageAssetsProvider");
  return assets;
}

/** The head tags of the page drawn: its loader's `meta`, or the not-found page's when it has none. */
export function usePageMeta(): MetaDescriptor[] | undefined {
  const data = useMatches().at(-1)?.loaderData as { meta?: MetaDescriptor[] } | undefined;
  return data?.meta;
}

/** One head tag, as lib/meta.ts describes it. */
function HeadTag({ tag }: { tag: MetaDescriptor }) {
  if ("script:ld+json" in tag)
    return (
      <script
        type="application/ld+json"
        // "<" never appears raw inside the script: a "</script>" in a title cannot end it early.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(tag["script:ld+json"]).replace(/</g, "\\u003c"),
        }}
      />
    );
  if ("tagName" in tag) {
    const { tagName, ...attributes } = tag as { tagName: string } & Record<string, string>;
    return tagName === "link" ? <link {...attributes} /> : <meta {...attributes} />;
  }
  if ("title" in tag) return <title>{String(tag.title)}</title>;
  return <meta {...(tag as Record<string, string>)} />;
}

/** The page's title, description, canonical and alternate addresses, sharing tags and JSON-LD. */
export function PageHead({ messages }: { messages: Pick<Messages, "notFound"> }) {
  const tags = usePageMeta() ?? notFoundMeta(messages.notFound);
  return (
    <>
      {tags.map((tag, index) => (
        <HeadTag key={index} tag={tag} />
      ))}
    </>
  );
}
