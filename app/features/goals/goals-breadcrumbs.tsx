import { Link } from "~/components/ui/link";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";

/** Home › Goals › the goal: every crumb but the current page links to a real page. */
export function GoalsBreadcrumbs({ current }: { current?: string }) {
  const { messages } = useI18n();
  const separator = (
    <span aria-hidden="true" className="ms-2">
      /
    </span>
  );
  return (
    <nav aria-label={messages.article.breadcrumb}>
      <ol className="flex flex-wrap gap-2 text-sm">
        <li>
          <Link to={paths.home} className="link">
            {messages.article.home}
          </Link>
          {separator}
        </li>
        {current === undefined ? (
          <li aria-current="page" className="font-semibold">
            {messages.goals.crumb}
          </li>
        ) : (
          <>
            <li>
              <Link to={paths.goals} className="link">
                {messages.goals.crumb}
              </Link>
              {separator}
            </li>
            <li aria-current="page" className="font-semibold">
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
