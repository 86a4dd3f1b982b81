import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { ChoiceLinks, type Choice } from "~/components/ui/choice-links";
import { SectionHeader } from "~/components/ui/section-header";
import type { Crumb } from "~/config/breadcrumbs";
import type { PageDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { MARKER_RADIUS, shadeClass, type WorldMap } from "./map-shades";

export interface StateRow {
  iso3: string;
  name: string;
  admitted: PageDate;
}

export interface ObserverRow {
  iso3: string;
  name: string;
  since: PageDate;
}

/**
 * The map of admissions, drawn at build time: one image for assistive technology, named by the
 * sentence that sends its reader to the table, which holds every State and date. Geography, it is
 * never mirrored; its legend is text beside it and follows the page's direction.
 */
function AdmissionsMap({
  map,
  legend,
}: {
  map: WorldMap;
  legend: readonly { shade: string; label: string }[];
}) {
  const { messages } = useI18n();
  const text = messages.memberStates;
  return (
    <section aria-labelledby="states-map" className="mt-10">
      <h2 id="states-map" className="text-2xl font-bold">
        {text.map}
      </h2>
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="img"
        aria-label={text.mapLabel}
        className="states-map mt-4 h-auto w-full"
        direction="ltr"
      >
        {map.shapes.map(({ shade, d }) => (
          <path key={shade} className={shadeClass(shade)} d={d} />
        ))}
        {map.markers.map(({ shade, x, y }) => (
          <circle key={`${x},${y}`} className={shadeClass(shade)} cx={x} cy={y} r={MARKER_RADIUS} />
        ))}
      </svg>
      <div className="mt-4">
        <p className="font-semibold">{text.legend}</p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {legend.map(({ shade, label }) => (
            <li key={shade} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`map-swatch ${shadeClass(shade)} size-4 shrink-0`}
              />
              {label}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted-foreground">{text.smallStates}</p>
      </div>
    </section>
  );
}

/**
 * The Member States page: the ways to sort and narrow the list, each a plain link, the map, the
 * table of States and their dates of admission, the observer States apart, and the sources.
 */
/** A table of States, each with its name and a day (of admission, or of becoming an observer). */
function StatesTable({
  caption,
  columns: [state, day],
  rows,
}: {
  caption: string;
  columns: readonly [string, string];
  rows: readonly { iso3: string; name: string; date: { iso: string; text: string } }[];
}) {
  return (
    <table className="states-table mt-4 w-full border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{state}</th>
          <th scope="col">{day}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ iso3, name, date }) => (
          <tr key={iso3}>
            <th scope="row">{name}</th>
            <td>
              <time dateTime={date.iso}>{date.text}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MemberStatesView({
  title,
  intro,
  crumbs,
  count,
  all,
  choices,
  states,
  observers,
  map,
  legend,
  sources,
  checked,
  searchable,
}: {
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
  count: string;
  all: Choice;
  choices: readonly { heading: string; links: readonly Choice[] }[];
  states: readonly StateRow[];
  observers: readonly ObserverRow[];
  map?: WorldMap;
  legend: readonly { shade: string; label: string }[];
  sources: readonly { url: string; note: string }[];
  checked: string;
  /** Whether search indexes it: the whole list by name; its other views repeat it. */
  searchable: boolean;
}) {
  const { messages } = useI18n();
  const text = messages.memberStates;
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <div
        {...(searchable
          ? {
              "data-pagefind-body": true,
              "data-pagefind-meta": `section:${messages.sectionNames["/about"]}`,
            }
          : {})}
      >
        <SectionHeader title={title} intro={intro} />
        <ChoiceLinks label={text.filters} all={all} groups={choices} className="mt-8" />
        {map && <AdmissionsMap map={map} legend={legend} />}
        <p className="mt-10 font-semibold" data-pagefind-ignore>
          {count}
        </p>
        <StatesTable
          caption={text.caption}
          columns={[text.state, text.admitted]}
          rows={states.map(({ iso3, name, admitted }) => ({ iso3, name, date: admitted }))}
        />
        <section aria-labelledby="observer-states" className="mt-12">
          <h2 id="observer-states" className="text-2xl font-bold">
            {text.observers}
          </h2>
          <p className="mt-2 max-w-reading">{text.observersIntro}</p>
          <StatesTable
            caption={text.observerCaption}
            columns={[text.observerState, text.observerSince]}
            rows={observers.map(({ iso3, name, since }) => ({ iso3, name, date: since }))}
          />
        </section>
        <section aria-labelledby="states-sources" className="mt-12" data-pagefind-ignore>
          <h2 id="states-sources" className="text-2xl font-bold">
            {text.sources}
          </h2>
          <ul className="mt-4 space-y-2">
            {sources.map(({ url, note }) => (
              <li key={url}>
                <a href={url} className="link break-words" lang="en" dir="ltr">
                  {url}
                </a>
                <span className="block text-sm text-muted-foreground" lang="en">
                  {note}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">{checked}</p>
        </section>
      </div>
    </div>
  );
}
