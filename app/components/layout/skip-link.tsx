import { MAIN_CONTENT_ID } from "~/config/constants";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * The first tab stop: a plain link to the main content, which takes focus itself (it has a
 * tabindex of -1), so no script is needed.
 */
export function SkipLink() {
  const { messages } = useI18n();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {messages.skipToContent}
    </a>
  );
}
