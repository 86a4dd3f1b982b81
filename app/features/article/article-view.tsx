import * as React from "react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { ArrowIcon } from "~/components/ui/icons";
import { Island } from "~/static-first/island";
import { Link } from "~/components/ui/link";
import { RelatedLinks } from "~/components/ui/page-links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Crumb } from "~/config/breadcrumbs";
import { paths } from "~/config/paths";
import type { ContentPage, PageLink } from "~/content/types";
import type { PageDate } from "~/i18n/format";
import { FormattedMessage } from "~/i18n/formatted-message";
import { useI18n } from "~/i18n/i18n-provider";
import { withPageMessages } from "~/static-first/page-messages";

// Only one page plays the film; its player loads with that page alone.
const IntroFilm = React.lazy(() =>
  import("~/components/media/intro-film").then((m) => ({ default: m.IntroFilm })),
);

/** A content page: breadcrumbs, title, lead, image, body and related links. */
export const ArticleView = withPageMessages(function ArticleView({
  page,
  crumbs,
  date,
}: {
  page: Omit<ContentPage, "date"> & { related: PageLink[] };
  /** The pages above this one, for its breadcrumbs. */
  crumbs: readonly Crumb[];
  /** The page's date, if it has one (i18n/format.ts). */
  date?: PageDate;
}) {
  const { messages } = useI18n();
  const sectionLabel = messages.article.sections[page.collection];
  return (
    // The search index reads the page's own text (data-pagefind-*: scripts/search-index.mjs).
    <article
      data-pagefind-body
      data-pagefind-meta={`section:${sectionLabel}`}
      className="page-container py-10"
    >
      <Breadcrumbs crumbs={crumbs} current={page.title} />
      <header className="mt-6">
        <p
          data-pagefind-ignore
          className="text-sm font-bold uppercase tracking-wide text-muted-foreground"
        >
          {sectionLabel}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
        <p className="mt-4 max-w-prose text-xl text-muted-foreground">{page.lead}</p>
        {date && (
          <p className="mt-3 text-sm">
            <FormattedMessage
              message={messages.article.published}
              values={{ date: <time dateTime={date.iso}>{date.text}</time> }}
            />
          </p>
        )}
      </header>
      {page.film === "intro" ? (
        <div className="mt-8 max-w-4xl overflow-hidden rounded-lg">
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
            className="mt-8 aspect-video w-full max-w-4xl rounded-lg object-cover"
          />
        )
      )}
      {/* Rendered from the page's Markdown file at build time; see content/markdown.server.ts. */}
      <div
        className="article-body mt-8 max-w-prose text-lg"
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
      <RelatedLinks
        heading={messages.article.related}
        pages={page.related}
        className="max-w-prose"
      />
      <p data-pagefind-ignore className="mt-10">
        <Link to={paths.home} className="link inline-flex items-center gap-2">
          <ArrowIcon direction="back" size="size-4" />
          {messages.article.back}
        </Link>
      </p>
    </article>
  );
});
