import * as React from "react";
import { cn } from "~/lib/cn";
import { Link } from "./link";

/** A list of links to pages of the site, in the page's language. */
export function PageLinks({
  pages,
  className,
  linkClassName,
}: {
  pages: readonly { path: string; title: string }[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path} className={cn("link", linkClassName)}>
            {page.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A landmark named by its own heading; the site's search leaves it out of the page's text. */
export function HeadedLandmark({
  as: Landmark,
  heading,
  headingClassName,
  className,
  children,
}: {
  as: "aside" | "nav";
  heading: string;
  headingClassName: string;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <Landmark data-pagefind-ignore aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </Landmark>
  );
}

/** A page's related pages, in a box after its text; pages without related pages show none. */
export function RelatedLinks({
  heading,
  pages,
  className,
}: {
  heading: string;
  pages: readonly { path: string; title: string }[];
  className?: string;
}) {
  if (pages.length === 0) return null;
  return (
    <HeadedLandmark
      as="aside"
      heading={heading}
      headingClassName="text-2xl font-bold"
      className={cn("mt-12 rounded-lg border-2 border-border bg-muted p-6", className)}
    >
      <PageLinks pages={pages} className="mt-4 space-y-2" linkClassName="font-semibold" />
    </HeadedLandmark>
  );
}
