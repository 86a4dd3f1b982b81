import * as React from "react";
import { useNavigate } from "react-router";

/** Hydration leaves the prerendered markup as it is: React neither checks nor replaces it. */
const ADOPTED = { __html: "" };

/**
 * A part of a page that needs no JavaScript, drawn from records that only the page's prerendered
 * HTML carries: its loader returns them under `prerendered`, and they are left out of the data the
 * page hydrates from (prerendered-data.server.ts), so its content is not shipped twice. When
 * the page hydrates, `data` is undefined and the markup is adopted as it is; mounted by a
 * navigation in the browser, it draws `children` from the records the navigation fetched. Either
 * way its links navigate within the app.
 */
export function Prerendered<T>({
  data,
  children,
}: {
  data: T | undefined;
  children: (data: T) => React.ReactNode;
}) {
  const navigate = useNavigate();
  const followLink = (event: React.MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest("a");
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      link.target ||
      link.hasAttribute("download") ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
  const content =
    data === undefined
      ? { dangerouslySetInnerHTML: ADOPTED, suppressHydrationWarning: true }
      : { children: children(data) };
  // Clicks, by pointer or by keyboard, reach here from the links inside, which stay links.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className="contents" onClick={followLink} {...content} />;
}

/**
 * Markup made at build time, such as a page's text rendered from its Markdown file
 * (content/markdown.server.ts), drawn as it is: in the prerendered page and in a navigation's
 * data, never in the data the page hydrates from, so the HTML carries it once.
 */
export function PrerenderedHtml({
  data,
  className,
}: {
  data: { html: string } | undefined;
  className: string;
}) {
  return (
    <Prerendered data={data}>
      {({ html }) => <div className={className} dangerouslySetInnerHTML={{ __html: html }} />}
    </Prerendered>
  );
}
