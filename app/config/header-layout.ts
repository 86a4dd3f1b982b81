/**
 * The theme button floats at the header's end, within its height (a 3rem button, 0.5rem from the
 * edges); the header keeps this much of its end empty, so the button never covers anything. Only
 * the header and the theme control read these, so they travel in those parts' own chunks.
 */
export const THEME_CONTROL_SLOT_CLASS = "pe-16";
export const THEME_CONTROL_POSITION_CLASS = "fixed end-2 top-2";
