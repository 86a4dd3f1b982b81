/** Where `npm start` serves; the public address of a build made without VITE_SITE_URL. */
const LOCAL_SITE_URL = "http://localhost:4173";

/**
 * Whether `npm run build` was started with NODE_ENV=production. Vite sets NODE_ENV=production for
 * every build, so scripts/build/index.mjs passes on the value it was started with as SITE_BUILD_NODE_ENV.
 */
function startedWithNodeEnvProduction(): boolean {
  return process.env.SITE_BUILD_NODE_ENV === "production";
}

/** Prerendering without VITE_SITE_URL warns, and fails for a production build. */
function checkSiteUrlIsSet(): void {
  const problem =
    `VITE_SITE_URL is not set: canonical links, sharing tags, sitemap.xml and robots.txt ` +
    `name ${LOCAL_SITE_URL}`;
  if (startedWithNodeEnvProduction()) {
    throw new Error(
      `${problem}. Set it for a production build: VITE_SITE_URL=https://… npm run build`,
    );
  }
  console.warn(`Warning: ${problem}; set it when building for a real domain.`);
}

if (import.meta.env.SSR && !import.meta.env.VITE_SITE_URL) checkSiteUrlIsSet();

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
