import type { LoaderArgs, PageProps } from "~/render/route-module";
import { crumbsAboveSection } from "~/config/breadcrumbs";
import { FOUNDING_YEAR, MEMBER_STATES_COUNT } from "~/config/constants";
import { paths } from "~/config/paths";
import { siteCatalog } from "~/config/site-catalog.server";
import type { Card, ContentPage } from "~/content/types";
import { formatMessage } from "~/i18n/message-format";
import { pageMeta } from "~/lib/meta";
import { pageRequest } from "~/lib/page-request.server";
import { AboutView } from "~/features/about/about-view";

/** A content page as a card: its title, its lead and its picture. */
const cardOf = ({ path, title, lead, image }: ContentPage): Card => ({
  link: path,
  title,
  description: lead,
  ...(image ? { image } : {}),
});

/**
 * Runs at build time: the organization in brief, its figures, and its About pages and principal
 * organs as the ways in, from the content in the page's language.
 */
export function loader({ request }: LoaderArgs) {
  const { code, language, messages, path } = pageRequest(request);
  const pages = siteCatalog().pagesIn(code);
  const text = messages.aboutSection;
  const organs = pages.filter((page) => page.collection === "structure");
  const title = messages.sectionNames[paths.about];
  return {
    title,
    intro: text.intro,
    crumbs: crumbsAboveSection(messages),
    figures: {
      heading: text.figures,
      items: [
        formatMessage(language, text.memberStates, { count: MEMBER_STATES_COUNT }),
        formatMessage(language, text.founded, { year: String(FOUNDING_YEAR) }),
        formatMessage(language, text.organsCount, { count: organs.length }),
      ],
    },
    groups: [
      {
        heading: text.pages,
        cards: [
          ...pages.filter((page) => page.collection === "about").map(cardOf),
          {
            link: paths.aboutMemberStates,
            title: messages.memberStates.title,
            description: messages.memberStates.intro,
          },
        ],
      },
      { heading: text.organs, cards: organs.map(cardOf) },
    ],
    meta: pageMeta({ language, messages, title, description: text.intro, path }),
  };
}

/** The About section: the organization in brief, its figures, and the ways in. */
export default function About({ loaderData }: PageProps<typeof loader>) {
  return <AboutView {...loaderData} />;
}
