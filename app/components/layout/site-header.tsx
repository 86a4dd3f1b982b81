import { Link } from "~/components/ui/link";
import { Emblem } from "~/components/ui/emblem";
import { useI18n } from "~/i18n/i18n-provider";
import { paths } from "~/config/paths";
import { HEADER_HEIGHT_CLASS } from "~/config/constants";
import { cn } from "~/lib/cn";
import { SiteNav } from "./site-nav";

/** The fixed top bar: emblem, the organisation's name and the navigation. */
export function SiteHeader() {
  const { messages } = useI18n();
  return (
    <header
      className={cn(
        "site-header fixed inset-x-0 top-0 z-50 border-b border-nav-border bg-nav text-nav-foreground print:static",
        HEADER_HEIGHT_CLASS,
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home}
          className="flex min-w-0 items-center gap-2 rounded-sm font-bold tracking-wide"
          aria-label={messages.nav.homeLink}
        >
          <Emblem className="size-10 shrink-0" label="" aria-hidden="true" />
          {/* Long names ("ОРГАНИЗАЦИЯ ОБЪЕДИНЁННЫХ НАЦИЙ") wrap to a second line within the bar. */}
          <span className="text-sm/tight text-balance sm:text-lg/tight xl:max-w-72">
            {messages.siteNameCaps}
          </span>
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
