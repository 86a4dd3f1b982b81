import { cn } from "~/lib/cn";

/** What a document's or an event's page states, formatted in its language (routes/article.tsx). */
export interface Facts {
  rows: readonly { label: string; value: string; symbol?: boolean }[];
  /** A sentence under the facts, such as the time zone of an event's times. */
  note?: string;
  /** Links to the official text, one per language that has it, named in its own language. */
  links: readonly { href: string; label: string; lang: string }[];
  linksLabel?: string;
}

/**
 * The key facts of a document or an event, as a description list; a document's symbol is also
 * what search finds it by, as people type it (A/RES/70/1, a/res/70/1, A RES 70 1).
 */
export function FactsBox({
  facts,
  label,
  className,
}: {
  facts: Facts;
  label: string;
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn("rounded-lg border-2 border-border p-5", className)}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.rows.map(({ label: term, value, symbol }) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd
              {...(symbol
                ? {
                    dir: "ltr",
                    className: "font-mono",
                    "data-pagefind-weight": "10",
                  }
                : {})}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {facts.note && <p className="mt-3 text-sm text-muted-foreground">{facts.note}</p>}
      {facts.links.length > 0 && (
        <div className="mt-4" data-pagefind-ignore>
          <p className="font-semibold">{facts.linksLabel}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {facts.links.map(({ href, label: name, lang }) => (
              <li key={lang}>
                <a
                  href={href}
                  lang={lang}
                  hrefLang={lang}
                  rel="external"
                  className="inline-flex min-h-11 items-center rounded-md border-2 border-border px-3 py-1 hover:border-primary"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
