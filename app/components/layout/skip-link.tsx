import { useI18n } from "~/i18n/i18n-provider";

import { MAIN_CONTENT_ID } from "~/config/constants";

/** The first tab stop: moves focus to the main content. */
export function SkipLink() {
  const { messages } = useI18n();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {messages.skipToContent}
    </a>
  );
}
