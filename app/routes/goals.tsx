import * as React from "react";
import type { Route } from "./+types/goals";
import { Island } from "~/components/ui/island";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/content/catalog.server";
import { messagesFor } from "~/i18n/catalog";
import { languageByCode, languageFromPath } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";

/** Runs at build time: the goals' titles and statements go into the prerendered HTML. */
export function loader({ request }: Route.LoaderArgs) {
  const code = languageFromPath(new URL(request.url).pathname);
  const messages = messagesFor(code);
  return {
    goals: siteCatalog().goals(code),
    meta: pageMeta({
      language: languageByCode(code),
      messages,
      title: messages.goals.title,
      description: messages.goals.lead,
      path: paths.goals,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

// The index is prerendered; the view hydrates from its own chunk once it has painted.
const GoalsIndexView = React.lazy(() =>
  import("~/features/goals/goals-index-view").then((m) => ({ default: m.GoalsIndexView })),
);

/** The 17 goals as full-colour tiles, each with its statement, each leading to its page. */
export default function Goals({ loaderData }: Route.ComponentProps) {
  return (
    <Island>
      <GoalsIndexView goals={loaderData.goals} />
    </Island>
  );
}
