import { inlineScript } from "~/lib/inline-script";

/** The session-storage key that holds the notice a visitor dismissed, by its id. */
export const NOTICE_DISMISSED_KEY = "un-notice-dismissed";

/** Set on `<html>` when the visitor dismissed this page's notice in this tab: CSS hides it. */
export const NOTICE_DISMISSED_CLASS = "notice-dismissed";

/** The attribute of `<html>` that names the notice the page shows. */
export const NOTICE_ATTRIBUTE = "data-notice";

interface NoticeScriptOptions {
  key: string;
  className: string;
  attribute: string;
}

/**
 * Runs in `<head>` before first paint: a notice dismissed earlier in this tab stays hidden on the
 * next pages, without a flash. Kept free of imports and closures: it is serialised into the page.
 */
function hideDismissedNotice(options: NoticeScriptOptions) {
  const root = document.documentElement;
  const id = root.getAttribute(options.attribute);
  try {
    if (id && window.sessionStorage.getItem(options.key) === id)
      root.classList.add(options.className);
  } catch {
    // Blocked storage: the notice shows, and can be dismissed on each page.
  }
}

/** The inline script's source text; its hash is published in the Content Security Policy. */
export const noticeScript = /* @__PURE__ */ inlineScript<NoticeScriptOptions>(hideDismissedNotice, {
  key: NOTICE_DISMISSED_KEY,
  className: NOTICE_DISMISSED_CLASS,
  attribute: NOTICE_ATTRIBUTE,
});
