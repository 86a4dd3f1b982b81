import type { MediaItem } from "~/content/types";

/** The four media highlights on the home page. */
export const mediaItems: readonly MediaItem[] = [
  {
    type: "Video",
    title: "ONU80\u00A0: huit décennies de réalisations",
    description:
      "Un court métrage qui revient sur les grandes étapes de 80 années d’action des Nations Unies en faveur de la paix, des droits de l’homme et du développement.",
    link: "/media/un-80-achievements",
  },
  {
    type: "Podcast",
    title: "Awake at Night",
    description:
      "Des conversations avec des personnes qui servent dans les endroits les plus difficiles du monde, sur ce qui les anime et ce qui les fait tenir.",
    link: "/media/awake-at-night-podcast",
  },
  {
    type: "Interview",
    title: "Le Secrétaire général et la 80e session de l’Assemblée générale",
    description:
      "Un entretien avec le Secrétaire général à l’approche de la 80e session de l’Assemblée générale.",
    link: "/media/sg-interview-unga80",
  },
  {
    type: "Facts",
    title: "La 80e session de l’Assemblée générale en chiffres",
    description:
      "La 80e session de l’Assemblée générale en chiffres\u00A0: qui y participe, comment elle fonctionne et ce qui figure à son ordre du jour.",
    link: "/media/unga80-facts",
  },
];
