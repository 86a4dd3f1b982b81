import { paths } from "~/config/paths";
import { usePathname } from "~/hooks/use-pathname";
import { useI18n } from "~/i18n/i18n-provider";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { cn } from "~/lib/cn";
import { usePageMeta } from "~/render/page-head";

/**
 * The languages this page exists in: its `hreflang` alternates, which its loader computed from the
 * content at build time. A page without them (the not-found page) exists in none.
 */
function usePageLanguages(): Set<string> {
  const languages = new Set<string>();
  for (const tag of usePageMeta() ?? [])
    if ("rel" in tag && tag.rel === "alternate" && typeof tag.hrefLang === "string")
      languages.add(tag.hrefLang);
  return languages;
}

/**
 * The six languages, in un.org's order, labelled in their own scripts. Each is a link to this same
 * page in that language: a full page load, so the new page arrives with its own language's text.
 * On a phone they stand in two rows of three, never one name alone on a line. `listClassName` and
 * `linkClassName` replace the list's and the links' layout (not their states).
 */
export function LanguageLinks({
  label,
  className,
  listClassName,
  linkClassName,
}: {
  label: string;
  className?: string;
  listClassName?: string;
  linkClassName?: string;
}) {
  const { language, messages } = useI18n();
  const pathname = usePathname();
  const pageLanguages = usePageLanguages();
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName ?? "grid grid-cols-3 gap-x-4 gap-y-1 sm:flex sm:flex-wrap"}>
        {LANGUAGES.map((item) => {
          const current = item.code === language.code;
          // Where the page is not published in a language, that language's home page is the nearest.
          const homeOnly = !pageLanguages.has(item.code);
          const page = homeOnly ? paths.home : pathname;
          return (
            <li key={item.code}>
              <a
                href={localizePath(page, item.code)}
                lang={item.code}
                hrefLang={item.code}
                dir={item.dir}
                aria-current={current ? "page" : undefined}
                title={homeOnly ? messages.footer.languageHome : undefined}
                className={cn(
                  linkClassName ?? "inline-block min-w-6 py-1 text-center",
                  "hover:underline",
                  current ? "font-bold underline decoration-2" : "",
                )}
              >
                {item.nativeName}
                {homeOnly && (
                  <span className="sr-only" lang={language.code} dir={language.dir}>
                    {" "}
                    {messages.footer.languageHome}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
