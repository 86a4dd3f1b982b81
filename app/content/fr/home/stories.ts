import { imageIdFor } from "~/config/paths";
import type { Story } from "~/content/types";

/** The four Featured Stories on the home page. */
export const stories: readonly Story[] = [
  {
    category: "Assemblée générale",
    title: "Les dirigeants du monde réunis pour la 80e session de l’Assemblée générale",
    description:
      "En septembre 2025, des dirigeants du monde entier se sont réunis à New York pour la semaine de haut niveau de la 80e session de l’Assemblée générale.",
    image: {
      id: imageIdFor("/stories/unga80-high-level-week"),
      alt: "Illustration d’une salle d’assemblée circulaire avec des rangées de drapeaux sous un grand emblème en forme de globe",
    },
    link: "/stories/unga80-high-level-week",
  },
  {
    category: "Climat",
    title: "Comment fonctionnent les marchés du carbone dans le cadre de l’Accord de Paris",
    description:
      "L’article 6 de l’Accord de Paris permet aux pays de coopérer pour réduire leurs émissions, notamment en échangeant des crédits carbone. Voici comment cela fonctionne.",
    image: {
      id: imageIdFor("/stories/carbon-markets"),
      alt: "Illustration d’une balance pesant un nuage de dioxyde de carbone face à un jeune arbre",
    },
    link: "/stories/carbon-markets",
  },
  {
    category: "Santé",
    title: "Pollution de l’air\u00A0: ce qu’il faut savoir sur l’air que nous respirons",
    description:
      "Selon les estimations de l’OMS, 99\u00A0% de la population mondiale respire un air qui dépasse les limites fixées dans ses lignes directrices. Quelles en sont les conséquences pour notre santé\u202F?",
    image: {
      id: imageIdFor("/stories/air-pollution-facts"),
      alt: "Illustration d’une paire de poumons entourée d’une brume grise et de fines particules",
    },
    link: "/stories/air-pollution-facts",
  },
  {
    category: "Environnement",
    title: "Des gestes concrets pour réduire la pollution de l’air",
    description:
      "Des modes de cuisson et de transport plus propres aux villes plus vertes, les choix des citoyens et des gouvernements peuvent contribuer à assainir l’air.",
    image: {
      id: imageIdFor("/stories/reduce-air-pollution"),
      alt: "Illustration d’un vélo, d’un tramway et d’arbres devant les immeubles d’une ville sous un ciel dégagé",
    },
    link: "/stories/reduce-air-pollution",
  },
];
