/** See render-pages.mjs. */
export interface PageAssets {
  stylesheet: string;
  script: string;
}
export interface RenderPlan {
  serverEntry: string;
  clientDir: string;
  assets: PageAssets;
  paths: string[];
  cacheFiles: Record<string, string>;
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
  plan: RenderPlan,
  options?: { searchIndex?: boolean },
): Promise<{ rendered: number; finished: string[]; seconds: number }>;
