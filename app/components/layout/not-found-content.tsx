import { Link as RouterLink } from "react-router";
import { Link } from "~/components/ui/link";
import { PageHeading } from "~/components/ui/page-heading";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * What an unknown address shows, with ways back; for a page not written in the visitor's language
 * (`englishPath`), the way to it in English first.
 */
export function NotFoundContent({ englishPath }: { englishPath?: string }) {
  const { messages } = useI18n();
  return (
    <PageHeading
      eyebrow="404"
      title={messages.notFound.title}
      lead={englishPath ? messages.notFound.untranslated : messages.notFound.text}
    >
      <ul className="mt-8 flex flex-wrap gap-4">
        {englishPath && (
          <li>
            <RouterLink to={englishPath} hrefLang="en" className="button button--primary">
              {messages.notFound.english}
            </RouterLink>
          </li>
        )}
        <li>
          <Link
            to={paths.home}
            className={englishPath ? "button button--outline" : "button button--primary"}
          >
            {messages.notFound.home}
          </Link>
        </li>
        <li>
          <Link to={paths.siteIndex} className="button button--outline">
            {messages.notFound.index}
          </Link>
        </li>
      </ul>
    </PageHeading>
  );
}
