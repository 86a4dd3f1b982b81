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
export function sharesOf(
  paths: string[],
  count: number,
  groupOf: (path: string) => string,
): { name: string; paths: string[] }[][];
export interface RenderOptions {
  threads?: number;
  groupOf?: (path: string) => string;
  onWritten?: (group: string) => void;
}
export function renderPages(
  plan: RenderPlan,
  options?: RenderOptions,
): Promise<{ rendered: number; finished: string[] }>;
export function renderPlannedPages(
  buildDirectory: string,
  options?: { searchIndex?: boolean },
): Promise<{ rendered: number; seconds: number }>;
