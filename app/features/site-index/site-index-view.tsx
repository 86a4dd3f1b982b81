import { Link } from "~/components/ui/link";
import { paths } from "~/config/paths";
import type { CollectionName } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";

export interface SiteIndexProps {
  main: readonly { path: string; title: string }[];
  groups: readonly { section: CollectionName; pages: readonly { path: string; title: string }[] }[];
}

/** Every page of the site, grouped by section. */
export function SiteIndexView({ main, groups }: SiteIndexProps) {
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
            {main.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="link">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {groups.map((group) => (
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
