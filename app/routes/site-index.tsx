import { Link } from "~/components/ui/link";
import type { Route } from "./+types/site-index";
import { paths } from "~/config/paths";
import { placeholderPaths } from "~/config/site-map";
import { contentPagesIn } from "~/content/catalog";
import type { ContentSection } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";
import { messagesFor } from "~/i18n/catalog";
import { languageByCode, languageFromPath } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";

/** Runs at build time: the index is generated from the route table and the content it serves. */
export function loader({ request }: Route.LoaderArgs) {
  const code = languageFromPath(new URL(request.url).pathname);
  const messages = messagesFor(code);
  const groups = new Map<ContentSection, Array<{ path: string; title: string }>>();
  for (const page of contentPagesIn(code)) {
    const group = groups.get(page.section) ?? [];
    group.push({ path: page.path, title: page.title });
    groups.set(page.section, group);
  }
  return {
    main: placeholderPaths.map((path) => ({ path, title: messages.placeholder.titles[path] })),
    groups: Array.from(groups, ([section, pages]) => ({ section, pages })),
    meta: pageMeta({
      language: languageByCode(code),
      messages,
      title: messages.siteIndex.title,
      description: messages.siteIndex.lead,
      path: paths.siteIndex,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

/** Every page of the site, grouped by section. */
export default function SiteIndex({ loaderData }: Route.ComponentProps) {
  const { messages } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold">{messages.siteIndex.title}</h1>
      <p className="mt-4 text-lg">{messages.siteIndex.lead}</p>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="index-main">
          <h2 id="index-main" className="text-2xl font-bold">
            {messages.siteIndex.main}
          </h2>
          <ul className="mt-3 space-y-1">
            <li>
              <Link to={paths.home} className="link">
                {messages.nav.home}
              </Link>
            </li>
            {loaderData.main.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="link">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {loaderData.groups.map((group) => (
          <section
            key={group.section}
            id={group.section}
            aria-labelledby={`index-${group.section}`}
          >
            <h2 id={`index-${group.section}`} className="text-2xl font-bold">
              {messages.article.sections[group.section]}
            </h2>
            <ul className="mt-3 space-y-1">
              {group.pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="link">
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
