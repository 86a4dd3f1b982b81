import { Link } from "~/components/ui/link";
import { Emblem } from "~/components/ui/emblem";
import { useI18n } from "~/i18n/i18n-provider";
import { paths } from "~/config/paths";
import { HEADER_HEIGHT_CLASS } from "~/config/constants";
import { THEME_CONTROL_SLOT_CLASS } from "~/config/header-layout";
import { cn } from "~/lib/cn";
import { HeaderLanguages } from "./header-languages";
import { HeaderSearch } from "./header-search";
import { SiteNav } from "./site-nav";

/**
 * The fixed top bar: emblem, the organisation's name, the navigation, search and languages. Its end
 * is left empty for the theme button, which floats there (see THEME_CONTROL_SLOT_CLASS). Its
 * search and language panels are native disclosures; `header-panels` (header-panels.client.ts)
 * adds Escape, a press outside and focus to them.
 */
export function SiteHeader() {
  const { messages } = useI18n();
  return (
    <header
      data-control="header-panels"
      className={cn(
        "site-header fixed inset-x-0 top-0 z-50 border-b border-nav-border bg-nav text-nav-foreground print:static",
        HEADER_HEIGHT_CLASS,
        THEME_CONTROL_SLOT_CLASS,
      )}
    >
      {/* From 2xl the links, the name and the language's name grow (site-nav, header-languages):
          the bar grows with them, or Arabic and Russian names would be squeezed under the links. */}
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 ps-3 sm:gap-4 sm:ps-4 2xl:max-w-[96rem]">
        <Link
          to={paths.home}
          className="flex min-w-0 items-center gap-2 rounded-sm font-bold tracking-wide"
          aria-label={messages.nav.homeLink}
        >
          {/* Below 360 px the four buttons leave the name about 110 px: the emblem, which only
              decorates, gives its room to the longest word ("ОРГАНИЗАЦИЯ"). */}
          <Emblem className="size-10 shrink-0 max-[359px]:hidden" label="" aria-hidden="true" />
          {/* Long names ("ОРГАНИЗАЦИЯ ОБЪЕДИНЁННЫХ НАЦИЙ") wrap to three lines at most within the
              bar, in a smaller size where the full navigation shares it. */}
          <span className="text-xs/tight text-balance max-[359px]:tracking-normal sm:text-lg/tight xl:max-w-72 xl:text-sm/tight 2xl:text-lg/tight">
            {messages.siteNameCaps}
          </span>
        </Link>
        <div className="flex shrink-0 items-center">
          <SiteNav />
          <HeaderSearch />
          <HeaderLanguages />
        </div>
      </div>
    </header>
  );
}
