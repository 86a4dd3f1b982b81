import type { Goal } from "~/content/types";

/** The 17 Sustainable Development Goals of the 2030 Agenda, with their official titles and colours. */
export const goals: readonly Goal[] = [
  {
    number: 1,
    title: "Pas de pauvreté",
    icon: "/images/goals/goal-01.svg",
    description: "Éliminer la pauvreté sous toutes ses formes et partout dans le monde.",
    colour: "#E5243B",
  },
  {
    number: 2,
    title: "Faim «\u00A0zéro\u00A0»",
    icon: "/images/goals/goal-02.svg",
    description: "Éliminer la faim, améliorer la nutrition et rendre l’agriculture durable.",
    colour: "#DDA63A",
  },
  {
    number: 3,
    title: "Bonne santé et bien-être",
    icon: "/images/goals/goal-03.svg",
    description: "Permettre à tous de vivre en bonne santé et promouvoir le bien-être à tout âge.",
    colour: "#4C9F38",
  },
  {
    number: 4,
    title: "Éducation de qualité",
    icon: "/images/goals/goal-04.svg",
    description:
      "Assurer à tous une éducation équitable et de qualité, et des possibilités d’apprendre tout au long de la vie.",
    colour: "#C5192D",
  },
  {
    number: 5,
    title: "Égalité entre les sexes",
    icon: "/images/goals/goal-05.svg",
    description:
      "Parvenir à l’égalité entre les femmes et les hommes et autonomiser toutes les femmes et les filles.",
    colour: "#FF3A21",
  },
  {
    number: 6,
    title: "Eau propre et assainissement",
    icon: "/images/goals/goal-06.svg",
    description:
      "Garantir l’accès de tous à l’eau potable et à l’assainissement, et en assurer une gestion durable.",
    colour: "#26BDE2",
  },
  {
    number: 7,
    title: "Énergie propre et d’un coût abordable",
    icon: "/images/goals/goal-07.svg",
    description:
      "Garantir l’accès de tous à une énergie fiable, durable, moderne et d’un coût abordable.",
    colour: "#FCC30B",
  },
  {
    number: 8,
    title: "Travail décent et croissance économique",
    icon: "/images/goals/goal-08.svg",
    description:
      "Promouvoir une croissance économique durable et inclusive et un travail décent pour tous.",
    colour: "#A21942",
  },
  {
    number: 9,
    title: "Industrie, innovation et infrastructure",
    icon: "/images/goals/goal-09.svg",
    description:
      "Bâtir une infrastructure résiliente, soutenir une industrie durable et encourager l’innovation.",
    colour: "#FD6925",
  },
  {
    number: 10,
    title: "Inégalités réduites",
    icon: "/images/goals/goal-10.svg",
    description: "Réduire les inégalités dans les pays et d’un pays à l’autre.",
    colour: "#DD1367",
  },
  {
    number: 11,
    title: "Villes et communautés durables",
    icon: "/images/goals/goal-11.svg",
    description:
      "Faire en sorte que les villes et les communautés soient ouvertes à tous, sûres, résilientes et durables.",
    colour: "#FD9D24",
  },
  {
    number: 12,
    title: "Consommation et production responsables",
    icon: "/images/goals/goal-12.svg",
    description:
      "Utiliser les ressources avec discernement et réduire le gaspillage dans la fabrication et l’usage des biens.",
    colour: "#BF8B2E",
  },
  {
    number: 13,
    title: "Mesures relatives à la lutte contre les changements climatiques",
    icon: "/images/goals/goal-13.svg",
    description:
      "Prendre d’urgence des mesures pour lutter contre les changements climatiques et leurs répercussions.",
    colour: "#3F7E44",
  },
  {
    number: 14,
    title: "Vie aquatique",
    icon: "/images/goals/goal-14.svg",
    description:
      "Protéger les océans, les mers et la vie marine, et les exploiter de manière durable.",
    colour: "#0A97D9",
  },
  {
    number: 15,
    title: "Vie terrestre",
    icon: "/images/goals/goal-15.svg",
    description:
      "Protéger les forêts, les terres et la faune sauvage, et mettre fin à l’appauvrissement de la biodiversité.",
    colour: "#56C02B",
  },
  {
    number: 16,
    title: "Paix, justice et institutions efficaces",
    icon: "/images/goals/goal-16.svg",
    description:
      "Bâtir des sociétés pacifiques et inclusives, dotées d’une justice et d’institutions responsables.",
    colour: "#00689D",
  },
  {
    number: 17,
    title: "Partenariats pour la réalisation des objectifs",
    icon: "/images/goals/goal-17.svg",
    description: "Renforcer les partenariats mondiaux et les moyens de réaliser les objectifs.",
    colour: "#19486A",
  },
];
