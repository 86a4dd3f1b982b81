import * as React from "react";
import { Island } from "~/components/ui/island";
import { Link } from "~/components/ui/link";
import { PageLinks } from "~/components/ui/page-links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { paths } from "~/config/paths";
import type { ContentPage, PageLink } from "~/content/types";
import { formatDate } from "~/i18n/format";
import { FormattedMessage } from "~/i18n/formatted-message";
import { useI18n } from "~/i18n/i18n-provider";

// Only one page plays the film; its player loads with that page alone.
const IntroFilm = React.lazy(() =>
  import("~/components/media/intro-film").then((m) => ({ default: m.IntroFilm })),
);

/** A content page: breadcrumbs, title, lead, image, body and related links. */
export function ArticleView({ page }: { page: ContentPage & { related: PageLink[] } }) {
  const { messages, language } = useI18n();
  const sectionLabel = messages.article.sections[page.collection];
  return (
    // The search index reads the page's own text (data-pagefind-*: scripts/search-index.mjs).
    <article
      data-pagefind-body
      data-pagefind-meta={`section:${sectionLabel}`}
      className="mx-auto max-w-4xl px-4 py-10"
    >
      <nav aria-label={messages.article.breadcrumb} data-pagefind-ignore>
        <ol className="flex flex-wrap gap-2 text-sm">
          <li>
            <Link to={paths.home} className="link">
              {messages.article.home}
            </Link>
            <span aria-hidden="true" className="ms-2">
              /
            </span>
          </li>
          <li>
            <Link to={`${paths.siteIndex}#${page.collection}`} className="link">
              {sectionLabel}
            </Link>
            <span aria-hidden="true" className="ms-2">
              /
            </span>
          </li>
          <li aria-current="page" className="font-semibold">
            {page.title}
          </li>
        </ol>
      </nav>
      <header className="mt-6">
        <p
          data-pagefind-ignore
          className="text-sm font-bold uppercase tracking-wide text-muted-foreground"
        >
          {sectionLabel}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-xl text-muted-foreground">{page.lead}</p>
        {page.date && (
          <p className="mt-3 text-sm">
            <FormattedMessage
              message={messages.article.published}
              values={{
                date: (
                  <time dateTime={page.date}>
                    {formatDate(language, page.date, { dateStyle: "long" })}
                  </time>
                ),
              }}
            />
          </p>
        )}
      </header>
      {page.film === "intro" ? (
        <div className="mt-8 overflow-hidden rounded-lg">
          <Island>
            <IntroFilm />
          </Island>
        </div>
      ) : (
        page.image && (
          <ResponsiveImage
            image={page.image}
            sizes="(min-width: 896px) 56rem, 100vw"
            priority
            className="mt-8 aspect-video w-full rounded-lg object-cover"
          />
        )
      )}
      {/* Rendered from the page's Markdown file at build time; see content/markdown.server.ts. */}
      <div className="article-body mt-8 text-lg" dangerouslySetInnerHTML={{ __html: page.html }} />
      {page.related.length > 0 && (
        <aside
          data-pagefind-ignore
          aria-labelledby="related-heading"
          className="mt-12 rounded-lg border-2 border-border bg-muted p-6"
        >
          <h2 id="related-heading" className="text-2xl font-bold">
            {messages.article.related}
          </h2>
          <PageLinks
            pages={page.related}
            className="mt-4 space-y-2"
            linkClassName="font-semibold"
          />
        </aside>
      )}
      <p data-pagefind-ignore className="mt-10">
        <Link to={paths.home} className="link">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {messages.article.back}
        </Link>
      </p>
    </article>
  );
}
