import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { SectionHeader } from "~/components/ui/section-header";
import { Link } from "~/components/ui/link";
import type { Crumb } from "~/config/breadcrumbs";
import type { PageDate } from "~/i18n/format";

export interface EventItem {
  path: string;
  title: string;
  lead: string;
  kind: string;
  date: PageDate;
}

/**
 * The events: month by month (or, in the archive, one list), each day or event with its date and
 * a sentence; the calendar to subscribe to, and the way to the archive.
 */
export function EventsView({
  title,
  intro,
  crumbs,
  months,
  empty,
  upcoming,
  archive,
  calendar,
}: {
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
  months: readonly { heading: string; items: readonly EventItem[] }[];
  empty: string;
  /** The heading over the coming months; none in the archive. */
  upcoming?: string | undefined;
  archive?: { path: string; label: string } | undefined;
  calendar: { label: string; help: string; href: string };
}) {
  const shown = months.filter(({ items }) => items.length > 0);
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <SectionHeader title={title} intro={intro} />
      <div className="mt-6 flex flex-wrap gap-4" data-pagefind-ignore>
        {/* A plain download: calendar applications take the file or its address. */}
        <a href={calendar.href} className="button button--primary" type="text/calendar">
          {calendar.label}
        </a>
        {archive && (
          <Link to={archive.path} className="button button--outline">
            {archive.label}
          </Link>
        )}
      </div>
      <p className="mt-2 max-w-reading text-sm text-muted-foreground">{calendar.help}</p>
      {upcoming && <h2 className="mt-10 text-3xl font-bold">{upcoming}</h2>}
      {shown.length === 0 && <p className="mt-10 text-lg">{empty}</p>}
      {shown.map(({ heading, items }) => (
        <section key={heading || "all"} className="mt-8" aria-label={heading || undefined}>
          {heading && <h3 className="text-2xl font-bold">{heading}</h3>}
          <ol className="mt-4 divide-y-2 divide-border border-y-2 border-border">
            {items.map((item) => (
              <li key={item.path} className="flex flex-col gap-1 py-4 sm:flex-row sm:gap-6">
                <p className="w-48 shrink-0 font-semibold">
                  <time dateTime={item.date.iso}>{item.date.text}</time>
                </p>
                <div>
                  <p className="text-xl font-bold">
                    <Link to={item.path} className="link">
                      {item.title}
                    </Link>
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{item.kind}</p>
                  <p className="mt-1 max-w-reading">{item.lead}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
