/** A page of each kind, and the status it answers with (first-paint.both.spec.ts, page-scripts.spec.ts). */
export const PAGE_KINDS = [
  { path: "/", status: 200 },
  { path: "/ar", status: 200 },
  { path: "/stories/carbon-markets", status: 200 },
  { path: "/ru/about/charter", status: 200 },
  { path: "/goals/13", status: 200 },
  { path: "/stories", status: 200 },
  { path: "/site-index", status: 200 },
  { path: "/no-such-page", status: 404 },
];
