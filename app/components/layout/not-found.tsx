import { lazyIsland } from "~/static-first/island";

/**
 * What an address that is no page shows: its text is prerendered, its links hydrate lazily. With
 * `englishPath`, the address is a page not written in the visitor's language, offered in English.
 */
export const NotFound = lazyIsland(() =>
  import("./not-found-content").then((m) => m.NotFoundContent),
);
