import type { LoaderArgs, PageProps } from "~/render/route-module";
import { crumbsAboveSection } from "~/config/breadcrumbs";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/config/site-catalog.server";
import { EVENTS_ARCHIVE_PATH } from "~/config/page-kinds";
import {
  buildDay,
  byMonth,
  eventsIn,
  past,
  upcoming,
  type Occurrence,
} from "~/content/events.server";
import { formatDate, pageDate } from "~/i18n/format";
import { localizePath } from "~/i18n/languages";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { EventsView } from "~/features/events/events-view";

/**
 * Runs at build time, which is daily: what comes in the next twelve months, month by month, from
 * the build's day; or, at the archive's address, the events that have taken place.
 */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const events = eventsIn(siteCatalog(), code);
  const archive = path === EVENTS_ARCHIVE_PATH;
  const today = buildDay();
  const sectionTitle = messages.sectionNames[paths.events];
  const title = archive ? messages.events.archive : sectionTitle;
  const intro = archive ? messages.events.archiveIntro : messages.sectionPage.intros.events;
  const item = ({ page, date }: Occurrence) => ({
    path: page.path,
    title: page.title,
    lead: page.lead,
    kind: messages.events.kinds[page.event.kind],
    date: pageDate(language, date),
  });
  const occurrences = archive ? past(events, today) : upcoming(events, today);
  return {
    title,
    intro,
    crumbs: archive
      ? [...crumbsAboveSection(messages), { label: sectionTitle, path: paths.events }]
      : crumbsAboveSection(messages),
    months: (archive ? [["", occurrences] as const] : byMonth(occurrences)).map(
      ([month, days]) => ({
        heading: month
          ? formatDate(language, `${month}-01`, { month: "long", year: "numeric" })
          : "",
        items: days.map(item),
      }),
    ),
    empty: archive ? messages.events.archiveEmpty : messages.events.empty,
    upcoming: archive ? undefined : messages.events.upcoming,
    archive: archive ? undefined : { path: EVENTS_ARCHIVE_PATH, label: messages.events.archive },
    calendar: {
      label: messages.events.subscribe,
      help: messages.events.subscribeHelp,
      href: localizePath(paths.calendar, code),
    },
    meta: pageMeta({ language, messages, title, description: intro, path }),
  };
}

/** The events' section: the coming twelve months, or its archive. */
export default function Events({ loaderData }: PageProps<typeof loader>) {
  return <EventsView {...loaderData} />;
}
