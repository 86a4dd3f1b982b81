import { LinkCardList } from "~/components/ui/link-card";
import { Section } from "~/components/ui/section";
import type { MediaItem } from "~/content/types";
import { usePrerenderedHomeMessages } from "../home-messages";

/** Section 9: "Watch and Listen", four typed media items. */
export function MediaSection({ mediaItems }: { mediaItems: readonly MediaItem[] }) {
  const { media } = usePrerenderedHomeMessages();
  return (
    <Section id="media" heading={media.heading} tone="muted">
      <LinkCardList
        cards={mediaItems}
        layout="panel"
        scale="small"
        kicker={(item) => (
          <p className="mb-3 self-start rounded-full bg-primary px-3 py-0.5 text-sm font-bold text-primary-foreground">
            {media.types[item.type]}
          </p>
        )}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      />
    </Section>
  );
}
