import { Link } from "~/components/ui/link";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";

/** What an unknown address shows, with ways back. */
export function NotFoundContent() {
  const { messages } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-lg font-bold text-muted-foreground">404</p>
      <h1 className="mt-2 text-4xl font-bold">{messages.notFound.title}</h1>
      <p className="mt-4 text-lg">{messages.notFound.text}</p>
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
    </div>
  );
}
