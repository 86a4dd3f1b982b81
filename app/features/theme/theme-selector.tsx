import * as React from "react";
import { PaletteIcon } from "~/components/ui/icons";
import { DisclosureButton } from "~/components/ui/disclosure-button";
import { useI18n } from "~/i18n/i18n-provider";
import { THEME_CONTROL_POSITION_CLASS } from "~/config/header-layout";
import { cn } from "~/lib/cn";
import { THEMES } from "./themes";

/**
 * The floating top-right button, in the header's end slot, and its panel of the four options,
 * drawn closed. The visitor's theme is known only in the browser, so no option is drawn pressed:
 * the `theme-selector` control (theme-selector.client.ts) marks it and applies choices, the
 * `disclosure` control opens and closes the panel.
 */
export function ThemeSelector() {
  const { messages } = useI18n();
  const panelId = React.useId();
  const titleId = React.useId();

  return (
    <div
      data-control="theme-selector"
      data-transitioning={messages.theme.transitioning}
      className={cn("needs-js theme-selector z-[60] print:hidden", THEME_CONTROL_POSITION_CLASS)}
    >
      <DisclosureButton
        controls={panelId}
        closesOnOutsidePress
        className="flex size-12 items-center justify-center rounded-full border-2 border-primary-foreground bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover"
      >
        <PaletteIcon />
        <span className="sr-only">{messages.theme.button}</span>
      </DisclosureButton>
      {/* 4rem down (the button's 0.5rem and the panel's 3.5rem), it ends at most 0.5rem above
          the viewport's bottom. */}
      <div
        id={panelId}
        role="group"
        aria-labelledby={titleId}
        hidden
        className="viewport-panel absolute end-0 top-14 w-64 [--panel-top:4.5rem] rounded-lg border-2 border-border bg-card p-3 text-card-foreground shadow-xl"
      >
        <h2 id={titleId} className="mb-2 text-base font-bold">
          {messages.theme.panelTitle}
        </h2>
        <ul className="space-y-1">
          {THEMES.map((option) => (
            <li key={option}>
              <button
                type="button"
                data-theme={option}
                aria-pressed={false}
                className={cn(
                  "flex w-full flex-col items-start rounded-md border-2 px-3 py-2 text-start",
                  "border-transparent not-aria-pressed:hover:border-border",
                  "aria-pressed:border-primary aria-pressed:bg-muted aria-pressed:font-bold",
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
        <p role="status" className="mt-2 min-h-5 text-sm text-muted-foreground" />
      </div>
    </div>
  );
}
