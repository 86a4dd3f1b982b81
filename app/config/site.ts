/**
 * The public address the site is deployed at, for canonical URLs, sharing tags, the sitemap and
 * robots.txt. Set SITE_URL when building for a real domain; it defaults to where `npm start` serves.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL ?? "http://localhost:4173").replace(
  /\/+$/,
  "",
);

/** The image shared on social networks when a page has none of its own (1200 × 630). */
export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";
