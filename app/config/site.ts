/** Where `npm start` serves; the public address of a build made without VITE_SITE_URL. */
const LOCAL_SITE_URL = "http://localhost:4173";

/**
 * What the build says of the site's address: nothing when VITE_SITE_URL is set; without it, a
 * warning, or for a build started with NODE_ENV=production (`production`), an error.
 */
export function siteUrlWarning(production: boolean): string | undefined {
  if (import.meta.env.VITE_SITE_URL) return undefined;
  const problem =
    `VITE_SITE_URL is not set: canonical links, sharing tags, sitemap.xml and robots.txt ` +
    `name ${LOCAL_SITE_URL}`;
  if (production)
    throw new Error(
      `${problem}. Set it for a production build: VITE_SITE_URL=https://… npm run build`,
    );
  return `Warning: ${problem}; set it when building for a real domain.`;
}

/**
 * The public address the site is deployed at, for canonical URLs, sharing tags, the sitemap and
 * robots.txt. Set VITE_SITE_URL when building for a real domain; it defaults to where `npm start`
 * serves.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL ?? LOCAL_SITE_URL).replace(
  /\/+$/,
  "",
);

/** The image shared on social networks when a page has none of its own (1200 × 630). */
export const DEFAULT_SHARE_IMAGE = "/images/og-default.png";
