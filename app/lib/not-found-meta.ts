import type { MetaDescriptor } from "react-router";

/** The not-found page's tags: never indexed, so no canonical, sharing or alternate tags. */
export function notFoundMeta(notFound: { pageTitle: string; text: string }): MetaDescriptor[] {
  return [
    { title: notFound.pageTitle },
    { name: "description", content: notFound.text },
    { name: "robots", content: "noindex" },
  ];
}
