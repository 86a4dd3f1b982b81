import type { MediaItem } from "~/content/types";

/** The four media highlights on the home page. */
export const mediaItems: readonly MediaItem[] = [
  {
    type: "Video",
    title: "UN80: Eight Decades of Achievement",
    description:
      "A short film looking back at milestones from 80 years of United Nations work for peace, human rights and development.",
    link: "/media/un-80-achievements",
  },
  {
    type: "Podcast",
    title: "Awake at Night",
    description:
      "Conversations with people who serve in the world's hardest places, about what drives them and what keeps them going.",
    link: "/media/awake-at-night-podcast",
  },
  {
    type: "Interview",
    title: "The Secretary-General on the 80th General Assembly",
    description:
      "An interview with the Secretary-General ahead of the 80th session of the General Assembly.",
    link: "/media/sg-interview-unga80",
  },
  {
    type: "Facts",
    title: "UNGA80 in Numbers",
    description:
      "The General Assembly's 80th session in numbers: who takes part, how it works and what is on the agenda.",
    link: "/media/unga80-facts",
  },
];
