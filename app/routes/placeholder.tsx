import type { LoaderArgs, PageProps } from "~/render/route-module";
import { fixedPageTitle } from "~/config/page-kinds";
import { metaMessagesFor } from "~/i18n/catalog";
import { formatMessage } from "~/i18n/message-format";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";

/** Runs at build time: the page's title and tags go into its prerendered HTML. */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const title = fixedPageTitle(path, messages);
  return {
    title,
    notice: messages.placeholder.comingSoon,
    meta: pageMeta({
      language,
      messages,
      title,
      description: formatMessage(language, metaMessagesFor(code).placeholderDescription, {
        title,
      }),
      path,
    }),
  };
}

/** About, News, Documents, SDGs, Careers and Events: a title and "Content coming soon...". */
export default function Placeholder({ loaderData }: PageProps<typeof loader>) {
  return (
    <div className="page-container py-16">
      <h1 className="text-4xl font-bold">{loaderData.title}</h1>
      <p className="mt-4 text-lg">{loaderData.notice}</p>
    </div>
  );
}
