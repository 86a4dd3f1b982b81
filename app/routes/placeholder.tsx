import type { Route } from "./+types/placeholder";
import type { PlaceholderPath } from "~/config/site-map";
import { en } from "~/i18n/en";
import { usePathname } from "~/hooks/use-pathname";
import { useI18n } from "~/i18n/i18n-provider";
import { pageMeta } from "~/lib/meta";

function titleFor(pathname: string, titles: Record<PlaceholderPath, string>): string {
  return titles[pathname as PlaceholderPath] ?? "";
}

export function meta({ location }: Route.MetaArgs) {
  const title = titleFor(location.pathname.replace(/(.)\/+$/, "$1"), en.placeholder.titles);
  return pageMeta({ title, description: `${title}: ${en.placeholder.comingSoon}` });
}

/** About, News, Documents, SDGs, Careers and Events: a title and "Content coming soon...". */
export default function Placeholder() {
  const { messages } = useI18n();
  const pathname = usePathname();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-4xl font-bold">{titleFor(pathname, messages.placeholder.titles)}</h1>
      <p className="mt-4 text-lg">{messages.placeholder.comingSoon}</p>
    </div>
  );
}
