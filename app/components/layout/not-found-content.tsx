import { Link } from "~/components/ui/link";
import { PageHeading } from "~/components/ui/page-heading";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";

/** What an unknown address shows, with ways back. */
export function NotFoundContent() {
  const { messages } = useI18n();
  return (
    <PageHeading eyebrow="404" title={messages.notFound.title} lead={messages.notFound.text}>
      <ul className="mt-8 flex flex-wrap gap-4">
        <li>
          <Link to={paths.home} className="button button--primary">
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
