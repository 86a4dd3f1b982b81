import { Link } from "~/components/ui/link";
import { useHomeMessages } from "../home-messages";
import { Section } from "~/components/ui/section";
import type { MediaItem } from "~/content/types";

/** Section 9: "Watch and Listen", four typed media items. */
export function MediaSection({ mediaItems }: { mediaItems: readonly MediaItem[] }) {
  const homeMessages = useHomeMessages();
  return (
    <Section id="media" heading={homeMessages.media.heading} tone="muted">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {mediaItems.map((item) => (
          <li
            key={item.link}
            className="group relative flex flex-col rounded-lg border-2 border-border bg-card p-6 text-card-foreground hover:border-primary"
          >
            <p className="self-start rounded-full bg-primary px-3 py-0.5 text-sm font-bold text-primary-foreground">
              {homeMessages.media.types[item.type]}
            </p>
            <h3 className="mt-3 text-lg leading-snug font-bold">
              <Link
                to={item.link}
                className="link after:absolute after:inset-0 group-hover:decoration-3"
              >
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
