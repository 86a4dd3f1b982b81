import * as React from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { Link, useLocalizedPath } from "~/components/ui/link";
import { paths } from "~/config/paths";
import { FormattedMessage } from "~/i18n/formatted-message";
import { formatMessage } from "~/i18n/message-format";
import { useI18n } from "~/i18n/i18n-provider";
import type { SearchMessages } from "~/i18n/message-arguments";
import { pageDate } from "~/i18n/format";
import {
  addOlderParts,
  queryOf,
  searchPages,
  type SearchOutcome,
  type SearchResult,
} from "./pagefind";
import { takeOverResults } from "./arrived-results";
import { ARRIVAL_MESSAGES_ATTRIBUTE, RESULTS_MARKUP, type ArrivalMessages } from "./results-markup";

type SearchState =
  | { status: "idle" }
  | { status: "searching" }
  | { status: "done"; outcome: SearchOutcome; results: SearchResult[] }
  | { status: "unavailable" };

/**
 * The view's first state: in the browser, the results the page drew before it hydrated
 * (search-arrival.ts), if it did, which the view then renders as they are drawn.
 */
function firstState(query: string): SearchState {
  const outcome = typeof document === "undefined" ? undefined : takeOverResults(query);
  return outcome ? { status: "done", outcome, results: outcome.first } : { status: "idle" };
}

/**
 * The search page: the form, then the matching pages of this language with their section and an
 * excerpt, the matched words marked. Prerendered without results: the query is read in the browser,
 * where the page draws the first results before it hydrates, and the view adopts them.
 */
export function SearchView({ messages }: { messages: SearchMessages }) {
  const { language } = useI18n();
  const localize = useLocalizedPath();
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = React.useState("");
  const [state, setState] = React.useState(() => firstState(queryOf(location.search)));
  /** The query whose results the view adopted, until another is asked for. */
  const adopted = React.useRef(state.status === "done" ? queryOf(location.search) : undefined);
  // Adopted results come without "Show more results", which the page drew no handler for: the
  // view adds it once hydrated, below the results, where it moves nothing in view.
  const [hydrated, setHydrated] = React.useState(adopted.current === undefined);
  React.useEffect(() => setHydrated(true), []);
  const titleId = React.useId();
  const inputId = React.useId();
  const listRef = React.useRef<HTMLOListElement>(null);
  const loadingMore = React.useRef(false);
  /** The first result a "Show more results" added, to take the focus once it is shown. */
  const focusFrom = React.useRef<number | undefined>(undefined);
  const inputRef = React.useRef<HTMLInputElement>(null);
  /** Whether the visitor asked for the older pages too, which the search then adds first. */
  const [older, setOlder] = React.useState(false);
  /** Set when the older pages were asked for: the focus, on the button, goes to what replaced it. */
  const focusAfterOlder = React.useRef(false);

  React.useEffect(() => {
    const current = queryOf(location.search);
    setQuery(current);
    // The results drawn before the view hydrated are this query's: they stay as they are.
    if (current === adopted.current) return;
    adopted.current = undefined;
    if (!current) {
      setState({ status: "idle" });
      return;
    }
    let cancelled = false;
    setState({ status: "searching" });
    (older ? addOlderParts() : Promise.resolve())
      .then(() => searchPages(current))
      .then(
        (outcome) => !cancelled && setState({ status: "done", outcome, results: outcome.first }),
        () => !cancelled && setState({ status: "unavailable" }),
      );
    return () => {
      cancelled = true;
    };
  }, [location.search, older]);

  React.useEffect(() => {
    if (state.status === "searching") return;
    if (focusAfterOlder.current) {
      focusAfterOlder.current = false;
      // The first result, or the field for other words when there is none.
      if (state.status === "done" && state.results.length > 0) focusFrom.current = 0;
      else inputRef.current?.focus();
    }
    if (focusFrom.current === undefined) return;
    listRef.current?.children[focusFrom.current]?.querySelector("a")?.focus();
    focusFrom.current = undefined;
  }, [state]);

  const searchOlderToo = () => {
    adopted.current = undefined;
    focusAfterOlder.current = true;
    setOlder(true);
  };

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

  const arrivalMessages: ArrivalMessages = {
    intl: language.intl,
    results: messages.results,
  };

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
            ref={inputRef}
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
      <p
        role="status"
        className="mt-6 min-h-6 font-semibold"
        {...{ [ARRIVAL_MESSAGES_ATTRIBUTE]: JSON.stringify(arrivalMessages) }}
      >
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
        <ResultList ref={listRef} results={state.results} />
      )}
      {hydrated && state.status === "done" && state.results.length < total && (
        <p className="mt-8">
          <button type="button" className="button button--outline" onClick={() => void showMore()}>
            {messages.more}
          </button>
        </p>
      )}
      {hydrated && state.status === "done" && state.outcome.olderThan && (
        <>
          <p className="mt-8 max-w-reading">
            {formatMessage(language, messages.olderNote, {
              date: pageDate(language, state.outcome.olderThan).text,
            })}
          </p>
          <p className="mt-3">
            <button type="button" className="button button--outline" onClick={searchOlderToo}>
              {messages.older}
            </button>
          </p>
        </>
      )}
    </div>
  );
}

/** The results shown: section, title and excerpt of each, as search-arrival.ts draws them too. */
function ResultList({
  results,
  ...props
}: Omit<React.ComponentProps<"ol">, "results"> & { results: readonly SearchResult[] }) {
  return (
    <ol className={RESULTS_MARKUP.list} {...props}>
      {results.map((result) => (
        <li key={result.path}>
          {result.section && <p className={RESULTS_MARKUP.section}>{result.section}</p>}
          <h2 className={RESULTS_MARKUP.title}>
            <RouterLink to={result.path} className={RESULTS_MARKUP.link}>
              {result.title}
            </RouterLink>
          </h2>
          <p className={RESULTS_MARKUP.excerpt}>
            {result.excerpt.map((part, index) =>
              part.marked ? (
                <mark key={index} className={RESULTS_MARKUP.mark}>
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
  );
}
