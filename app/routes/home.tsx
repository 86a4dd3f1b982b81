import { ClimateBannerSection } from "~/features/home/sections/climate-banner-section";
import { EssentialsSection } from "~/features/home/sections/essentials-section";
import { FactsSection } from "~/features/home/sections/facts-section";
import { GoalsSection } from "~/features/home/sections/goals-section";
import { HeaderStripSection } from "~/features/home/sections/header-strip-section";
import { HeroSection } from "~/features/home/sections/hero-section";
import { MediaSection } from "~/features/home/sections/media-section";
import { StatsSection } from "~/features/home/sections/stats-section";
import { StoriesSection } from "~/features/home/sections/stories-section";
import { StructureSection } from "~/features/home/sections/structure-section";
import { en } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({ title: en.home.metaTitle, description: en.home.metaDescription });
}

/** The home page: the ten sections of the specification, in order. */
export default function Home() {
  return (
    <>
      <HeaderStripSection />
      <HeroSection />
      <ClimateBannerSection />
      <StatsSection />
      <GoalsSection />
      <StoriesSection />
      <StructureSection />
      <FactsSection />
      <MediaSection />
      <EssentialsSection />
    </>
  );
}
