import type { Route } from "./+types/goals";
import { lazyIsland, metaOf } from "~/static-first/island";
import { siteCatalog } from "~/config/site-catalog.server";
import { pageMeta } from "~/lib/meta";
import { pageMessagesOf, pageRequest } from "~/lib/page-request.server";

/** Runs at build time: the goals' titles and statements go into the prerendered HTML. */
export function loader({ request }: Route.LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const { title, lead } = messages.goals;
  return {
    goals: siteCatalog().goals(code),
    pageMessages: pageMessagesOf(messages, "article", "goals"),
    meta: pageMeta({ language, messages, title, description: lead, path }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaOf(loaderData);

const GoalsIndexView = lazyIsland(() =>
  import("~/features/goals/goals-index-view").then((m) => m.GoalsIndexView),
);

/** The 17 goals as full-colour tiles, each with its statement, each leading to its page. */
export default function Goals({ loaderData }: Route.ComponentProps) {
  return <GoalsIndexView goals={loaderData.goals} pageMessages={loaderData.pageMessages} />;
}
