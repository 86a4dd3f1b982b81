import { imageIdFor } from "~/config/paths";
import type { EssentialCard } from "~/content/types";

/** The three topic cards of the home page. */
export const essentialCards: readonly EssentialCard[] = [
  {
    title: "Changements climatiques",
    description:
      "Les changements climatiques touchent tous les pays. Découvrez comment le monde s’emploie à réduire les émissions et à s’adapter au réchauffement de la planète.",
    link: "/climate-change",
    image: {
      id: imageIdFor("/climate-change"),
      alt: "Illustration d’un globe avec un thermomètre, une éolienne et un soleil levant",
    },
  },
  {
    title: "Égalité des sexes",
    description:
      "L’égalité des droits et des chances pour les femmes et les filles est un droit fondamental et le socle d’un monde plus juste et plus pacifique.",
    link: "/gender-equality",
    image: {
      id: imageIdFor("/gender-equality"),
      alt: "Illustration d’une femme et d’un homme debout à la même hauteur sur une balance parfaitement équilibrée",
    },
  },
  {
    title: "Éliminer la pauvreté",
    description:
      "Éliminer la pauvreté sous toutes ses formes est le premier des objectifs de développement durable. Découvrez comment les pays s’y emploient.",
    link: "/ending-poverty",
    image: {
      id: imageIdFor("/ending-poverty"),
      alt: "Illustration de mains plantant une jeune pousse qui devient une maison, une école et un champ",
    },
  },
];
