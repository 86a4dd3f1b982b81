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
  return (
    <nav aria-label={messages.article.breadcrumb} className={className} data-pagefind-ignore>
      <ol className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="flex items-baseline gap-2">
            {crumb.path === undefined ? (
              <span>{crumb.label}</span>
            ) : (
              <Link to={crumb.path} className="link inline-flex min-h-6 items-center">
                {crumb.label}
              </Link>
            )}
            {/* Pointing in the reading direction: "›" in left-to-right text, "‹" in right-to-left. */}
            <span aria-hidden="true">{language.dir === "rtl" ? "‹" : "›"}</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold">
          {current}
        </li>
      </ol>
    </nav>
  );
}
