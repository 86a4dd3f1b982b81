/** See after-first-paint.mjs. */
export function afterFirstPaint(start: string): string;
