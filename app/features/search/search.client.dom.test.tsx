import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "~/i18n/catalog";
import { I18nProvider, type I18nValue } from "~/i18n/i18n-provider";
import { languageByCode } from "~/i18n/languages";
import { englishI18n } from "~/test/i18n";
import { addOlderParts, searchOnArrival, searchPages, type SearchOutcome } from "./pagefind";
import type { SearchResult } from "./pagefind";
import { OLDER_CHOSEN_KEY, start } from "./search.client";
import { SearchView } from "./search-view";

vi.mock("./pagefind", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./pagefind")>()),
  searchOnArrival: vi.fn(),
  searchPages: vi.fn(),
  addOlderParts: vi.fn(() => Promise.resolve()),
}));

const result = (index: number): SearchResult => ({
  path: `/stories/story-${index}`,
  title: `Story ${index}`,
  ...(index % 2 === 0 && { section: "Stories" }),
  excerpt: [
    { text: "…the ", marked: false },
    { text: "climate", marked: true },
    { text: ` & <b>story</b> ${index}. `, marked: false },
    { text: "Targets ", marked: false, heading: true },
    { text: "climate", marked: true, heading: true },
    { text: " More…", marked: false },
  ],
});

/** A search that found `total` pages, of which it shows ten at a time. */
function outcomeOf(total: number, extra: Partial<SearchOutcome> = {}): SearchOutcome {
  const all = Array.from({ length: total }, (_, index) => result(index));
  return {
    total,
    first: all.slice(0, 10),
    more: vi.fn((from: number) => Promise.resolve(all.slice(from, from + 10))),
    ...extra,
  };
}

const english = messagesFor("en").search;
let undo: (() => void) | undefined;

/**
 * The search page as prerendered, opened at `address`, with its control started; `typed`: what the
 * visitor typed into the field before the control's script arrived.
 */
function openSearch(address: string, i18n: I18nValue = englishI18n, typed = "") {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider value={i18n}>
      <SearchView messages={i18n.messages.search} />
    </I18nProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[name="q"]');
  if (input) input.value = typed;
  const page = document.querySelector<HTMLElement>('[data-control="search"]');
  if (!page) throw new Error("no search control");
  undo = start(page);
}

const field = () => screen.getByRole("searchbox", { name: english.label });
const status = () => screen.getByRole("status");
const results = () => screen.queryByRole("list");

beforeEach(() => {
  vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(12));
  vi.mocked(searchPages).mockResolvedValue(outcomeOf(12));
});

afterEach(() => {
  undo?.();
  undo = undefined;
  vi.clearAllMocks();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
  window.sessionStorage.clear();
});

describe("the search page as prerendered", () => {
  it("is a form that asks for this language's search page again with the query", () => {
    window.history.replaceState(null, "", "/fr/search?q=climat");
    const french = { language: languageByCode("fr"), messages: messagesFor("fr") };
    document.body.innerHTML = renderToStaticMarkup(
      <I18nProvider value={french}>
        <SearchView messages={french.messages.search} />
      </I18nProvider>,
    );
    const title = french.messages.search.title;
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    const form = screen.getByRole("search", { name: title });
    expect(form).toHaveAttribute("action", "/fr/search");
    expect(form).toHaveAttribute("method", "get");
    expect(within(form).getByRole("searchbox")).toHaveAttribute("name", "q");
    expect(within(form).getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("link", { name: french.messages.search.siteIndex })).toHaveAttribute(
      "href",
      "/fr/site-index",
    );
    expect(document.querySelector("noscript")).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
    expect(results()).toBeNull();
  });
});

describe("the search page's control", () => {
  it("searches nothing without a query", () => {
    openSearch("/search");
    expect(field()).toHaveValue("");
    expect(searchOnArrival).not.toHaveBeenCalled();
    expect(status()).toBeEmptyDOMElement();
  });

  it("keeps what the visitor typed before it started", () => {
    openSearch("/search", englishI18n, "climate");
    expect(field()).toHaveValue("climate");
  });

  it("searches the address's query, puts it in the field, and shows the count and the best ten", async () => {
    openSearch("/search?q=%20climate%20");
    expect(field()).toHaveValue("climate");
    expect(searchOnArrival).toHaveBeenCalledWith("climate", undefined);
    expect(status()).toHaveTextContent(english.searching);

    await waitFor(() => expect(status()).toHaveTextContent("12 pages found"));
    const items = within(results() as HTMLElement).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(screen.getByRole("link", { name: "Story 0" })).toHaveAttribute(
      "href",
      "/stories/story-0",
    );
    expect(items[0]?.querySelector("mark")).toHaveTextContent("climate");
    expect(items[0]?.querySelector("p:last-child")?.textContent).toBe(
      "…the climate & <b>story</b> 0. Targets climate More…",
    );
    expect(items[0]?.querySelectorAll("strong")).toHaveLength(1);
    expect(items[0]?.querySelector("strong")).toHaveTextContent("Targets climate");
    expect(within(items[0] as HTMLElement).getByText("Stories")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText("Stories")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Story 0" })).toBeInTheDocument();
  });

  it("passes on the version of the index the page names", () => {
    window.history.replaceState(null, "", "/search?q=climate");
    document.body.innerHTML = renderToStaticMarkup(
      <I18nProvider value={englishI18n}>
        <SearchView messages={english} />
      </I18nProvider>,
    );
    const page = document.querySelector<HTMLElement>('[data-control="search"]') as HTMLElement;
    page.dataset.indexVersion = "v1";
    undo = start(page);
    expect(searchOnArrival).toHaveBeenCalledWith("climate", "v1");
  });

  it("shows more results on request, the focus on the first one added, until all are shown", async () => {
    const user = userEvent.setup();
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(25));
    openSearch("/search?q=climate");
    const more = await screen.findByRole("button", { name: english.more });
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(20));
    expect(screen.getByRole("link", { name: "Story 10" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: english.more }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(25));
    expect(screen.getByRole("link", { name: "Story 20" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: english.more })).toBeNull();
    expect(status()).toHaveTextContent("25 pages found");
  });

  it("offers no more results when the first ten are all", async () => {
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(10));
    openSearch("/search?q=climate");
    await waitFor(() => expect(status()).toHaveTextContent("10 pages found"));
    expect(screen.queryByRole("button", { name: english.more })).toBeNull();
  });

  it("says so when nothing matches, and leads to the site index", async () => {
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(0));
    openSearch("/search?q=zzz");
    await waitFor(() => expect(status()).toHaveTextContent(english.noResults));
    expect(results()).toBeNull();
    const help = screen.getByText(/Try other or fewer words/);
    expect(help).toHaveTextContent(
      "Try other or fewer words, check the spelling, or browse the site index.",
    );
    expect(within(help).getByRole("link", { name: "browse the site index" })).toHaveAttribute(
      "href",
      "/site-index",
    );
  });

  it("says so when the search cannot run, and leads to the site index", async () => {
    vi.mocked(searchOnArrival).mockRejectedValue(new Error("offline"));
    openSearch("/search?q=climate");
    const help = await screen.findByText(/Search is not available at the moment/);
    expect(within(help).getByRole("link", { name: "Browse the site index" })).toHaveAttribute(
      "href",
      "/site-index",
    );
    expect(status()).toBeEmptyDOMElement();
    expect(results()).toBeNull();
  });

  it("says so when more results cannot be fetched", async () => {
    const user = userEvent.setup();
    vi.mocked(searchOnArrival).mockResolvedValue(
      outcomeOf(25, { more: () => Promise.reject(new Error("offline")) }),
    );
    openSearch("/search?q=climate");
    await user.click(await screen.findByRole("button", { name: english.more }));
    expect(await screen.findByText(/Search is not available at the moment/)).toBeInTheDocument();
    expect(results()).toBeNull();
  });

  it("notes the older pages it did not search, and searches them on request, the focus on the first result", async () => {
    const user = userEvent.setup();
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(3, { olderThan: "2024-01-15" }));
    vi.mocked(searchPages).mockResolvedValue(outcomeOf(30));
    openSearch("/search?q=climate");
    expect(
      await screen.findByText(
        "Stories and media published before 15 January 2024 are not among these results.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: english.older }));

    await waitFor(() => expect(status()).toHaveTextContent("30 pages found"));
    expect(addOlderParts).toHaveBeenCalledTimes(1);
    expect(searchPages).toHaveBeenCalledWith("climate");
    expect(vi.mocked(addOlderParts).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(searchPages).mock.invocationCallOrder[0] ?? 0,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    expect(screen.getByRole("link", { name: "Story 0" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: english.older })).toBeNull();
    expect(screen.queryByText(/are not among these results/)).toBeNull();
  });

  it("searches the older pages from the start on every search page of the visit once they were asked for", async () => {
    const user = userEvent.setup();
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(3, { olderThan: "2024-01-15" }));
    vi.mocked(searchPages).mockResolvedValue(outcomeOf(30));
    openSearch("/search?q=climate");
    await user.click(await screen.findByRole("button", { name: english.older }));
    await waitFor(() => expect(status()).toHaveTextContent("30 pages found"));
    expect(window.sessionStorage.getItem(OLDER_CHOSEN_KEY)).not.toBeNull();
    undo?.();
    vi.clearAllMocks();

    // Another query: the form's page load, which opens the search page again.
    openSearch("/search?q=energy");
    await waitFor(() => expect(status()).toHaveTextContent("30 pages found"));
    expect(addOlderParts).toHaveBeenCalledTimes(1);
    expect(searchPages).toHaveBeenCalledWith("energy");
    expect(searchOnArrival).not.toHaveBeenCalled();
    expect(screen.queryByText(/are not among these results/)).toBeNull();
  });

  it("offers the older pages when the newer found nothing, and puts the focus in the field when they find nothing either", async () => {
    const user = userEvent.setup();
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(0, { olderThan: "2024-01-15" }));
    vi.mocked(searchPages).mockResolvedValue(outcomeOf(0));
    openSearch("/search?q=zzz");
    await user.click(await screen.findByRole("button", { name: english.older }));
    await waitFor(() => expect(field()).toHaveFocus());
    expect(status()).toHaveTextContent(english.noResults);
    expect(screen.queryByRole("button", { name: english.older })).toBeNull();
  });

  it("writes its text in the page's language", async () => {
    const french = { language: languageByCode("fr"), messages: messagesFor("fr") };
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(0));
    openSearch("/fr/search?q=zzz", french);
    await waitFor(() => expect(status()).toHaveTextContent(french.messages.search.noResults));
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/fr/site-index", "/fr/site-index"]);
  });

  it("formats the count in the page's language", async () => {
    const french = { language: languageByCode("fr"), messages: messagesFor("fr") };
    vi.mocked(searchOnArrival).mockResolvedValue(outcomeOf(1200));
    openSearch("/fr/search?q=climat", french);
    await waitFor(() => expect(status()).toHaveTextContent(/1\s200/));
  });

  it("draws nothing that arrives once undone", async () => {
    let arrive: (outcome: SearchOutcome) => void = () => undefined;
    vi.mocked(searchOnArrival).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    openSearch("/search?q=climate");
    undo?.();
    undo = undefined;
    arrive(outcomeOf(12));
    await Promise.resolve();
    await Promise.resolve();
    expect(results()).toBeNull();
    expect(status()).toBeEmptyDOMElement();
  });
});
