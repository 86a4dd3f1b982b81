/** See cache.mjs. */
export const DEFAULT_CACHE_DIR: string;
export const CACHE_MAX_AGE_MS: number;
export function cacheFolder(kind: string, root?: string): string;
export function pruneCache(dir: string): Promise<void>;
export function replaceFile(path: string, content: string | Buffer): Promise<void>;
