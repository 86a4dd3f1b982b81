import { PaletteIcon } from "~/components/ui/icons";
import * as React from "react";
import { DisclosureButton } from "~/components/ui/disclosure-button";
import { useI18n } from "~/i18n/i18n-provider";
import { useDisclosure } from "~/hooks/use-disclosure";
import { THEME_CONTROL_POSITION_CLASS } from "~/config/header-layout";
import { cn } from "~/lib/cn";
import { useTheme } from "./theme-provider";
import { THEMES, type Theme } from "./themes";

/** The floating top-right button, in the header's end slot, and its panel of the four options. */
export function ThemeSelector() {
  const { messages } = useI18n();
  const { theme, setTheme, isTransitioning } = useTheme();
  const panel = useDisclosure();
  const { open, close, buttonRef } = panel;
  const panelRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLButtonElement>("[aria-pressed='true']")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close, buttonRef]);

  const choose = (option: Theme) => {
    if (isTransitioning) return;
    setTheme(option);
    close(true);
  };

  return (
    <div
      className={cn("needs-js theme-selector z-[60] print:hidden", THEME_CONTROL_POSITION_CLASS)}
    >
      <DisclosureButton
        {...panel.button}
        className="flex size-12 items-center justify-center rounded-full border-2 border-primary-foreground bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
      >
        <PaletteIcon />
        <span className="sr-only">{messages.theme.button}</span>
      </DisclosureButton>
      <div
        ref={panelRef}
        id={panel.panelId}
        role="group"
        aria-labelledby={titleId}
        hidden={!open}
        className="absolute end-0 top-14 w-64 rounded-lg border-2 border-border bg-card p-3 text-card-foreground shadow-xl"
      >
        <h2 id={titleId} className="mb-2 text-base font-bold">
          {messages.theme.panelTitle}
        </h2>
        {/* Rendered only while open: the stored theme is known only in the browser, so the
            prerendered page must not claim one. */}
        {open && (
          <ul className="space-y-1">
            {THEMES.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  aria-pressed={theme === option}
                  disabled={isTransitioning}
                  onClick={() => choose(option)}
                  className={cn(
                    "flex w-full flex-col items-start rounded-md border-2 px-3 py-2 text-start",
                    theme === option
                      ? "border-primary bg-muted font-bold"
                      : "border-transparent hover:border-border",
                    "disabled:cursor-wait disabled:opacity-70",
                  )}
                >
                  <span>{messages.theme.options[option]}</span>
                  <span className="text-sm text-muted-foreground">
                    {messages.theme.descriptions[option]}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
          {isTransitioning ? messages.theme.transitioning : ""}
        </p>
      </div>
    </div>
  );
}
