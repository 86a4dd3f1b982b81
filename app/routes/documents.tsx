import { data } from "react-router";
import type { LoaderArgs, PageProps } from "~/render/route-module";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/config/site-catalog.server";
import { crumbsAboveSection } from "~/config/breadcrumbs";
import {
  DOCUMENT_FACETS,
  documentFilterPath,
  documentsIn,
  facetValues,
  filterDocuments,
  type DocumentFacet,
} from "~/content/documents.server";
import { pageDate } from "~/i18n/format";
import type { Messages } from "~/i18n/message-arguments";
import { formatMessage } from "~/i18n/message-format";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { DocumentsView } from "~/features/documents/documents-view";

const isFacet = (value: string | undefined): value is DocumentFacet =>
  (DOCUMENT_FACETS as readonly (string | undefined)[]).includes(value);

/** A choice's name in the page's language: "Resolutions", "Security Council", "2010s". */
function choiceLabel(
  facet: DocumentFacet,
  value: string,
  messages: Messages,
  language: ReturnType<typeof pageRequest>["language"],
) {
  const text = messages.documents;
  if (facet === "type") return text.typesPlural[value as keyof typeof text.typesPlural];
  if (facet === "organ") return text.organs[value as keyof typeof text.organs];
  return formatMessage(language, text.decade, { decade: value });
}

/**
 * Runs at build time: the organization's documents in the page's language, newest first, or those
 * of one type, organ or decade ("/documents/type/resolution").
 */
export function loader({ request, params }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const all = documentsIn(siteCatalog(), code);
  const { facet, value } = params;
  if (facet !== undefined && (!isFacet(facet) || !facetValues(facet, all).includes(value ?? "")))
    throw data(null, { status: 404 });
  const chosen = isFacet(facet) && value ? { facet, value } : undefined;
  const shown = chosen ? filterDocuments(all, chosen.facet, chosen.value) : all;
  const sectionTitle = messages.sectionNames[paths.documents];
  const title = chosen
    ? formatMessage(language, messages.documents.filteredTitle, {
        filter: choiceLabel(chosen.facet, chosen.value, messages, language),
      })
    : sectionTitle;
  const intro = messages.sectionPage.intros.documents;
  const headings = {
    type: messages.documents.byType,
    organ: messages.documents.byOrgan,
    decade: messages.documents.byDecade,
  };
  return {
    title,
    intro,
    crumbs: chosen
      ? [...crumbsAboveSection(messages), { label: sectionTitle, path: paths.documents }]
      : crumbsAboveSection(messages),
    count: formatMessage(language, messages.documents.count, { count: shown.length }),
    choices: DOCUMENT_FACETS.map((each) => ({
      heading: headings[each],
      links: facetValues(each, all).map((option) => ({
        path: documentFilterPath(each, option),
        label: choiceLabel(each, option, messages, language),
        current: chosen?.facet === each && chosen.value === option,
      })),
    })),
    all: { path: paths.documents, label: messages.documents.all, current: !chosen },
    documents: shown.map((page) => ({
      path: page.path,
      title: page.title,
      lead: page.lead,
      ...(page.document.symbol ? { symbol: page.document.symbol } : {}),
      adopted: pageDate(language, page.document.adopted),
      type: messages.documents.types[page.document.type],
      organ: messages.documents.organs[page.document.organ],
    })),
    meta: pageMeta({ language, messages, title, description: intro, path }),
  };
}

/** The documents' section: the choices, then the documents they keep, newest first. */
export default function Documents({ loaderData }: PageProps<typeof loader>) {
  return <DocumentsView {...loaderData} />;
}
