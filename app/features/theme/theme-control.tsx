import { ThemeProvider } from "./theme-provider";
import { ThemeSelector } from "./theme-selector";

/** The theme rules and the floating selector that changes them, loaded together as one part. */
export function ThemeControl() {
  return (
    <ThemeProvider>
      <ThemeSelector />
    </ThemeProvider>
  );
}
