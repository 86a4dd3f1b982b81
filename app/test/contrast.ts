/** WCAG 2 colour contrast, for tests: colours as `#rrggbb`, `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColour(colour: string): Rgba {
  const text = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{6})$/.exec(text);
  if (hex?.[1]) {
    const value = parseInt(hex[1], 16);
    return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255, a: 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?\s*\)$/.exec(
    text,
  );
  if (rgb) {
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: Number(rgb[4] ?? 1) };
  }
  throw new Error(`Not a colour this helper reads: ${colour}`);
}

/** A translucent colour laid over an opaque one. */
export function over(top: Rgba, below: Rgba): Rgba {
  const mix = (front: number, back: number) => front * top.a + back * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: string | Rgba, second: string | Rgba): number {
  const [a, b] = [first, second].map((colour) =>
    relativeLuminance(typeof colour === "string" ? parseColour(colour) : colour),
  ) as [number, number];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
