import { Link } from "~/components/ui/link";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";

/** What a page that failed to render shows, with the way home. */
export function ErrorContent() {
  const { messages } = useI18n();
  return (
    <div className="page-container py-16">
      <h1 className="text-3xl font-bold">{messages.error.title}</h1>
      <p className="mt-4">{messages.error.text}</p>
      <Link to={paths.home} className="mt-6 inline-block underline">
        {messages.notFound.home}
      </Link>
    </div>
  );
}
