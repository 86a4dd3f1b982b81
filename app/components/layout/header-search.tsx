import { SearchIcon } from "~/components/ui/icons";
import * as React from "react";
import { useLocalizedPath } from "~/components/ui/link";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";
import { HEADER_PANELS } from "./header-disclosure";

/**
 * The header's search: a disclosure whose panel holds the form, sent as a plain GET to this
 * language's search page, so it works before and without JavaScript. Opening it puts focus in
 * the field (the header's `header-panels` control).
 */
export function HeaderSearch() {
  const { messages } = useI18n();
  const localize = useLocalizedPath();
  const inputId = React.useId();
  return (
    <details name={HEADER_PANELS} className="header-disclosure">
      <summary className="nav-link cursor-pointer px-2.5">
        <SearchIcon />
        <span className="sr-only">{messages.header.search}</span>
      </summary>
      <div className="viewport-panel fixed inset-x-0 top-16 border-b border-nav-border bg-nav px-4 py-4">
        <form
          role="search"
          aria-label={messages.header.searchLabel}
          action={localize(paths.search)}
          method="get"
          className="mx-auto flex max-w-3xl flex-wrap items-end gap-2"
        >
          {/* On a phone the field takes its own row and the button goes below it; beside it from
              640 px. Left to the field's own width, each engine would decide otherwise. */}
          <div className="flex min-w-0 basis-full flex-col sm:basis-0 sm:grow gap-1">
            <label htmlFor={inputId} className="font-semibold">
              {messages.header.searchLabel}
            </label>
            <input
              id={inputId}
              type="search"
              name="q"
              required
              className="w-full min-w-0 rounded-md border-2 border-nav-foreground bg-background px-3 py-2 text-foreground"
            />
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-md border-2 border-nav-foreground px-4 py-2 font-bold hover:bg-[var(--nav-hover)]"
          >
            {messages.header.searchSubmit}
          </button>
        </form>
      </div>
    </details>
  );
}
