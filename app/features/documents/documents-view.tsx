import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Link } from "~/components/ui/link";
import type { Crumb } from "~/config/breadcrumbs";
import type { PageDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/** A link that narrows the list, marked when it is the page's own. */
export interface Choice {
  path: string;
  label: string;
  current: boolean;
}

export interface DocumentItem {
  path: string;
  title: string;
  lead: string;
  symbol?: string;
  adopted: PageDate;
  type: string;
  organ: string;
}

function ChoiceLink({ choice }: { choice: Choice }) {
  return (
    <Link
      to={choice.path}
      aria-current={choice.current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border-2 px-4 py-1",
        choice.current
          ? "border-primary bg-primary font-bold text-primary-foreground"
          : "border-border hover:border-primary",
      )}
    >
      {choice.label}
    </Link>
  );
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
      <header className="mt-6">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-reading text-xl text-muted-foreground">{intro}</p>
      </header>
      <nav aria-label={messages.documents.filters} className="mt-8" data-pagefind-ignore>
        <p>
          <ChoiceLink choice={all} />
        </p>
        {choices.map(({ heading, links }) => (
          <div key={heading} className="mt-4">
            <h2 className="text-lg font-bold">{heading}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {links.map((choice) => (
                <li key={choice.path}>
                  <ChoiceLink choice={choice} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
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
