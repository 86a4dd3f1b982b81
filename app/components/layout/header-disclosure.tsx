/**
 * The header's panels (search, languages) are native `<details>`: they open and close without
 * JavaScript. Sharing this `name`, opening one closes the other: the browser keeps at most one of
 * them open. With JavaScript, the `header-panels` control (header-panels.client.ts) adds the rest.
 */
export const HEADER_PANELS = "site-header-panel";
