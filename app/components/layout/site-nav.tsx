import { ChevronIcon, MenuIcon } from "~/components/ui/icons";
import * as React from "react";
import { DisclosureButton } from "~/components/ui/disclosure-button";
import { Link } from "~/components/ui/link";
import { isCurrentSection, mainNavigation, type NavItem } from "~/config/navigation";
import { useI18n } from "~/i18n/i18n-provider";
import { useDisclosure } from "~/hooks/use-disclosure";
import { usePathname } from "~/hooks/use-pathname";
import { cn } from "~/lib/cn";

const MOBILE_MENU_ID = "mobile-menu";

/** The main navigation: a bar with the About dropdown on wide screens, a toggled menu on small ones. */
export function SiteNav() {
  const { messages } = useI18n();
  const pathname = usePathname();
  const menu = useDisclosure(MOBILE_MENU_ID);
  const { setOpen: setMenuOpen } = menu;

  React.useEffect(() => {
    setMenuOpen(false);
  }, [pathname, setMenuOpen]);

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
        {...menu.button}
        className="needs-js nav-link flex items-center gap-2 xl:hidden"
      >
        <MenuIcon open={menu.open} />
        <span className="max-sm:sr-only">{messages.nav.openMenu}</span>
      </DisclosureButton>
      <div
        id={MOBILE_MENU_ID}
        hidden={!menu.open}
        className="mobile-menu fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-nav-border bg-nav px-4 pb-4 xl:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <NavLinkItem item={item} pathname={pathname} onNavigate={() => setMenuOpen(false)} />
              {item.children && (
                <ul className="ms-4 flex flex-col gap-1 border-s-2 border-nav-border ps-2">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLinkItem
                        item={child}
                        pathname={pathname}
                        onNavigate={() => setMenuOpen(false)}
                      />
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
        <ul className="mobile-menu fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-nav-border bg-nav px-4 pt-2 pb-4">
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
  onNavigate?: () => void;
  onKeyDown?: React.KeyboardEventHandler<HTMLAnchorElement>;
  className?: string;
}

function NavLinkItem({ item, pathname, onNavigate, onKeyDown, className }: NavLinkItemProps) {
  const { messages } = useI18n();
  const exact = pathname === item.href;
  const inSection = !exact && isCurrentSection(pathname, item);
  return (
    <Link
      to={item.href}
      className={cn("nav-link", (exact || inSection) && "nav-link--current", className)}
      aria-current={exact ? "page" : inSection ? "true" : undefined}
      onClick={onNavigate}
      onKeyDown={onKeyDown}
    >
      {messages.nav[item.label]}
    </Link>
  );
}

interface AboutDropdownProps {
  item: NavItem;
  pathname: string;
}

/** The About link with its sub-links: opens on hover, and by keyboard from its own button. */
function AboutDropdown({ item, pathname }: AboutDropdownProps) {
  const { messages } = useI18n();
  const submenu = useDisclosure();
  const { open, setOpen } = submenu;
  const listRef = React.useRef<HTMLUListElement>(null);

  React.useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  const focusItem = (index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("a");
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The list is shown on the next render; focus once it is visible.
    requestAnimationFrame(() => focusItem(index));
  };

  const onItemKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll("a") ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") focusItem(current + 1);
    else if (event.key === "ArrowUp") focusItem(current - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(links.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    // Hover is a pointer shortcut for the button's own toggle, which keyboard users have.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative flex items-center"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLinkItem item={item} pathname={pathname} className="pe-1" />
      <DisclosureButton
        {...submenu.button}
        className="nav-link px-1"
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            openAndFocus(0);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            openAndFocus(-1);
          }
        }}
      >
        <ChevronIcon open={open} />
        <span className="sr-only">{messages.nav.aboutSubmenu}</span>
      </DisclosureButton>
      <ul
        ref={listRef}
        id={submenu.panelId}
        hidden={!open}
        className="absolute start-0 top-full min-w-60 rounded-b-md border border-nav-border bg-nav p-2 shadow-xl"
      >
        {item.children?.map((child) => (
          <li key={child.href}>
            <NavLinkItem
              item={child}
              pathname={pathname}
              className="block"
              onKeyDown={onItemKeyDown}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
