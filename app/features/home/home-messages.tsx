import * as React from "react";
import type { HomeMessages } from "~/i18n/message-arguments";

/**
 * The home page's groups of text that only its prerendered sections draw (home-sections.tsx): they
 * travel with the page's prerendered records, so the HTML does not carry them twice, once as
 * markup and once as hydration data.
 */
const PRERENDERED_GROUPS = [
  "climate",
  "stats",
  "goals",
  "actNow",
  "structure",
  "facts",
  "media",
  "essentials",
] as const satisfies readonly (keyof HomeMessages)[];

type PrerenderedGroup = (typeof PRERENDERED_GROUPS)[number];

/** The text of the sections that hydrate: the strip, the hero and its film, the stories. */
export type HydratedHomeMessages = Omit<HomeMessages, PrerenderedGroup>;

/** The text of the sections that are prerendered markup alone. */
export type PrerenderedHomeMessages = Pick<HomeMessages, PrerenderedGroup>;

/** The home page's text, split into the part that hydrates and the part drawn as markup alone. */
export function splitHomeMessages(messages: HomeMessages): {
  hydrated: HydratedHomeMessages;
  prerendered: PrerenderedHomeMessages;
} {
  const isPrerendered = (group: string) =>
    (PRERENDERED_GROUPS as readonly string[]).includes(group);
  const part = (prerendered: boolean) =>
    Object.fromEntries(
      Object.entries(messages).filter(([group]) => isPrerendered(group) === prerendered),
    );
  return {
    hydrated: part(false) as HydratedHomeMessages,
    prerendered: part(true) as PrerenderedHomeMessages,
  };
}

const HomeMessagesContext = React.createContext<HydratedHomeMessages | null>(null);
const PrerenderedHomeMessagesContext = React.createContext<PrerenderedHomeMessages | null>(null);

/** The text of the home page's sections that hydrate, which arrives with the page's data. */
export const HomeMessagesProvider = HomeMessagesContext.Provider;

/** The text of the home page's prerendered sections, which arrives with their records. */
export const PrerenderedHomeMessagesProvider = PrerenderedHomeMessagesContext.Provider;

export function useHomeMessages(): HydratedHomeMessages {
  const value = React.useContext(HomeMessagesContext);
  if (!value) throw new Error("useHomeMessages must be used within a HomeMessagesProvider");
  return value;
}

export function usePrerenderedHomeMessages(): PrerenderedHomeMessages {
  const value = React.useContext(PrerenderedHomeMessagesContext);
  if (!value)
    throw new Error(
      "usePrerenderedHomeMessages must be used within a PrerenderedHomeMessagesProvider",
    );
  return value;
}
