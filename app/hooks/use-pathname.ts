import { useLocation } from "react-router";

/** The current path without a trailing slash: "/news/" and "/news" are the same page. */
export function usePathname(): string {
  const { pathname } = useLocation();
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}
