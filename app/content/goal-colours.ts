/**
 * Text on a goal's official colour. Several official colours (yellow, orange, sky blue) are too
 * light for white text, so each tile takes black or white, whichever contrasts more (WCAG 2.2).
 */
export const GOAL_INKS = { dark: "#000000", light: "#ffffff" } as const;

export type GoalInk = keyof typeof GOAL_INKS;

/** WCAG's relative luminance of a colour written "#RRGGBB". */
export function relativeLuminance(colour: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(colour.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The ink that reads best on a background colour. */
export function goalInk(colour: string): GoalInk {
  return contrastRatio(colour, GOAL_INKS.dark) >= contrastRatio(colour, GOAL_INKS.light)
    ? "dark"
    : "light";
}
