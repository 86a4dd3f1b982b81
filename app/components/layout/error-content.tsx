import { Link } from "~/components/ui/link";
import { PageHeading } from "~/components/ui/page-heading";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";

/** What a page that failed to render shows, with the way home. */
export function ErrorContent() {
  const { messages } = useI18n();
  return (
    <PageHeading title={messages.error.title} lead={messages.error.text}>
      <Link to={paths.home} className="button button--primary mt-8">
        {messages.notFound.home}
      </Link>
    </PageHeading>
  );
}
