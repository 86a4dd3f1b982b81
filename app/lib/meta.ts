import { en } from "~/i18n/en";

interface PageMetaInput {
  title: string;
  description: string;
}

/** The title and description tags every page exports from its `meta()`. */
export function pageMeta({ title, description }: PageMetaInput) {
  const fullTitle = title === en.siteName ? title : `${title} | ${en.siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:image", content: "/images/og-default.png" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
