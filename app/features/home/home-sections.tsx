import type * as React from "react";
import { Prerendered } from "~/static-first/prerendered";
import type { HomeContent } from "~/content/types";
import {
  HomeMessagesProvider,
  type HydratedHomeMessages,
  type PrerenderedHomeMessages,
  PrerenderedHomeMessagesProvider,
} from "./home-messages";
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
import { withPageMessages } from "~/static-first/page-messages";

/** The records and the text that the home page's HTML carries alone, as markup. */
type PrerenderedHome = Omit<HomeContent, "stories"> & { messages: PrerenderedHomeMessages };

/** The home page's sections that need no JavaScript: prerendered markup, adopted as it is. */
function PrerenderedSections({
  data,
  children,
}: {
  data: PrerenderedHome | undefined;
  children: (records: PrerenderedHome) => React.ReactNode;
}) {
  return (
    <Prerendered data={data}>
      {(records) => (
        <PrerenderedHomeMessagesProvider value={records.messages}>
          {children(records)}
        </PrerenderedHomeMessagesProvider>
      )}
    </Prerendered>
  );
}

/**
 * The ten sections of the home page, in the specification's order, with the page's records. The
 * sections that need no JavaScript are prerendered markup, their records and text in the HTML alone.
 */
export const HomeSections = withPageMessages(function HomeSections({
  stories,
  prerendered,
  messages,
}: {
  stories: HomeContent["stories"];
  prerendered: PrerenderedHome | undefined;
  messages: HydratedHomeMessages;
}) {
  return (
    <HomeMessagesProvider value={messages}>
      <HeaderStripSection />
      <HeroSection />
      <PrerenderedSections data={prerendered}>
        {(records) => (
          <>
            <ClimateBannerSection />
            <StatsSection />
            <GoalsSection goals={records.goals} />
          </>
        )}
      </PrerenderedSections>
      <StoriesSection stories={stories} />
      <PrerenderedSections data={prerendered}>
        {(records) => (
          <>
            <StructureSection bodies={records.structureBodies} />
            <FactsSection facts={records.facts} />
            <MediaSection mediaItems={records.mediaItems} />
            <EssentialsSection cards={records.essentialCards} />
          </>
        )}
      </PrerenderedSections>
    </HomeMessagesProvider>
  );
});
