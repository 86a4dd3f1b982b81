import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "~/i18n/catalog";
import type { SearchOutcome, SearchResult } from "./pagefind";

const RESULTS: SearchResult[] = Array.from({ length: 10 }, (_, index) => ({
  path: `/stories/story-${index}`,
  title: `Story ${index}`,
  ...(index % 2 === 0 && { section: "Stories" }),
  excerpt: [
    { text: "…the ", marked: false },
    { text: "climate", marked: true },
    { text: ` & <b>story</b> ${index}…`, marked: false },
  ],
}));
const OUTCOME: SearchOutcome = { total: 12, first: RESULTS, more: () => Promise.resolve([]) };

vi.mock("./pagefind", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./pagefind")>()),
  searchOnArrival: () => Promise.resolve(OUTCOME),
  searchPages: () => Promise.resolve(OUTCOME),
}));

/**
 * The page as prerendered and as it hydrates, each from modules of its own: the build renders it
 * in another process than the browser that hydrates it.
 */
async function loadPage() {
  vi.resetModules();
  const [{ createElement }, router, { I18nProvider }, { englishI18n }, view, arrival] =
    await Promise.all([
      import("react"),
      import("react-router"),
      import("~/i18n/i18n-provider"),
      import("~/test/i18n"),
      import("./search-view"),
      import("./search-arrival"),
    ]);
  const page = () =>
    createElement(
      router.MemoryRouter,
      { initialEntries: ["/search?q=climate"] },
      createElement(I18nProvider, {
        value: englishI18n,
        children: createElement(view.SearchView, { messages: messagesFor("en").search }),
      }),
    );
  return { page, arrive: arrival.arrive };
}

describe("the search page's arrival", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    window.history.replaceState(null, "", "/");
  });

  it("draws the first results before the page hydrates, and the view adopts them as they are", async () => {
    const prerendered = await loadPage();
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(prerendered.page());

    window.history.replaceState(null, "", "/search?q=climate");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const browser = await loadPage();
    await browser.arrive("v1");

    const status = container.querySelector('[role="status"]');
    const list = container.querySelector("ol");
    expect(status?.textContent).toBe("12 pages found");
    expect(list?.querySelectorAll("li")).toHaveLength(10);
    expect(list?.querySelector("a")?.getAttribute("href")).toBe("/stories/story-0");
    expect(list?.querySelector("mark")?.textContent).toBe("climate");
    expect(list?.querySelector("li p:last-child")?.textContent).toBe(
      "…the climate & <b>story</b> 0…",
    );
    // "Show more results" comes with the view, which can act on it.
    expect(container.querySelector("button[type=button]")).toBeNull();

    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    for (const adopted of [status, list])
      if (adopted)
        watcher.observe(adopted, { subtree: true, childList: true, characterData: true });
    const errors = vi.spyOn(console, "error");
    const recoverable = vi.fn();
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("react");
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    await act(async () => {
      hydrateRoot(container, browser.page(), { onRecoverableError: recoverable });
    });
    // Hydration found its own markup: nothing was replaced, nothing was announced again.
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(watcher.takeRecords().concat(changes)).toEqual([]);
    expect(container.querySelector("ol")).toBe(list);
    expect(container.querySelector("input")?.value).toBe("climate");
    expect(container.querySelector("ol + p button")?.textContent).toBe("Show more results");
    errors.mockRestore();
  });

  it("draws nothing once the view has rendered: the view then shows the results itself", async () => {
    window.history.replaceState(null, "", "/search?q=climate");
    const browser = await loadPage();
    const { render, screen } = await import("@testing-library/react");
    render(browser.page());
    const list = await screen.findByRole("list");
    await browser.arrive("v1");
    expect([...document.querySelectorAll("ol")]).toEqual([list]);
    expect(screen.getByRole("status")).toHaveTextContent("12 pages found");
  });
});
