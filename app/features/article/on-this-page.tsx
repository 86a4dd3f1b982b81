import { HeadedLandmark } from "~/components/ui/page-links";
import type { PageSection } from "~/content/types";
import { cn } from "~/lib/cn";

/** From how many sections a page is long enough to list them beside its text. */
export const ON_THIS_PAGE_MIN_SECTIONS = 3;

/**
 * "On this page": links to a long page's sections, as un.org lists them in its side column. Plain
 * links to the headings' ids, so they work before and without JavaScript.
 */
export function OnThisPage({
  label,
  sections,
  className,
}: {
  label: string;
  sections: readonly PageSection[];
  className?: string;
}) {
  if (sections.length < ON_THIS_PAGE_MIN_SECTIONS) return null;
  return (
    <HeadedLandmark
      as="nav"
      heading={label}
      headingClassName="text-lg font-bold"
      className={cn("border-s-4 border-primary ps-5", className)}
    >
      <ol className="mt-3 space-y-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="link">
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </HeadedLandmark>
  );
}
