import type { ShellMessages } from "~/config/page-kinds";
import type { Language } from "~/i18n/languages";

/** What every page's meta() reads from the root route's data. */
export interface RootData {
  language: Language;
  messages: ShellMessages;
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** The page's language and interface text, from the root match of a meta() call. */
export function rootData(matches: readonly (MetaMatch | undefined)[]): RootData {
  const data = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!data) throw new Error("The root route's data is missing");
  return data;
}
