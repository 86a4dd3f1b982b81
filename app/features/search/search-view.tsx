import * as React from "react";
import { Link, useLocalizedPath } from "~/components/ui/link";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";
import type { SearchMessages } from "~/i18n/message-arguments";
import { SEARCH_MESSAGES_ATTRIBUTE, type SearchControlMessages } from "./results-markup";

/**
 * The search page: the form, which asks for this page again with the query (`?q=…`), an empty status
 * line and an empty place for the results. Every query is answered by this one prerendered page:
 * its control (search.client.ts) reads the query in the browser, runs the search and draws the
 * matching pages of this language, with the text it needs in the page's language.
 */
export function SearchView({ messages }: { messages: SearchMessages }) {
  const { language } = useI18n();
  const localize = useLocalizedPath();
  const titleId = React.useId();
  const inputId = React.useId();

  const controlMessages: SearchControlMessages = {
    intl: language.intl,
    siteIndex: localize(paths.siteIndex),
    searching: messages.searching,
    results: messages.results,
    noResults: messages.noResults,
    noResultsHelp: messages.noResultsHelp,
    unavailable: messages.unavailable,
    more: messages.more,
    olderNote: messages.olderNote,
    older: messages.older,
  };

  return (
    // The results fill a screen's height kept for them from the start, below everything else:
    // arriving, they move nothing in view.
    <div
      className="page-container min-h-svh py-10"
      data-control="search"
      {...{ [SEARCH_MESSAGES_ATTRIBUTE]: JSON.stringify(controlMessages) }}
    >
      <h1 id={titleId} className="text-4xl font-bold tracking-tight sm:text-5xl">
        {messages.title}
      </h1>
      <p className="mt-4 max-w-reading text-xl text-muted-foreground">{messages.lead}</p>
      <form
        role="search"
        aria-labelledby={titleId}
        action={localize(paths.search)}
        method="get"
        className="mt-6 flex max-w-3xl flex-wrap items-end gap-3"
      >
        {/* On a phone the field takes its own row and the button goes below it; beside it from
            640 px. Left to the field's own width, each engine would decide otherwise. */}
        <div className="flex min-w-0 basis-full flex-col sm:basis-0 sm:grow gap-1">
          <label htmlFor={inputId} className="font-semibold">
            {messages.label}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            className="w-full min-w-0 rounded-md border-2 border-foreground bg-background px-3 py-2 text-lg text-foreground"
          />
        </div>
        <button type="submit" className="button button--primary">
          {messages.submit}
        </button>
      </form>
      {/* Without scripts: why there are no results, and (the link below) where to look instead. */}
      <noscript>
        <p className="mt-6">{messages.noScript}</p>
      </noscript>
      <p className="mt-4">
        <Link to={paths.siteIndex} className="link">
          {messages.siteIndex}
        </Link>
      </p>
      <p role="status" className="mt-6 min-h-6 font-semibold" />
      <div data-search-results="" />
    </div>
  );
}
