import type { Route } from "./+types/not-found";
import { NotFound as NotFoundView } from "~/components/layout/not-found";
import { notFoundMeta } from "~/lib/not-found-meta";
import { rootData } from "~/lib/root-data";

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(rootData(matches).messages.notFound);
}

/** What an unknown address shows. */
export default function NotFound() {
  return <NotFoundView />;
}
