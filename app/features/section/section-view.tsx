import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { SectionHeader } from "~/components/ui/section-header";
import { ChoiceLinks, type Choice } from "~/components/ui/choice-links";
import { Link } from "~/components/ui/link";
import { COLUMN_WIDTH } from "~/content/images";
import { LinkCardList } from "~/components/ui/link-card";
import { PageLinks } from "~/components/ui/page-links";
import type { Crumb } from "~/config/breadcrumbs";
import type { Card } from "~/content/types";
import type { PageDate } from "~/i18n/format";
import type { ListingPageData } from "./listing-page.server";

/** A page of a section as its list shows it; the date comes formatted in the page's language. */
export interface SectionItem extends Card {
  date?: PageDate;
}

/** The way through a listing's pages: where this page stands, and the pages either side. */
export interface Pager {
  label: string;
  /** "Page 2 of 42". */
  status: string;
  previous?: { path: string; label: string };
  next?: { path: string; label: string };
}

export interface SectionViewProps {
  title: string;
  intro: string;
  /** What the page says when none of the section's pages exists in its language. */
  empty: string;
  crumbs: readonly Crumb[];
  /** The listing's pages on this page. */
  items: { pages: readonly SectionItem[] };
  pager?: Pager | undefined;
  /** Whether search lists the page: a section's first page, not every page of every listing. */
  searchable: boolean;
  /** The ways to narrow the list, and its feed, where the listing has them (the news flow). */
  choices?:
    | {
        label: string;
        all: Choice;
        groups: readonly { heading: string; links: readonly Choice[] }[];
        feed: { href: string; label: string };
      }
    | undefined;
  /** The year archives of stories, where the listing has them. */
  years?: { heading: string; links: readonly { path: string; title: string }[] } | undefined;
}

function PagerLinks({ pager }: { pager: Pager }) {
  const arrow = (char: string) => (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      {char}
    </span>
  );
  return (
    <nav aria-label={pager.label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-between gap-4">
        <li className="min-w-32">
          {pager.previous && (
            <Link to={pager.previous.path} rel="prev" className="link">
              {arrow("←")} {pager.previous.label}
            </Link>
          )}
        </li>
        <li>{pager.status}</li>
        <li className="min-w-32 text-end">
          {pager.next && (
            <Link to={pager.next.path} rel="next" className="link">
              {pager.next.label} {arrow("→")}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}

/**
 * A listing page (a section, a year of stories, a goal's stories): breadcrumbs, title,
 * introduction, 24 of its pages, each with its picture and lead, the way to the listing's other
 * pages and, for stories, the years.
 */
export function SectionView({
  title,
  intro,
  empty,
  crumbs,
  items,
  pager,
  years,
  searchable,
  choices,
}: SectionViewProps) {
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <div
        {...(searchable
          ? { "data-pagefind-body": true, "data-pagefind-meta": `section:${title}` }
          : {})}
      >
        <SectionHeader title={title} intro={intro} />
        {choices && (
          <>
            <ChoiceLinks
              label={choices.label}
              all={choices.all}
              groups={choices.groups}
              className="mt-8"
            />
            <p className="mt-6" data-pagefind-ignore>
              <a href={choices.feed.href} type="application/atom+xml" className="link">
                {choices.feed.label}
              </a>
            </p>
          </>
        )}
        {items.pages.length === 0 ? (
          <p className="mt-10 text-lg">{empty}</p>
        ) : (
          <LinkCardList
            // Each card's page is indexed itself; here the cards' headings and summaries would
            // run together into one excerpt ("…a reality. Climate. Climate change…").
            data-pagefind-ignore
            cards={items.pages}
            layout="row"
            scale="large"
            heading="h2"
            imageSizes={`(min-width: 640px) 14rem, ${COLUMN_WIDTH.phone}`}
            // The first photo is the page's largest paint on a phone, unless the choices above
            // the list push it below the first screen (on /news, 960 px down at 412 px).
            firstImagePriority={!choices}
            extra={(page) =>
              page.date && (
                <p className="mt-1 text-sm text-muted-foreground">
                  <time dateTime={page.date.iso}>{page.date.text}</time>
                </p>
              )
            }
            className="mt-10 divide-y-2 divide-border border-y-2 border-border"
          />
        )}
      </div>
      {pager && <PagerLinks pager={pager} />}
      {years && (
        <nav aria-labelledby="listing-years" className="mt-10">
          <h2 id="listing-years" className="text-2xl font-bold">
            {years.heading}
          </h2>
          <PageLinks pages={years.links} className="mt-3 flex flex-wrap gap-x-6 gap-y-1" />
        </nav>
      )}
    </div>
  );
}

/**
 * A listing's page as its route's loader returns it (listing-page.server.ts): the section's, the
 * stories' and the goal's routes all draw their listings' pages with it.
 */
export function ListingView({ listing, items }: Pick<ListingPageData, "listing" | "items">) {
  return <SectionView {...listing} items={items} />;
}
