import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { SectionHeader } from "~/components/ui/section-header";
import { GRID_CARD_IMAGE_SIZES, LinkCardList } from "~/components/ui/link-card";
import type { Crumb } from "~/config/breadcrumbs";
import type { Card } from "~/content/types";

/** The About section: a paragraph, the figures, and cards leading to the About pages and organs. */
export function AboutView({
  title,
  intro,
  crumbs,
  figures,
  groups,
}: {
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
  figures: { heading: string; items: readonly string[] };
  groups: readonly { heading: string; cards: readonly Card[] }[];
}) {
  return (
    <div className="page-container py-10">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <div data-pagefind-body data-pagefind-meta={`section:${title}`}>
        <SectionHeader title={title} intro={intro} />
        <section aria-labelledby="about-figures" className="mt-10">
          <h2 id="about-figures" className="text-2xl font-bold">
            {figures.heading}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {figures.items.map((item) => (
              <li
                key={item}
                className="rounded-lg bg-primary px-5 py-6 text-2xl font-bold text-primary-foreground"
              >
                {item}
              </li>
            ))}
          </ul>
        </section>
        {groups.map(({ heading, cards }, index) => (
          <section key={heading} aria-labelledby={`about-group-${index}`} className="mt-12">
            <h2 id={`about-group-${index}`} className="text-2xl font-bold">
              {heading}
            </h2>
            <LinkCardList
              cards={cards}
              layout="photo"
              scale="medium"
              heading="h3"
              imageSizes={GRID_CARD_IMAGE_SIZES}
              imageDecorative
              className="mt-6 grid grid-cols-1 gap-4 min-[22rem]:grid-cols-2 sm:gap-6 lg:grid-cols-3"
            />
          </section>
        ))}
      </div>
    </div>
  );
}
