import { data } from "react-router";
import type { Route } from "./+types/section";
import { lazyIsland, metaOf } from "~/static-first/island";
import { listingPageData } from "~/features/section/listing-page.server";

/** Runs at build time: a section's page, its first or a further one ("/stories/page/2"). */
export function loader({ request }: Route.LoaderArgs) {
  const found = listingPageData(request);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaOf(loaderData);

// Its own chunk, loaded once the page has painted: a shared module would be one more request.
const ListingView = lazyIsland(() =>
  import("~/features/section/section-view").then((m) => m.ListingView),
);

/** A section's page, or a further page of its listing. */
export default function Section({ loaderData }: Route.ComponentProps) {
  return <ListingView {...loaderData} />;
}
