import { usePathname } from "~/hooks/use-pathname";
import { useI18n } from "~/i18n/i18n-provider";
import { isPublished, LANGUAGES, localizePath } from "~/i18n/languages";
import { cn } from "~/lib/cn";

/**
 * The six languages, in un.org's order, labelled in their own scripts. Each published language is a
 * link to this same page in that language: a full page load, so the new page arrives with its own
 * language's text. Languages still being translated are listed, not linked.
 */
export function LanguageLinks({ label, className }: { label: string; className?: string }) {
  const { language } = useI18n();
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {LANGUAGES.map((item) => {
          const current = item.code === language.code;
          return (
            <li key={item.code}>
              {isPublished(item.code) ? (
                <a
                  href={localizePath(pathname, item.code)}
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
              ) : (
                <span lang={item.code} dir={item.dir} className="inline-block py-1">
                  {item.nativeName}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
