import { data } from "react-router";
import type { LoaderArgs, PageProps } from "~/render/route-module";
import { listingPageData } from "~/features/section/listing-page.server";
import { ListingView } from "~/features/section/section-view";

/** Runs at build time: a section's page, its first or a further one ("/stories/page/2"). */
export function loader({ request }: LoaderArgs) {
  const found = listingPageData(request);
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** A section's page, or a further page of its listing. */
export default function Section({ loaderData }: PageProps<typeof loader>) {
  return <ListingView {...loaderData} />;
}
