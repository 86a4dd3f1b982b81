import * as React from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { Link, useLocalizedPath } from "~/components/ui/link";
import { paths } from "~/config/paths";
import { FormattedMessage } from "~/i18n/formatted-message";
import { formatMessage } from "~/i18n/message-format";
import { useI18n } from "~/i18n/i18n-provider";
import type { SearchMessages } from "~/i18n/message-arguments";
import { queryOf, searchPages, type SearchOutcome, type SearchResult } from "./pagefind";

type SearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; outcome: SearchOutcome; results: SearchResult[] }
  | { status: "unavailable" };

/**
 * The search page: the form, then the matching pages of this language with their section and an
 * excerpt, the matched words marked. Prerendered without results: the query is read in the browser.
 */
export function SearchView({ messages }: { messages: SearchMessages }) {
  const { language } = useI18n();
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = React.useState("");
  const [state, setState] = React.useState<SearchState>({ status: "idle" });
  const titleId = React.useId();
  const inputId = React.useId();
  const listRef = React.useRef<HTMLOListElement>(null);
  const loadingMore = React.useRef(false);
  /** The first result a "Show more results" added, to take the focus once it is shown. */
  const focusFrom = React.useRef<number | undefined>(undefined);

  React.useEffect(() => {
    const current = queryOf(location.search);
    setQuery(current);
    if (!current) {
      setState({ status: "idle" });
      return;
    }
    let cancelled = false;
    setState({ status: "searching" });
    searchPages(current).then(
      (outcome) => !cancelled && setState({ status: "done", outcome, results: outcome.first }),
      () => !cancelled && setState({ status: "unavailable" }),
    );
    return () => {
      cancelled = true;
    };
  }, [location.search]);

  React.useEffect(() => {
    if (focusFrom.current === undefined) return;
    listRef.current?.children[focusFrom.current]?.querySelector("a")?.focus();
    focusFrom.current = undefined;
  }, [state]);

  const showMore = async () => {
    if (state.status !== "done" || loadingMore.current) return;
    loadingMore.current = true;
    const { outcome, results } = state;
    // A search started meanwhile replaces this one: what arrives for this one is dropped.
    const stillShown = (current: SearchState) =>
      current.status === "done" && current.outcome === outcome;
    try {
      const next = await outcome.more(results.length);
      setState((current) => {
        if (!stillShown(current)) return current;
        focusFrom.current = results.length;
        return { ...current, results: [...results, ...next] };
      });
    } catch {
      setState((current) => (stillShown(current) ? { status: "unavailable" } : current));
    } finally {
      loadingMore.current = false;
    }
  };

  const total = state.status === "done" ? state.outcome.total : 0;
  /** Where to look instead, when a search found nothing or could not run. */
  const help =
    state.status === "unavailable"
      ? messages.unavailable
      : state.status === "done" && total === 0
        ? messages.noResultsHelp
        : undefined;

  const siteIndexLink = (children: React.ReactNode) => (
    <Link to={paths.siteIndex} className="link">
      {children}
    </Link>
  );

  return (
    // The results fill a screen's height kept for them from the start, below everything else:
    // arriving, they move nothing in view.
    <div className="page-container min-h-svh py-10">
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
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(`?${new URLSearchParams({ q: query.trim() })}`);
        }}
      >
        <div className="flex min-w-0 grow flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold">
            {messages.label}
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
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
      <p className="mt-4">{siteIndexLink(messages.siteIndex)}</p>
      <p role="status" className="mt-6 min-h-6 font-semibold">
        {state.status === "searching" && messages.searching}
        {state.status === "done" &&
          total > 0 &&
          formatMessage(language, messages.results, { count: total })}
        {state.status === "done" && total === 0 && messages.noResults}
      </p>
      {help && (
        <p className="mt-2">
          <FormattedMessage message={help} values={{ link: siteIndexLink }} />
        </p>
      )}
      {state.status === "done" && state.results.length > 0 && (
        <ol ref={listRef} className="mt-6 space-y-8">
          {state.results.map((result) => (
            <li key={result.path}>
              {result.section && (
                <p className="text-sm font-bold tracking-wide text-muted-foreground uppercase">
                  {result.section}
                </p>
              )}
              <h2 className="mt-1 text-xl font-bold">
                <RouterLink to={result.path} className="link">
                  {result.title}
                </RouterLink>
              </h2>
              <p className="mt-2 max-w-reading">
                {result.excerpt.map((part, index) =>
                  part.marked ? (
                    <mark key={index} className="search-mark">
                      {part.text}
                    </mark>
                  ) : (
                    <React.Fragment key={index}>{part.text}</React.Fragment>
                  ),
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {state.status === "done" && state.results.length < total && (
        <p className="mt-8">
          <button type="button" className="button button--outline" onClick={() => void showMore()}>
            {messages.more}
          </button>
        </p>
      )}
    </div>
  );
}
