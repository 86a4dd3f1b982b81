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
