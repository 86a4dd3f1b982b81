import { Link } from "~/components/ui/link";
import { useHomeMessages } from "../home-messages";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Section } from "~/components/ui/section";
import type { EssentialCard } from "~/content/types";

/** Section 10: three Essential cards. */
export function EssentialsSection({
  essentialCards,
}: {
  essentialCards: readonly EssentialCard[];
}) {
  const homeMessages = useHomeMessages();
  return (
    <Section id="essential" heading={homeMessages.essentials.heading}>
      <ul className="grid gap-6 md:grid-cols-3">
        {essentialCards.map((card) => (
          <li
            key={card.link}
            className="group relative overflow-hidden rounded-lg border-2 border-border bg-card text-card-foreground"
          >
            {card.image && (
              <ResponsiveImage
                image={card.image}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-video w-full object-cover"
              />
            )}
            <div className="p-6">
              <h3 className="text-xl font-bold">
                <Link
                  to={card.link}
                  className="link after:absolute after:inset-0 group-hover:decoration-3"
                >
                  {card.title}
                </Link>
              </h3>
              <p className="mt-2">{card.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
