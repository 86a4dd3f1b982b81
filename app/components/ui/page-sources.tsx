import { sourceLinkText } from "~/content/symbols";
import type { SourceRecord } from "~/content/types";
import type { PageDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { formatMessage } from "~/i18n/message-format";
import { cn } from "~/lib/cn";

/**
 * Where a page's facts come from: each source's address and what it says, written once in English,
 * then the day the record was checked. Addresses, not text to search: left out of the search index.
 */
export function PageSources({
  sources,
  checked,
  className,
}: {
  sources: readonly SourceRecord[];
  checked?: PageDate | undefined;
  className?: string;
}) {
  const { messages, language } = useI18n();
  return (
    <section
      aria-labelledby="page-sources"
      className={cn("mt-10 max-w-reading", className)}
      data-pagefind-ignore
    >
      <h2 id="page-sources" className="text-xl font-bold">
        {messages.article.sources}
      </h2>
      <ul className="mt-3 list-disc space-y-2 ps-6 text-sm">
        {sources.map(({ url, note }) => (
          <li key={url}>
            <a href={url} rel="external" className="link break-all" dir="ltr">
              {sourceLinkText(url)}
            </a>
            {/* The record is written once, in English, for every language. */}
            <span lang="en">: {note}</span>
          </li>
        ))}
      </ul>
      {checked && (
        <p className="mt-3 text-sm text-muted-foreground">
          {formatMessage(language, messages.article.sourcesChecked, { date: checked.text })}
        </p>
      )}
    </section>
  );
}
