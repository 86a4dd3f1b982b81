import type * as React from "react";
import { useHomeMessages } from "../home-messages";
import { Link } from "~/components/ui/link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Section } from "~/components/ui/section";
import type { Story } from "~/content/types";
import { cn } from "~/lib/cn";
import { useReveal } from "../use-reveal";

/** The delay between one card's entrance and the next. */
export const STORY_STAGGER_MS = 150;

/** Section 6: four Featured Stories cards that enter one after another. */
export function StoriesSection({ stories }: { stories: readonly Story[] }) {
  const homeMessages = useHomeMessages();
  const { ref, state } = useReveal<HTMLUListElement>();
  return (
    <Section id="stories" heading={homeMessages.stories.heading}>
      <ul ref={ref} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-reveal={state}>
        {stories.map((story, index) => (
          <li
            key={story.link}
            className={cn(
              "group relative flex flex-col overflow-hidden rounded-lg border-2 border-border bg-card text-card-foreground",
              state === "pending" && "opacity-0",
              state === "revealed" && "stagger-in",
            )}
            style={{ "--stagger-delay": `${index * STORY_STAGGER_MS}ms` } as React.CSSProperties}
          >
            {story.image && (
              <ResponsiveImage
                image={story.image}
                sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
                className="aspect-video w-full object-cover"
              />
            )}
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm font-bold uppercase tracking-wide text-muted-foreground">
                {story.category}
              </p>
              <h3 className="mt-1 text-lg leading-snug font-bold">
                <Link
                  to={story.link}
                  className="link after:absolute after:inset-0 group-hover:decoration-3"
                >
                  {story.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm">{story.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
