import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { LinkCardList } from "~/components/ui/link-card";
import type { Crumb } from "~/config/breadcrumbs";
import type { Card } from "~/content/types";
import type { PageDate } from "~/i18n/format";
import { withPageMessages } from "~/static-first/page-messages";

/** A page of a section as its list shows it; the date comes formatted in the page's language. */
export interface SectionItem extends Card {
  date?: PageDate;
}

export interface SectionViewProps {
  title: string;
  intro: string;
  /** What the page says when none of the section's pages exists in its language. */
  empty: string;
  crumbs: readonly Crumb[];
  pages: readonly SectionItem[];
}

/** A section page: breadcrumbs, title, introduction and its pages, each with its picture and lead. */
export const SectionView = withPageMessages(function SectionView({
  title,
  intro,
  empty,
  crumbs,
  pages,
}: SectionViewProps) {
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <div data-pagefind-body data-pagefind-meta={`section:${title}`}>
        <header className="mt-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-reading text-xl text-muted-foreground">{intro}</p>
        </header>
        {pages.length === 0 ? (
          <p className="mt-10 text-lg">{empty}</p>
        ) : (
          <LinkCardList
            cards={pages}
            layout="row"
            scale="large"
            heading="h2"
            imageSizes="(min-width: 640px) 14rem, 100vw"
            firstImagePriority
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
    </div>
  );
});
