/** See after-first-paint.mjs. */
export function afterFirstPaint(start: string): string;
export const APP_START_HOLD: "__appStartHold";
