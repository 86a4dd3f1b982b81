import { pageDate } from "~/i18n/format";
import { formatMessage, formatMessageToParts, type Message, type Tag } from "~/i18n/message-format";
import {
  addOlderParts,
  queryOf,
  searchOnArrival,
  searchPages,
  type SearchOutcome,
  type SearchResult,
} from "./pagefind";
import {
  RESULTS_MARKUP,
  SEARCH_MESSAGES_ATTRIBUTE,
  type SearchControlMessages,
} from "./results-markup";

type HelpValues = { link: Tag<Node> };

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

/** A result as the list shows it: its section, its title as a link, its excerpt with the matches marked. */
function resultItem(result: SearchResult): HTMLLIElement {
  const link = element("a", RESULTS_MARKUP.link, [result.title]);
  link.href = result.path;
  return element("li", "", [
    ...(result.section ? [element("p", RESULTS_MARKUP.section, [result.section])] : []),
    element("h2", RESULTS_MARKUP.title, [link]),
    element(
      "p",
      RESULTS_MARKUP.excerpt,
      result.excerpt.reduce<Array<Node | string>>((nodes, part) => {
        const text = part.marked ? element("mark", RESULTS_MARKUP.mark, [part.text]) : part.text;
        const last = nodes.at(-1);
        // A heading's runs, marked or not, stand in one <strong>.
        if (part.heading && last instanceof HTMLElement && last.tagName === "STRONG")
          last.append(text);
        else nodes.push(part.heading ? element("strong", RESULTS_MARKUP.heading, [text]) : text);
        return nodes;
      }, []),
    ),
  ]);
}

/**
 * Kept for the tab's visit once the visitor asked for the older pages too: every search page it
 * opens afterwards (another query is a page load) searches them from the start.
 */
export const OLDER_CHOSEN_KEY = "un-search-older";

function olderChosen(): boolean {
  try {
    return window.sessionStorage.getItem(OLDER_CHOSEN_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberOlderChosen() {
  try {
    window.sessionStorage.setItem(OLDER_CHOSEN_KEY, "1");
  } catch {
    // Blocked storage: only this page searches the older pages.
  }
}

/** A paragraph holding one button of the results, which the control finds by its `action`. */
function actionButton(className: string, label: string, action: string): HTMLParagraphElement {
  const button = element("button", RESULTS_MARKUP.button, [label]);
  button.type = "button";
  button.dataset.searchAction = action;
  return element("p", className, [button]);
}

/**
 * The search page's control (search-view.tsx): searches the address's query (`?q=…`) in this
 * language's index, puts the query in the field, and draws the count and the best results, then
 * more of them on request ("Show more results", the focus going to the first one added), and the
 * older pages on request (the focus going to the first result, or to the field when none), and
 * with them every search of the visit after that. When
 * nothing is found, or the search cannot run, it says so and leads to the site index. Another
 * query is the form's ordinary page load.
 */
export function start(page: HTMLElement): () => void {
  const input = page.querySelector<HTMLInputElement>('form input[name="q"]');
  const status = page.querySelector<HTMLElement>('[role="status"]');
  const results = page.querySelector<HTMLElement>("[data-search-results]");
  const text = page.getAttribute(SEARCH_MESSAGES_ATTRIBUTE);
  const query = queryOf(window.location.search);
  if (!input || !status || !results || !text) return () => undefined;
  const messages = JSON.parse(text) as SearchControlMessages;
  // The page is drawn, and its field usable, before this script arrives (it is fetched after the
  // first paint): what the visitor typed meanwhile is theirs to keep.
  if (input.value === "") input.value = query;
  if (!query) return () => undefined;

  /** The search being shown: a later one (or undoing) drops what arrives for an earlier one. */
  let generation = 0;
  let shown: { outcome: SearchOutcome; list: HTMLOListElement; count: number } | undefined;
  let loadingMore = false;

  const help = (message: SearchControlMessages["noResultsHelp"]) => {
    const link: Tag<Node> = (chunks) => {
      const anchor = element("a", RESULTS_MARKUP.link, chunks);
      anchor.href = messages.siteIndex;
      return anchor;
    };
    const parts = formatMessageToParts<HelpValues, Node>(
      messages,
      message as unknown as Message<HelpValues>,
      { link },
    );
    return element("p", RESULTS_MARKUP.help, parts);
  };

  const unavailable = () => {
    shown = undefined;
    status.textContent = "";
    results.replaceChildren(help(messages.unavailable));
  };

  const draw = (outcome: SearchOutcome) => {
    if (outcome.total === 0) {
      shown = undefined;
      status.textContent = messages.noResults;
      results.replaceChildren(help(messages.noResultsHelp));
    } else {
      status.textContent = formatMessage(messages, messages.results, { count: outcome.total });
      const list = element("ol", RESULTS_MARKUP.list, outcome.first.map(resultItem));
      shown = { outcome, list, count: outcome.first.length };
      results.replaceChildren(list);
      if (shown.count < outcome.total)
        results.append(actionButton(RESULTS_MARKUP.more, messages.more, "more"));
    }
    // Older pages may hold what the first part of the index did not, even when it found nothing.
    if (outcome.olderThan)
      results.append(
        element("p", RESULTS_MARKUP.olderNote, [
          formatMessage(messages, messages.olderNote, {
            date: pageDate(messages, outcome.olderThan).text,
          }),
        ]),
        actionButton(RESULTS_MARKUP.olderButton, messages.older, "older"),
      );
  };

  const search = async (older: boolean) => {
    const current = ++generation;
    status.textContent = messages.searching;
    results.replaceChildren();
    try {
      if (older) await addOlderParts();
      const outcome = await (older
        ? searchPages(query)
        : searchOnArrival(query, page.dataset.indexVersion));
      if (current === generation) draw(outcome);
    } catch {
      if (current === generation) unavailable();
    }
    return current === generation;
  };

  const showMore = async () => {
    if (!shown || loadingMore) return;
    loadingMore = true;
    const { outcome, list, count } = shown;
    const current = generation;
    try {
      const next = await outcome.more(count);
      if (current !== generation) return;
      const items = next.map(resultItem);
      list.append(...items);
      shown = { outcome, list, count: count + next.length };
      if (shown.count >= outcome.total)
        results.querySelector('[data-search-action="more"]')?.parentElement?.remove();
      items[0]?.querySelector("a")?.focus();
    } catch {
      if (current === generation) unavailable();
    } finally {
      loadingMore = false;
    }
  };

  const searchOlderToo = async () => {
    rememberOlderChosen();
    if (!(await search(true))) return;
    // The button is gone: the focus goes to the first result, or to the field for other words.
    const first = results.querySelector<HTMLElement>("ol a");
    (first ?? input).focus();
  };

  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element | null)
      ?.closest<HTMLElement>("[data-search-action]")
      ?.getAttribute("data-search-action");
    if (action === "more") void showMore();
    else if (action === "older") void searchOlderToo();
  };

  results.addEventListener("click", onClick);
  void search(olderChosen());

  return () => {
    generation++;
    results.removeEventListener("click", onClick);
    results.replaceChildren();
    status.textContent = "";
    input.value = "";
  };
}
