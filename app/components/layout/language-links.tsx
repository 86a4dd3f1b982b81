import { paths } from "~/config/paths";
import { sitePaths } from "~/config/site-map";
import { usePathname } from "~/hooks/use-pathname";
import { useI18n } from "~/i18n/i18n-provider";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { cn } from "~/lib/cn";

/** Every page that exists in each language. */
const SITE_PATHS = new Set(sitePaths());

/**
 * The six languages, in un.org's order, labelled in their own scripts. Each is a link to this same
 * page in that language: a full page load, so the new page arrives with its own language's text.
 */
export function LanguageLinks({ label, className }: { label: string; className?: string }) {
  const { language } = useI18n();
  const pathname = usePathname();
  // From a page that does not exist, each language's home page is the nearest real page.
  const page = SITE_PATHS.has(pathname) ? pathname : paths.home;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {LANGUAGES.map((item) => {
          const current = item.code === language.code;
          return (
            <li key={item.code}>
              <a
                href={localizePath(page, item.code)}
                lang={item.code}
                hrefLang={item.code}
                dir={item.dir}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-block py-1 hover:underline",
                  current ? "font-bold underline decoration-2" : "",
                )}
              >
                {item.nativeName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
