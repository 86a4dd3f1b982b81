/** See render-pages.mjs. */
export const PRERENDER_FOLDER: "prerender";
export const PLAN_FILE: "plan.json";
export interface RenderPlan {
  serverEntry: string;
  clientDir: string;
  paths: string[];
  cacheFiles: Record<string, { html: string; data: string }>;
  snapshot: string;
  finisher: string;
  heapMb?: number;
}
export function renderPages(
  plan: RenderPlan,
  threads?: number,
): Promise<{ rendered: number; finished: string[] }>;
export function renderPlannedPages(
  buildDirectory: string,
): Promise<{ rendered: number; seconds: number }>;
