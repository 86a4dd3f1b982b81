import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { Link } from "~/components/ui/link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Crumb } from "~/config/breadcrumbs";
import type { ImageView } from "~/content/types";

/** A page of a section as its list shows it; the date comes formatted in the page's language. */
export interface SectionItem {
  path: string;
  title: string;
  lead: string;
  date?: { iso: string; text: string };
  image?: ImageView;
}

export interface SectionViewProps {
  title: string;
  intro: string;
  /** What the page says when none of the section's pages exists in its language. */
  empty: string;
  crumbs: readonly Crumb[];
  pages: readonly SectionItem[];
}

/** A section page: breadcrumbs, title, introduction and its pages, each with its picture and lead. */
export function SectionView({ title, intro, empty, crumbs, pages }: SectionViewProps) {
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <div data-pagefind-body data-pagefind-meta={`section:${title}`}>
        <header className="mt-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-xl text-muted-foreground">{intro}</p>
        </header>
        {pages.length === 0 ? (
          <p className="mt-10 text-lg">{empty}</p>
        ) : (
          <ul className="mt-10 divide-y-2 divide-border border-y-2 border-border">
            {pages.map((page, index) => (
              <li
                key={page.path}
                className="group relative grid gap-4 py-6 sm:grid-cols-[14rem_1fr] sm:gap-6"
              >
                {page.image && (
                  <ResponsiveImage
                    image={page.image}
                    sizes="(min-width: 640px) 14rem, 100vw"
                    priority={index === 0}
                    className="aspect-video w-full rounded-lg object-cover"
                  />
                )}
                <div className="min-w-0">
                  <h2 className="text-xl leading-snug font-bold sm:text-2xl">
                    <Link to={page.path} className="link after:absolute after:inset-0">
                      {page.title}
                    </Link>
                  </h2>
                  {page.date && (
                    <p className="mt-1 text-sm text-muted-foreground">
                      <time dateTime={page.date.iso}>{page.date.text}</time>
                    </p>
                  )}
                  <p className="mt-2">{page.lead}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
