import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/awake-at-night-podcast",
  section: "media",
  title: "Awake at Night",
  lead: "A podcast of long conversations with people who serve in the world's hardest places, about what drives them, what they have seen and what keeps them going.",
  published: "2025-08-19",
  image: {
    id: "media-awake-at-night-podcast",
    alt: "Illustration of a studio microphone in front of a night sky with a crescent moon above a small field camp",
  },
  body: [
    {
      kind: "paragraph",
      text: "Awake at Night is a United Nations podcast that takes listeners beyond the headlines. Each episode is a long, unhurried conversation with someone who has chosen to work where the need is greatest: in war zones, refugee camps, disaster areas and places where basic services have broken down. The guests are people who serve with the United Nations and its partners, from humanitarian workers and medical staff to peacekeepers and mediators. Rather than dwelling on policy or statistics, the series asks about the person behind the job and the experiences that have shaped them.",
    },
    { kind: "heading", text: "What the conversations explore" },
    {
      kind: "paragraph",
      text: "The title comes from a question at the heart of every episode: what keeps you awake at night? The answers are rarely simple. Guests talk about the moments that have stayed with them, the decisions they had to make under pressure and the people they met along the way. They speak about fear and exhaustion, but also about hope, humour and the small victories that make the work worthwhile. The conversations leave room for honesty about what went wrong as well as what went right, and about the personal cost of serving far from home.",
    },
    {
      kind: "list",
      items: [
        "Long-form interviews that let guests tell their stories in their own words, at their own pace",
        "First-hand accounts of humanitarian, peacekeeping and development work in crisis settings",
        "Reflections on motivation, resilience and the toll the work can take on mental health",
        "A view of how the United Nations and its partners operate on the ground",
        "Descriptions of conflict, violence and loss that some listeners may find distressing",
      ],
    },
    { kind: "heading", text: "Why these stories matter" },
    {
      kind: "paragraph",
      text: "People who work in crisis zones are often invisible to the public they serve. When their work is reported at all, it is usually through numbers: the tonnes of food delivered, the families sheltered, the children vaccinated. The podcast adds the human dimension. It shows that behind every operation are people who have chosen to go where others need help, often at great personal risk. Aid workers have been killed, injured and kidnapped in many conflicts, and their safety depends on all parties respecting international humanitarian law.",
    },
    {
      kind: "paragraph",
      text: "Every year on 19 August, World Humanitarian Day honours aid workers and the people they serve. The date recalls the bombing of the United Nations headquarters at the Canal Hotel in Baghdad on 19 August 2003, in which 22 people were killed. Awake at Night carries the same spirit of recognition. Listeners need no prior knowledge of the United Nations to follow the episodes: the series is made for anyone curious about what it really means to serve in the hardest places, and about what sustains the people who choose that path.",
    },
  ],
  related: [
    { label: "Careers", href: "/careers" },
    { label: "UN80: Eight Decades of Achievement", href: "/media/un-80-achievements" },
    { label: "Child Safety", href: "/global-issues/child-safety" },
    { label: "Overview & History", href: "/about/overview" },
  ],
};
