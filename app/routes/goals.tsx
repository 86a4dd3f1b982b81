import type { LoaderArgs, PageProps } from "~/render/route-module";
import { siteCatalog } from "~/config/site-catalog.server";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { GoalsIndexView } from "~/features/goals/goals-index-view";

/** Runs at build time: the goals' titles and statements go into the prerendered HTML. */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const { title, lead } = messages.goals;
  return {
    goals: siteCatalog().goals(code),
    meta: pageMeta({ language, messages, title, description: lead, path }),
  };
}

/** The 17 goals as full-colour tiles, each with its statement, each leading to its page. */
export default function Goals({ loaderData }: PageProps<typeof loader>) {
  return <GoalsIndexView goals={loaderData.goals} />;
}
