import type { Crumb } from "~/config/breadcrumbs";
import { useI18n } from "~/i18n/i18n-provider";
import { Link } from "./link";

/**
 * Where the page sits (GOV.UK breadcrumbs): an ordered list of the pages above it, each a link
 * unless its page has no content yet, then the page itself, marked current.
 */
export function Breadcrumbs({
  crumbs,
  current,
  className,
}: {
  crumbs: readonly Crumb[];
  current: string;
  className?: string;
}) {
  const { messages, language } = useI18n();
  // Pointing in the reading direction: "›" in left-to-right text, "‹" in right-to-left. Each
  // separator opens the item it leads to, so a line never ends with one.
  const separator = <span aria-hidden="true">{language.dir === "rtl" ? "‹" : "›"}</span>;
  return (
    <nav aria-label={messages.article.breadcrumb} className={className} data-pagefind-ignore>
      <ol className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-baseline gap-2">
            {index > 0 && separator}
            {crumb.path === undefined ? (
              <span>{crumb.label}</span>
            ) : (
              <Link to={crumb.path} className="link inline-flex min-h-6 items-center">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
        <li aria-current="page" className="flex items-baseline gap-2 font-semibold">
          {crumbs.length > 0 && separator}
          <span>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
