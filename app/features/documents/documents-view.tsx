import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { SectionHeader } from "~/components/ui/section-header";
import { ChoiceLinks, type Choice } from "~/components/ui/choice-links";
import { Link } from "~/components/ui/link";
import type { Crumb } from "~/config/breadcrumbs";
import type { PageDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";

export interface DocumentItem {
  path: string;
  title: string;
  lead: string;
  symbol?: string;
  adopted: PageDate;
  type: string;
  organ: string;
}

/**
 * The organization's documents: the ways to narrow the list (type, organ, decade), each a plain
 * link, then each document with its symbol, kind, organ and date.
 */
export function DocumentsView({
  title,
  intro,
  crumbs,
  count,
  choices,
  all,
  documents,
}: {
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
  count: string;
  choices: readonly { heading: string; links: readonly Choice[] }[];
  all: Choice;
  documents: readonly DocumentItem[];
}) {
  const { messages } = useI18n();
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <SectionHeader title={title} intro={intro} />
      <ChoiceLinks label={messages.documents.filters} all={all} groups={choices} className="mt-8" />
      <p className="mt-10 font-semibold" data-pagefind-ignore>
        {count}
      </p>
      {documents.length === 0 ? (
        <p className="mt-4 text-lg">{messages.documents.none}</p>
      ) : (
        <ol className="mt-4 divide-y-2 divide-border border-y-2 border-border">
          {documents.map((document) => (
            <li key={document.path} className="py-5">
              <h2 className="text-xl font-bold">
                <Link to={document.path} className="link">
                  {document.title}
                </Link>
              </h2>
              <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                {document.symbol && (
                  <span className="font-mono font-semibold text-foreground" dir="ltr">
                    {document.symbol}
                  </span>
                )}
                <span>{document.type}</span>
                <span>{document.organ}</span>
                <time dateTime={document.adopted.iso}>{document.adopted.text}</time>
              </p>
              <p className="mt-2 max-w-reading">{document.lead}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
