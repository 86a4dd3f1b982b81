import { formatMessage } from "~/i18n/message-format";
import { mayDrawResults, resultsDrawn } from "./arrived-results";
import { queryOf, searchOnArrival, type SearchOutcome } from "./pagefind";
import { ARRIVAL_MESSAGES_ATTRIBUTE, RESULTS_MARKUP, type ArrivalMessages } from "./results-markup";

/**
 * Runs the search of the address's query, if it has one, and, unless the view of the results has
 * already rendered, draws its first results into the prerendered page, without React: the status
 * line with the count and the list, as the view draws them (results-markup.ts). The way to more
 * results is the view's, once it can act.
 * The search page's HTML calls it once the page has painted, with the version of the index whose
 * files it preloaded (scripts/search-arrival.mjs), and starts the application once it is done; the
 * search route's module calls it too. A module of its own: its chunk keeps this export's name, which
 * the HTML calls by. Settles once the results are drawn, or will not be (no query, no match, an
 * error: the view then shows what happened).
 */
export async function arrive(indexVersion?: string): Promise<void> {
  const query = queryOf(window.location.search);
  if (!query) return;
  const outcome = await searchOnArrival(query, indexVersion).catch(() => undefined);
  const status = document.querySelector<HTMLElement>(`[${ARRIVAL_MESSAGES_ATTRIBUTE}]`);
  const messages = status?.getAttribute(ARRIVAL_MESSAGES_ATTRIBUTE);
  if (!mayDrawResults() || !outcome?.total || !status || !messages) return;
  drawResults(status, outcome, JSON.parse(messages) as ArrivalMessages);
  resultsDrawn(query, outcome);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  children: Array<Node | string>,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (className) created.className = className;
  created.append(...children);
  return created;
}

/** The status line with the count, and the first results after it. */
export function drawResults(
  status: HTMLElement,
  { total, first }: SearchOutcome,
  { intl, results }: ArrivalMessages,
): void {
  const list = element(
    "ol",
    RESULTS_MARKUP.list,
    first.map((result) => {
      const link = element("a", RESULTS_MARKUP.link, [result.title]);
      link.href = result.path;
      // As React Router's <Link> writes it.
      link.dataset.discover = "true";
      return element("li", "", [
        ...(result.section ? [element("p", RESULTS_MARKUP.section, [result.section])] : []),
        element("h2", RESULTS_MARKUP.title, [link]),
        element(
          "p",
          RESULTS_MARKUP.excerpt,
          result.excerpt.map((part) =>
            part.marked ? element("mark", RESULTS_MARKUP.mark, [part.text]) : part.text,
          ),
        ),
      ]);
    }),
  );
  status.textContent = formatMessage({ intl }, results, { count: total });
  status.after(list);
}
