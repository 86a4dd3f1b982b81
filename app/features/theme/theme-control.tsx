import { ThemeSelector } from "./theme-selector";

/**
 * The floating theme selector, as one part of the page. The theme itself is on `<html>` before first
 * paint (theme-script.ts); the selector's control changes it in the browser.
 */
export function ThemeControl() {
  return <ThemeSelector />;
}
