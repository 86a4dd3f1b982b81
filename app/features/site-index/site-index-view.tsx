import { PageHeading } from "~/components/ui/page-heading";
import { PageLinks } from "~/components/ui/page-links";
import type { CollectionName } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";

type PageList = readonly { path: string; title: string }[];

export interface SiteIndexProps {
  /** The home page, the placeholders and the section pages: the pages that are not content files. */
  main: PageList;
  groups: readonly { section: CollectionName; pages: PageList }[];
}

/** Every page of the site, grouped by section. */
export function SiteIndexView({ main, groups }: SiteIndexProps) {
  const { messages } = useI18n();
  const sections = [
    { id: "main", heading: messages.siteIndex.main, pages: main },
    ...groups.map(({ section, pages }) => ({
      id: section,
      heading: messages.article.sections[section],
      pages,
    })),
  ];
  return (
    <PageHeading title={messages.siteIndex.title} lead={messages.siteIndex.lead}>
      <div className="mt-10 grid max-w-5xl gap-10 md:grid-cols-2">
        {sections.map(({ id, heading, pages }) => (
          <section key={id} id={id} aria-labelledby={`index-${id}`}>
            <h2 id={`index-${id}`} className="text-2xl font-bold">
              {heading}
            </h2>
            <PageLinks pages={pages} className="mt-3 space-y-1" />
          </section>
        ))}
      </div>
    </PageHeading>
  );
}
