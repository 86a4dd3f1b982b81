/** The organisation's figures shown on the home page (specification section 9). */
export const MEMBER_STATES_COUNT = 193;
export const YEARS_OF_SERVICE = 80;
export const SECURITY_COUNCIL_MEMBERS = 15;
/** The year the Charter came into force (24 October 1945), as the About section says it. */
export const FOUNDING_YEAR = 1945;

/** The day of the Climate Summit 2025 in the home page banner, shown in the page language's own date format. */
export const CLIMATE_SUMMIT_DATE = "2025-09-24";

/**
 * The class of a band below the first screen that the first layout skips (app/styles/app.css):
 * the home page's bands and the footer. The inline script lays them out after the first paint
 * (app/controls/after-first-paint.ts).
 */
export const LAY_OUT_AFTER_PAINT_CLASS = "lay-out-after-paint";

/**
 * The class of the frame of a photo loaded when scrolled near (`loading="lazy"`): its photo is not
 * displayed until the page has painted (app/styles/app.css), so no such photo is fetched before
 * the first paint, which then has the connection to itself. The inline script removes it from
 * every frame at once when the page has painted.
 */
export const PHOTO_AFTER_PAINT_CLASS = "photo-after-paint";

/** Set on `<html>` once every band the first layout skipped has been laid out. */
export const BANDS_LAID_OUT_ATTRIBUTE = "data-bands-laid-out";

/** Page content sits below the fixed header: 16 spacing units (4rem), the header's own height. */
export const HEADER_OFFSET_CLASS = "pt-16";
export const HEADER_HEIGHT_CLASS = "h-16";

/** The element holding the whole visible site; focus entering it lifts the splash. */
export const SITE_ROOT_ID = "site-root";

/** The main content element, target of the skip link. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * An empty element just after the home page's first screen (the header strip and the hero): the
 * first paint waits for it (root.tsx), so no part of that screen is drawn half parsed.
 */
export const FIRST_SCREEN_END_ID = "first-screen-end";
