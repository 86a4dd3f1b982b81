import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { ArrowLink } from "~/components/ui/arrow-link";
import { RelatedLinks } from "~/components/ui/page-links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { COLUMN_WIDTH } from "~/content/images";
import type { Crumb } from "~/config/breadcrumbs";
import { paths } from "~/config/paths";
import { COLLECTIONS, isSectionCollection } from "~/content/collections";
import type { ContentPage, PageLink } from "~/content/types";
import type { PageDate } from "~/i18n/format";
import { FormattedMessage } from "~/i18n/formatted-message";
import { useI18n } from "~/i18n/i18n-provider";
import { IntroFilm } from "~/components/media/intro-film";
import { symbolVariants } from "~/content/symbols";
import { formatMessage } from "~/i18n/message-format";
import { FactsBox, type Facts } from "./facts-box";
import { OnThisPage } from "./on-this-page";
import { PageSources } from "~/components/ui/page-sources";
import { KEYWORDS_META } from "~/config/search-ranking";

/** A content page: breadcrumbs, title, lead, image, body, its sections and related links. */
export function ArticleView({
  page,
  crumbs,
  date,
  html,
  updated,
  checked,
  facts,
}: {
  page: Omit<ContentPage, "date" | "html" | "updated"> & { related: PageLink[] };
  /** When its text last changed in substance. */
  updated?: PageDate;
  /** The day the page's sources were last checked against its facts. */
  checked?: PageDate;
  /** A document's or an event's facts. */
  facts?: Facts | undefined;
  /** The page's text, rendered from its Markdown at build time. */
  html: string;
  /** The pages above this one, for its breadcrumbs. */
  crumbs: readonly Crumb[];
  /** The page's date, if it has one (i18n/format.ts). */
  date?: PageDate;
}) {
  const { messages, language } = useI18n();
  const sectionLabel = messages.article.sections[page.collection];
  const { collection } = page;
  // A page of a section leads back to its section's page; any other page, to the home page.
  const back =
    isSectionCollection(collection) || collection === "documents" || collection === "events"
      ? { to: COLLECTIONS[collection].base, label: messages.article.backTo[collection] }
      : { to: paths.home, label: messages.article.back };
  // A document is found by its symbol however it is typed: "A/RES/70/1", "A RES 70 1".
  const symbol = page.document?.symbol;
  return (
    // The search index reads the page's own text (data-pagefind-*: scripts/search-index.mjs).
    <article
      data-pagefind-body
      data-pagefind-meta={`section:${sectionLabel}`}
      className="page-container py-10"
    >
      <Breadcrumbs crumbs={crumbs} current={page.title} />
      {/* A reading column, and beside it on wide screens the page's sections and related pages;
          on the widest, the title and the picture span the page above them (reading-layout.css). */}
      <div className="reading-layout mt-6">
        <header
          className="reading-layout__head min-w-0"
          // Words the page is found by and never shows (app/config/search-ranking.ts).
          {...(page.searchTerms && {
            "data-pagefind-meta": `${KEYWORDS_META}:${page.searchTerms.join(", ")}`,
          })}
        >
          <p
            data-pagefind-ignore
            className="text-sm font-bold uppercase tracking-wide text-muted-foreground"
          >
            {sectionLabel}
          </p>
          <h1
            className="mt-2 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl"
            {...(symbol
              ? {
                  "data-pagefind-index-attrs": "data-symbols",
                  "data-symbols": symbolVariants(symbol).join(" "),
                }
              : {})}
          >
            {page.title}
          </h1>
          <p className="mt-4 max-w-reading text-xl text-muted-foreground">{page.lead}</p>
          {date && (
            <p className="mt-3 text-sm">
              <FormattedMessage
                message={messages.article.published}
                values={{ date: <time dateTime={date.iso}>{date.text}</time> }}
              />
            </p>
          )}
          {updated && (
            <p className="mt-1 text-sm" data-pagefind-ignore>
              <FormattedMessage
                message={messages.article.updated}
                values={{ date: <time dateTime={updated.iso}>{updated.text}</time> }}
              />
              {page.changeNote && (
                <>
                  {" "}
                  {formatMessage(language, messages.article.changeNote, {
                    note: page.changeNote,
                  })}
                </>
              )}
            </p>
          )}
        </header>
        {facts && (
          <FactsBox
            facts={facts}
            label={messages.article.facts.label}
            className="reading-layout__facts mt-8 min-w-0"
          />
        )}
        {page.film === "intro" ? (
          <div className="reading-layout__media reading-layout__media--film mt-8 overflow-hidden rounded-lg">
            <IntroFilm />
          </div>
        ) : (
          page.image && (
            <figure className="reading-layout__media mt-8 min-w-0">
              <ResponsiveImage
                image={page.image}
                sizes={`(min-width: 80rem) 76.25rem, (min-width: 1024px) 40rem, (min-width: 640px) ${COLUMN_WIDTH.fromSmall}, ${COLUMN_WIDTH.phone}`}
                priority
                className="aspect-video w-full rounded-lg xl:aspect-[21/9]"
              />
              {(page.image.caption ?? page.image.credit) && (
                <figcaption className="mt-2 text-sm text-muted-foreground">
                  {page.image.caption}
                  {page.image.caption && page.image.credit && " "}
                  {page.image.credit && (
                    <span className="whitespace-nowrap">{page.image.credit}</span>
                  )}
                </figcaption>
              )}
            </figure>
          )
        )}
        <div className="reading-layout__main min-w-0">
          <div
            className="article-body mt-8 max-w-reading text-lg"
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {page.sources && <PageSources sources={page.sources} checked={checked} />}
        </div>
        <div className="reading-layout__aside flex flex-col gap-8 xl:contents">
          {/* Beside the text on wide screens; on a phone it would only follow the sections. */}
          <OnThisPage
            label={messages.article.onThisPage}
            sections={page.sections}
            className="reading-layout__toc max-lg:hidden xl:mt-8"
          />
          <RelatedLinks
            heading={messages.article.related}
            pages={page.related}
            className="reading-layout__related max-w-reading lg:mt-0 xl:mt-8"
          />
        </div>
        <p data-pagefind-ignore className="reading-layout__back mt-10">
          <ArrowLink to={back.to} direction="back" className="font-normal">
            {back.label}
          </ArrowLink>
        </p>
      </div>
    </article>
  );
}
