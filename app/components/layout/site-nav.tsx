import * as React from "react";
import { ChevronIcon, MenuIcon } from "~/components/ui/icons";
import { DisclosureButton } from "~/components/ui/disclosure-button";
import { Link } from "~/components/ui/link";
import { isCurrentSection, mainNavigation, type NavItem } from "~/config/navigation";
import { useI18n } from "~/i18n/i18n-provider";
import { usePathname } from "~/hooks/use-pathname";
import { cn } from "~/lib/cn";

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The main navigation: a bar with the About dropdown on wide screens, a toggled menu on small ones.
 * Drawn closed; the `disclosure` control opens the menu, `about-menu` the dropdown.
 */
export function SiteNav() {
  const { messages } = useI18n();
  const pathname = usePathname();

  return (
    <nav aria-label={messages.nav.label} className="flex items-center">
      {/* Narrower links below 2xl leave the bar room for long names, search and languages. */}
      <ul className="hidden items-center xl:flex [&_a.nav-link]:px-2 2xl:gap-1 2xl:[&_a.nav-link]:px-3">
        {mainNavigation.map((item) =>
          item.children ? (
            <AboutDropdown key={item.href} item={item} pathname={pathname} />
          ) : (
            <li key={item.href}>
              <NavLinkItem item={item} pathname={pathname} />
            </li>
          ),
        )}
      </ul>
      <DisclosureButton
        controls={MOBILE_MENU_ID}
        className="needs-js nav-link group flex items-center gap-2 xl:hidden"
      >
        {/* Three bars while the menu is closed, a cross while it is open (aria-expanded). */}
        <MenuIcon open={false} className="group-aria-expanded:hidden" />
        <MenuIcon open className="hidden group-aria-expanded:block" />
        <span className="max-sm:sr-only">{messages.nav.openMenu}</span>
      </DisclosureButton>
      <div
        id={MOBILE_MENU_ID}
        hidden
        className="mobile-menu viewport-panel fixed inset-x-0 top-16 border-b border-nav-border bg-nav px-4 pb-4 xl:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <NavLinkItem item={item} pathname={pathname} />
              {item.children && (
                <ul className="ms-4 flex flex-col gap-1 border-s-2 border-nav-border ps-2">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLinkItem item={child} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
      <NoScriptMenu />
    </nav>
  );
}

/**
 * Without JavaScript the toggle above cannot work: a native disclosure takes its place, listing the
 * same links, so the menu still opens on small screens.
 */
function NoScriptMenu() {
  const { messages } = useI18n();
  const pathname = usePathname();
  return (
    <noscript>
      <details className="no-script-menu xl:hidden">
        <summary className="nav-link flex cursor-pointer items-center gap-2">
          <MenuIcon open={false} />
          <span className="max-sm:sr-only">{messages.nav.openMenu}</span>
        </summary>
        <ul className="mobile-menu viewport-panel fixed inset-x-0 top-16 border-b border-nav-border bg-nav px-4 pt-2 pb-4">
          {mainNavigation
            .flatMap((item) => [item, ...(item.children ?? [])])
            .map((item) => (
              <li key={item.href}>
                <NavLinkItem item={item} pathname={pathname} />
              </li>
            ))}
        </ul>
      </details>
    </noscript>
  );
}

interface NavLinkItemProps {
  item: NavItem;
  pathname: string;
  className?: string;
}

function NavLinkItem({ item, pathname, className }: NavLinkItemProps) {
  const { messages } = useI18n();
  const exact = pathname === item.href;
  const inSection = !exact && isCurrentSection(pathname, item);
  return (
    <Link
      to={item.href}
      className={cn("nav-link", (exact || inSection) && "nav-link--current", className)}
      aria-current={exact ? "page" : inSection ? "true" : undefined}
    >
      {messages.nav[item.label]}
    </Link>
  );
}

interface AboutDropdownProps {
  item: NavItem;
  pathname: string;
}

/**
 * The About link with its sub-links, drawn closed. The `about-menu` control (about-menu.client.ts)
 * opens it on hover, and by keyboard from its own button.
 */
function AboutDropdown({ item, pathname }: AboutDropdownProps) {
  const { messages } = useI18n();
  const submenuId = React.useId();

  return (
    <li data-control="about-menu" className="relative flex items-center">
      <NavLinkItem item={item} pathname={pathname} className="pe-1" />
      <button
        type="button"
        aria-expanded={false}
        aria-controls={submenuId}
        className="nav-link group px-1"
      >
        {/* Down while closed, turned up while open (aria-expanded). */}
        <ChevronIcon open={false} className="group-aria-expanded:rotate-180" />
        <span className="sr-only">{messages.nav.aboutSubmenu}</span>
      </button>
      <ul
        id={submenuId}
        hidden
        className="absolute start-0 top-full min-w-60 rounded-b-md border border-nav-border bg-nav p-2 shadow-xl"
      >
        {item.children?.map((child) => (
          <li key={child.href}>
            <NavLinkItem item={child} pathname={pathname} className="block" />
          </li>
        ))}
      </ul>
    </li>
  );
}
