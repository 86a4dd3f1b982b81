import type { ContentPage } from "~/content/types";
import { page as awakeAtNightPodcast } from "./awake-at-night-podcast";
import { page as sgInterviewUnga80 } from "./sg-interview-unga80";
import { page as un80Achievements } from "./un-80-achievements";
import { page as unga80Facts } from "./unga80-facts";

/** The media pages, in the order of the home page's media highlights. */
export const mediaPages: readonly ContentPage[] = [
  un80Achievements,
  awakeAtNightPodcast,
  sgInterviewUnga80,
  unga80Facts,
];
