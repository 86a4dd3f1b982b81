import type { LoaderArgs, PageProps } from "~/render/route-module";
import { fixedPageTitle, LISTED_FIXED_PAGES } from "~/config/page-kinds";
import { siteCatalog } from "~/config/site-catalog.server";
import { COLLECTION_NAMES, COLLECTIONS, SECTION_COLLECTIONS } from "~/content/collections";
import {
  archiveYearsIn,
  listingItems,
  listingPagePath,
  pageCountOf,
  yearArchivePath,
} from "~/content/listings.server";
import { formatMessage } from "~/i18n/message-format";
import type { CollectionName } from "~/content/types";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { SiteIndexView } from "~/features/site-index/site-index-view";

/**
 * Runs at build time: the index is generated from the route table and the content it serves. A
 * dated collection, which grows every year, is listed by its listing pages (its year archives,
 * or its further pages), not page by page.
 */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const catalog = siteCatalog();
  const groups = new Map<CollectionName, Array<{ path: string; title: string }>>();
  for (const page of catalog.pagesIn(code)) {
    if (COLLECTIONS[page.collection].dated) continue;
    const group = groups.get(page.collection) ?? [];
    group.push({ path: page.path, title: page.title });
    groups.set(page.collection, group);
  }
  for (const collection of SECTION_COLLECTIONS.filter((c) => COLLECTIONS[c].dated)) {
    const section = { kind: "section", collection, base: COLLECTIONS[collection].base } as const;
    const count = listingItems(catalog, code, section).length;
    if (count === 0) continue;
    const title = messages.article.sections[collection];
    const years = archiveYearsIn(catalog, code, collection);
    const further =
      years.length > 0
        ? years.map((year) => ({
            path: yearArchivePath(year),
            title: formatMessage(language, messages.sectionPage.yearTitle, { year }),
          }))
        : Array.from({ length: pageCountOf(count) - 1 }, (_, index) => ({
            path: listingPagePath(section.base, index + 2),
            title: formatMessage(language, messages.sectionPage.pageTitle, {
              title,
              page: index + 2,
            }),
          }));
    groups.set(collection, [{ path: section.base, title }, ...further]);
  }
  return {
    view: {
      // The pages that are not content files, the index itself aside.
      main: LISTED_FIXED_PAGES.filter((main) => main !== path).map((main) => ({
        path: main,
        title: fixedPageTitle(main, messages),
      })),
      groups: COLLECTION_NAMES.flatMap((section) => {
        const pages = groups.get(section);
        return pages ? [{ section, pages }] : [];
      }),
    },
    meta: pageMeta({
      language,
      messages,
      title: messages.siteIndex.title,
      description: messages.siteIndex.lead,
      path,
    }),
  };
}

/** Every page of the site, grouped by section. */
export default function SiteIndex({ loaderData }: PageProps<typeof loader>) {
  return <SiteIndexView {...loaderData.view} />;
}
