import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { NoticeBanner } from "./notice-banner";
import { start } from "./notice.client";
import { NOTICE_DISMISSED_CLASS, NOTICE_DISMISSED_KEY, noticeScript } from "./notice-script";

const NOTICE = { id: "abc123", text: "Read this.", starts: "2026-11-01", ends: "2026-11-30" };

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  document.documentElement.classList.remove(NOTICE_DISMISSED_CLASS);
  document.documentElement.removeAttribute("data-notice");
  window.sessionStorage.clear();
});

function renderNotice() {
  const view = render(
    <I18nProvider value={englishI18n}>
      <main id="main-content" tabIndex={-1}>
        <NoticeBanner notice={NOTICE} />
      </main>
    </I18nProvider>,
  );
  const region = screen.getByRole("region", { name: englishI18n.messages.notice.label });
  return { view, region };
}

describe("the notice", () => {
  it("is dismissed for the visit, focus moving to the page's content", async () => {
    const { region } = renderNotice();
    undo = start(region);
    await userEvent.click(
      screen.getByRole("button", { name: englishI18n.messages.notice.dismiss }),
    );
    expect(document.documentElement).toHaveClass(NOTICE_DISMISSED_CLASS);
    expect(window.sessionStorage.getItem(NOTICE_DISMISSED_KEY)).toBe("abc123");
    expect(document.activeElement).toHaveAttribute("id", "main-content");
  });

  it("stays hidden on the next page from its first paint, and shows a new notice", () => {
    window.sessionStorage.setItem(NOTICE_DISMISSED_KEY, "abc123");
    document.documentElement.setAttribute("data-notice", "abc123");
    // The inline script as the page runs it, in <head>.
    new Function(noticeScript)();
    expect(document.documentElement).toHaveClass(NOTICE_DISMISSED_CLASS);
    document.documentElement.classList.remove(NOTICE_DISMISSED_CLASS);
    document.documentElement.setAttribute("data-notice", "def456");
    new Function(noticeScript)();
    expect(document.documentElement).not.toHaveClass(NOTICE_DISMISSED_CLASS);
  });

  it("is dismissed on the page even when storage is blocked", async () => {
    const { region } = renderNotice();
    undo = start(region);
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error("blocked");
    };
    try {
      await userEvent.click(screen.getByRole("button"));
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(document.documentElement).toHaveClass(NOTICE_DISMISSED_CLASS);
  });
});
