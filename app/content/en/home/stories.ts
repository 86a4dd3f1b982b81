import { imageIdFor } from "~/config/paths";
import type { Story } from "~/content/types";

/** The four Featured Stories on the home page. */
export const stories: readonly Story[] = [
  {
    category: "General Assembly",
    title: "World Leaders Gather for the 80th General Assembly",
    description:
      "In September 2025, leaders from around the world came to New York for the high-level week of the General Assembly's 80th session.",
    image: {
      id: imageIdFor("/stories/unga80-high-level-week"),
      alt: "Illustration of a round assembly hall with rows of flags beneath a large globe emblem",
    },
    link: "/stories/unga80-high-level-week",
  },
  {
    category: "Climate",
    title: "How Carbon Markets Work Under the Paris Agreement",
    description:
      "Article 6 of the Paris Agreement lets countries cooperate to cut emissions, including by trading carbon credits. Here is how it works.",
    image: {
      id: imageIdFor("/stories/carbon-markets"),
      alt: "Illustration of a balance scale weighing a cloud of carbon dioxide against a young tree",
    },
    link: "/stories/carbon-markets",
  },
  {
    category: "Health",
    title: "Air Pollution: Facts About the Air We Breathe",
    description:
      "WHO estimates that 99% of the world's population breathes air that exceeds its guideline limits. What does that mean for our health?",
    image: {
      id: imageIdFor("/stories/air-pollution-facts"),
      alt: "Illustration of a pair of lungs surrounded by grey haze and small particles",
    },
    link: "/stories/air-pollution-facts",
  },
  {
    category: "Environment",
    title: "Practical Ways to Reduce Air Pollution",
    description:
      "From cleaner cooking and transport to greener cities, choices made by people and governments can help clear the air.",
    image: {
      id: imageIdFor("/stories/reduce-air-pollution"),
      alt: "Illustration of a bicycle, a tram and trees in front of a city skyline under a clear sky",
    },
    link: "/stories/reduce-air-pollution",
  },
];
