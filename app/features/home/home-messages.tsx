import * as React from "react";
import type { HomeMessages } from "~/i18n/message-arguments";

const HomeMessagesContext = React.createContext<HomeMessages | null>(null);

/** The home page's own text, which its sections read. */
export const HomeMessagesProvider = HomeMessagesContext.Provider;

export function useHomeMessages(): HomeMessages {
  const value = React.useContext(HomeMessagesContext);
  if (!value) throw new Error("useHomeMessages must be used within a HomeMessagesProvider");
  return value;
}
