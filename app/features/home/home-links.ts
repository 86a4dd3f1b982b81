import { paths } from "~/config/paths";
import { COLLECTIONS } from "~/content/collections";

/** Where the home page's calls to action lead: the most fitting real page for each. */
export const homeLinks = {
  aboutUs: paths.about,
  /** What the organization works on: the challenges no country meets alone. */
  ourWork: COLLECTIONS["global-issues"].base,
  eventsNews: paths.news,
  /** The ways to work and volunteer with the organization. */
  getInvolved: paths.careers,
  exploreWork: paths.about,
  /** The climate banner's summit, with its times in New York's time zone. */
  followLive: "/events/climate-summit-2025",
  /** The ActNow campaign, which the card's challenge belongs to. */
  takeAction: "/actnow",
} as const;

/** The section pages that the home page's bands lead on to ("See all stories"). */
export const sectionLinks = {
  stories: COLLECTIONS.stories.base,
  goals: paths.goals,
  structure: COLLECTIONS.structure.base,
  facts: COLLECTIONS["global-issues"].base,
  media: COLLECTIONS.media.base,
} as const;

/** A phone's screen: the hero shows it a portrait still, and plays the film only when it may. */
export const PHONE_SCREEN_QUERY = "(max-width: 767px)";

/** The hero's looping background film, and its first frame as a still drawn under it. */
export const heroVideo = {
  webm: "/video/hero.webm",
  mp4: "/video/hero.mp4",
  /** `-1280.avif`, `-1280.webp`: the still beyond a phone held upright. */
  posterStem: "/video/hero-poster",
  /** A phone held upright's still, whatever its pixel density (HeroPoster). */
  phoneStill: "/video/hero-poster-small.svg",
} as const;
