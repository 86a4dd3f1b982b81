import { useLocation } from "react-router";
import { pagePath } from "~/i18n/languages";

/**
 * The path of the page being rendered without its language prefix or a trailing slash: "/news/",
 * "/news" and "/fr/news" are all the page "/news".
 */
export function usePathname(): string {
  return pagePath(useLocation().pathname);
}
