import * as React from "react";
import type { Messages } from "./message-arguments";
import type { Language } from "./languages";

export interface I18nValue {
  language: Language;
  messages: Messages;
}

const I18nContext = React.createContext<I18nValue | null>(null);

/** Provides the language of the page being rendered and that language's interface text. */
export function I18nProvider({ value, children }: { value: I18nValue; children: React.ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18nValue {
  const value = React.useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used within an I18nProvider");
  return value;
}
