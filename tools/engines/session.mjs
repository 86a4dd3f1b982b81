// What the checks (checks.mjs) ask of a browser, the same for every engine: firefox.mjs and
// webkit.mjs each give one over their own driver.

/**
 * @typedef {object} Session
 * @property {string} name the engine, as reports name it
 * @property {(path: string) => Promise<void>} goto loads a page of the site and waits for its load
 * @property {() => Promise<void>} reload
 * @property {(width: number, height: number) => Promise<void>} viewport sets the page's own size
 * @property {(fn: (...args: any[]) => unknown, ...args: unknown[]) => Promise<any>} evaluate runs a
 *   function in the page and returns its (awaited) result, as JSON carries it
 * @property {(selector: string) => Promise<void>} click a real click in the middle of the element
 * @property {(selector: string) => Promise<void>} hover moves the pointer over the element
 * @property {(key: "Escape" | "Enter" | "Tab") => Promise<void>} press a real key press
 * @property {(text: string) => Promise<void>} type types into the focused element
 * @property {(file: string) => Promise<void>} screenshot of the viewport, as a PNG
 * @property {() => Promise<string[]>} problems the console errors, page errors and policy
 *   violations seen since the last call
 * @property {() => Promise<void>} close ends the browser and what was started for it
 */

export {};
