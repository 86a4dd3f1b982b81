// Plain JavaScript, shared by the prerender step (deferred-start.server.ts) and the build's
// scripts (scripts/search-arrival.mjs): the one definition of when a page's scripts may start.

/**
 * A page's inline script may set this property of `window` to a promise: the application's start
 * then waits, past the first paint, until it settles (the search page's arrival script holds it
 * until its results are drawn, for at most a few seconds).
 */
export const APP_START_HOLD = "__appStartHold";

/**
 * The source of a script that calls `start` (a function expression, as source) once the page's
 * first contentful paint is reported; where paint timing is unknown, after a frame.
 * @param {string} start
 * @returns {string}
 */
export function afterFirstPaint(start) {
  return (
    `{const start=${start};` +
    'if(PerformanceObserver.supportedEntryTypes?.includes("paint")){' +
    'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})' +
    "}else requestAnimationFrame(()=>setTimeout(start))}"
  );
}
