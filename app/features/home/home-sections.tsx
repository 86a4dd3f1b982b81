import { Prerendered } from "~/components/ui/prerendered";
import type { HomeContent } from "~/content/types";
import type { HomeMessages } from "~/i18n/message-arguments";
import { HomeMessagesProvider } from "./home-messages";
import { ClimateBannerSection } from "./sections/climate-banner-section";
import { EssentialsSection } from "./sections/essentials-section";
import { FactsSection } from "./sections/facts-section";
import { GoalsSection } from "./sections/goals-section";
import { HeaderStripSection } from "./sections/header-strip-section";
import { HeroSection } from "./sections/hero-section";
import { MediaSection } from "./sections/media-section";
import { StatsSection } from "./sections/stats-section";
import { StoriesSection } from "./sections/stories-section";
import { StructureSection } from "./sections/structure-section";
import { withPageMessages } from "~/i18n/page-messages";

/**
 * The ten sections of the home page, in the specification's order, with the page's records. The
 * sections that need no JavaScript are prerendered markup, their records in the HTML alone.
 */
export const HomeSections = withPageMessages(function HomeSections({
  stories,
  prerendered,
  messages,
}: {
  stories: HomeContent["stories"];
  prerendered: Omit<HomeContent, "stories"> | undefined;
  messages: HomeMessages;
}) {
  return (
    <HomeMessagesProvider value={messages}>
      <HeaderStripSection />
      <HeroSection />
      <Prerendered data={prerendered}>
        {(records) => (
          <>
            <ClimateBannerSection />
            <StatsSection />
            <GoalsSection goals={records.goals} />
          </>
        )}
      </Prerendered>
      <StoriesSection stories={stories} />
      <Prerendered data={prerendered}>
        {(records) => (
          <>
            <StructureSection bodies={records.structureBodies} />
            <FactsSection facts={records.facts} />
            <MediaSection mediaItems={records.mediaItems} />
            <EssentialsSection cards={records.essentialCards} />
          </>
        )}
      </Prerendered>
    </HomeMessagesProvider>
  );
});
