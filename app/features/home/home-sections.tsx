import { FIRST_SCREEN_END_ID } from "~/config/constants";
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

/** The ten sections of the home page, in the specification's order, with the page's records. */
export function HomeSections({
  content,
  messages,
}: {
  content: HomeContent;
  messages: HomeMessages;
}) {
  return (
    <HomeMessagesProvider value={messages}>
      {/* From a tablet up, the strip and the hero fill the first screen together, so that the
          hero's own controls (the film's pause button) stand above the fold. */}
      <div className="flex flex-col md:min-h-[calc(100svh-4rem)]">
        <HeaderStripSection />
        <HeroSection />
      </div>
      <span id={FIRST_SCREEN_END_ID} hidden />
      <ClimateBannerSection />
      <StatsSection />
      <GoalsSection goals={content.goals} />
      <StoriesSection stories={content.stories} />
      <StructureSection bodies={content.structureBodies} />
      <FactsSection facts={content.facts} />
      <MediaSection mediaItems={content.mediaItems} />
      <EssentialsSection cards={content.essentialCards} />
    </HomeMessagesProvider>
  );
}
