import type { ContentPage } from "~/content/types";
import { page as airPollutionFacts } from "./air-pollution-facts";
import { page as carbonMarkets } from "./carbon-markets";
import { page as reduceAirPollution } from "./reduce-air-pollution";
import { page as unga80HighLevelWeek } from "./unga80-high-level-week";

/** The story pages, in the order of the home page's Featured Stories. */
export const storyPages: readonly ContentPage[] = [
  unga80HighLevelWeek,
  carbonMarkets,
  airPollutionFacts,
  reduceAirPollution,
];
