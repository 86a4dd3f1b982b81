import * as React from "react";
import { en, type Messages } from "./en";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages";

interface I18nValue {
  language: Language;
  messages: Messages;
}

const defaultLanguage: Language = LANGUAGES.find(
  (language) => language.code === DEFAULT_LANGUAGE,
) ?? {
  code: "en",
  nativeName: "English",
  dir: "ltr",
};

const I18nContext = React.createContext<I18nValue>({ language: defaultLanguage, messages: en });

/** Provides the visitor's language and its interface text to the tree. */
export function I18nProvider({ children }: { children: React.ReactNode }) {
  const value = React.useMemo(() => ({ language: defaultLanguage, messages: en }), []);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  return React.useContext(I18nContext);
}
