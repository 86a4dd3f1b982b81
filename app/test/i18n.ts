import { messagesFor } from "~/i18n/catalog";
import type { I18nValue } from "~/i18n/i18n-provider";
import { languageByCode } from "~/i18n/languages";

/** The English language data a page receives, for rendering components in tests. */
export const englishI18n: I18nValue = {
  language: languageByCode("en"),
  messages: messagesFor("en"),
};
