import { MAIN_CONTENT_ID } from "~/config/constants";
import { NOTICE_DISMISSED_CLASS, NOTICE_DISMISSED_KEY } from "./notice-script";

/**
 * The notice's button: hides it, remembers for the rest of the visit in this tab that it was read
 * (the inline script hides it on the next pages), and moves the focus to the page's content, where
 * the reader was going.
 */
export function start(element: HTMLElement): () => void {
  const button = element.querySelector("button");
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(NOTICE_DISMISSED_KEY, element.dataset.noticeId ?? "");
    } catch {
      // Blocked storage: hidden on this page only.
    }
    document.documentElement.classList.add(NOTICE_DISMISSED_CLASS);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  button?.addEventListener("click", dismiss);
  return () => button?.removeEventListener("click", dismiss);
}
