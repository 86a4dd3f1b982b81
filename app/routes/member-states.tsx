import { data } from "react-router";
import type { LoaderArgs, PageProps } from "~/render/route-module";
import { crumbsAbove } from "~/config/breadcrumbs";
import { paths } from "~/config/paths";
import { memberStatesIn } from "~/content/member-states.server";
import {
  decadeOf,
  decadesIn,
  lettersIn,
  memberStatesOf,
  memberStatesView,
  memberStatesViewSegment,
  SORT_BY_DATE,
  type MemberStateFacet,
  type MemberStatesView,
} from "~/content/member-states-listing.server";
import { formatDate, pageDate } from "~/i18n/format";
import type { Messages } from "~/i18n/message-arguments";
import { formatMessage } from "~/i18n/message-format";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { MemberStatesView as View } from "~/features/member-states/member-states-view";
import { OBSERVER_SHADE, OTHER_AREAS } from "~/features/member-states/map-shades";
import { worldMap } from "~/features/member-states/world-map.server";

type Language = ReturnType<typeof pageRequest>["language"];

/** The address of a view: "/about/member-states/decade/1960". */
const viewPath = (facet: MemberStateFacet, value: string) =>
  `${paths.aboutMemberStates}/${memberStatesViewSegment(facet, value)}`;

/** A decade's name in the page's language: "1960s". */
const decadeLabel = (language: Language, messages: Messages, decade: string) =>
  formatMessage(language, messages.memberStates.decade, { decade });

/** The page's heading: the list's own, or the view's. */
function titleOf(view: MemberStatesView, language: Language, messages: Messages) {
  const text = messages.memberStates;
  if (view.facet === undefined) return text.title;
  if (view.facet === "sort") return text.byDateTitle;
  const filter = view.facet === "letter" ? view.label : decadeLabel(language, messages, view.value);
  return formatMessage(language, text.filteredTitle, { filter });
}

/**
 * Runs at build time: the Member States in the page's language, by name or by date of admission, or
 * those of one first letter or one decade ("/about/member-states/decade/1960"), with the map of
 * their admissions and the observer States apart.
 */
export function loader({ request, params }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const view = memberStatesView(code, params.facet, params.value);
  if (!view) throw data(null, { status: 404 });
  const list = memberStatesIn(code);
  const text = messages.memberStates;
  const title = titleOf(view, language, messages);
  const shown = memberStatesOf(code, view);
  const decades = decadesIn(list.memberStates);
  const choice = (facet: MemberStateFacet, value: string, label: string) => ({
    path: viewPath(facet, value),
    label,
    current: view.facet === facet && view.value === value,
  });
  // The map goes with the whole list, whose table is its text; a letter's or decade's view has none.
  const whole = view.facet === undefined || view.facet === "sort";
  const map = worldMap([
    ...list.memberStates.map((state) => ({ m49: state.m49, shade: decadeOf(state.admitted) })),
    ...list.observers.map((state) => ({ m49: state.m49, shade: OBSERVER_SHADE })),
  ]);
  return {
    title,
    intro: text.intro,
    crumbs: view.facet
      ? [...crumbsAbove("about", messages), { label: text.title, path: paths.aboutMemberStates }]
      : crumbsAbove("about", messages),
    count: formatMessage(language, text.count, { count: shown.length }),
    all: { path: paths.aboutMemberStates, label: text.all, current: view.facet === undefined },
    choices: [
      { heading: text.sort, links: [choice("sort", SORT_BY_DATE, text.sortDate)] },
      {
        heading: text.byLetter,
        links: lettersIn(code, list.memberStates).map(({ slug, label }) =>
          choice("letter", slug, label),
        ),
      },
      {
        heading: text.byDecade,
        links: decades.map((decade) =>
          choice("decade", decade, decadeLabel(language, messages, decade)),
        ),
      },
    ],
    states: shown.map((state) => ({
      iso3: state.iso3,
      name: state.name,
      admitted: pageDate(language, state.admitted),
    })),
    observers: list.observers.map((state) => ({
      iso3: state.iso3,
      name: state.name,
      since: pageDate(language, state.observerSince),
    })),
    ...(whole ? { map } : {}),
    searchable: view.facet === undefined,
    legend: [
      ...decades.map((decade) => ({
        shade: decade,
        label: decadeLabel(language, messages, decade),
      })),
      { shade: OBSERVER_SHADE, label: text.observers },
      { shade: OTHER_AREAS, label: text.otherAreas },
    ],
    sources: list.sources.map(({ url, note }) => ({ url, note })),
    checked: formatMessage(language, text.checked, {
      date: formatDate(language, list.checked, { dateStyle: "long" }),
    }),
    meta: pageMeta({ language, messages, title, description: text.intro, path }),
  };
}

/** The Member States: the choices, the map of admissions, the table, the observer States. */
export default function MemberStates({ loaderData }: PageProps<typeof loader>) {
  return <View {...loaderData} />;
}
