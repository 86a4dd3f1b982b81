import { Link } from "react-router";
import type { Route } from "./+types/site-index";
import { paths } from "~/config/paths";
import { placeholderPaths } from "~/config/site-map";
import { contentPages } from "~/content/en/pages";
import type { ContentSection } from "~/content/types";
import { en } from "~/i18n/en";
import { useI18n } from "~/i18n/i18n-provider";
import { pageMeta } from "~/lib/meta";

/** Runs at build time: the index is generated from the route table and the content it serves. */
export function loader() {
  const groups = new Map<ContentSection, Array<{ path: string; title: string }>>();
  for (const page of contentPages) {
    const group = groups.get(page.section) ?? [];
    group.push({ path: page.path, title: page.title });
    groups.set(page.section, group);
  }
  return { groups: Array.from(groups, ([section, pages]) => ({ section, pages })) };
}

export function meta() {
  return pageMeta({ title: en.siteIndex.title, description: en.siteIndex.lead });
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
            {placeholderPaths.map((path) => (
              <li key={path}>
                <Link to={path} className="link">
                  {messages.placeholder.titles[path]}
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
