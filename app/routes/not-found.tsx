import { lazyIsland } from "~/components/ui/island";
import type { Route } from "./+types/not-found";
import { rootData } from "~/lib/root-data";

/** The not-found page is never indexed, so it carries no canonical, sharing or alternate tags. */
export function meta({ matches }: Route.MetaArgs) {
  const { messages } = rootData(matches);
  return [
    { title: messages.notFound.pageTitle },
    { name: "description", content: messages.notFound.text },
    { name: "robots", content: "noindex" },
  ];
}

const NotFoundContent = lazyIsland(() =>
  import("~/components/layout/not-found-content").then((m) => m.NotFoundContent),
);

/** What an unknown address shows; its text is prerendered, its links hydrate lazily. */
export default function NotFound() {
  return <NotFoundContent />;
}
