import type { Fact } from "~/content/types";

/** "Did You Know?" facts on the home page. */
export const facts: readonly Fact[] = [
  {
    title: "Démocratie",
    text: "La Journée internationale de la démocratie est célébrée chaque année le 15 septembre. L’Assemblée générale l’a instituée en 2007.",
    link: "/global-issues/democracy",
  },
  {
    title: "Protection de l’enfance",
    text: "La Convention relative aux droits de l’enfant, adoptée en 1989, est le traité relatif aux droits de l’homme le plus largement ratifié de l’histoire.",
    link: "/global-issues/child-safety",
  },
  {
    title: "Climat",
    text: "En vertu de l’Accord de Paris de 2015, les pays visent à contenir le réchauffement nettement en dessous de 2\u00A0°C et à poursuivre l’action menée pour le limiter à 1,5\u00A0°C.",
    link: "/global-issues/climate",
  },
  {
    title: "Énergie atomique",
    text: "L’Agence internationale de l’énergie atomique, fondée en 1957 et établie à Vienne, promeut l’utilisation sûre et pacifique des technologies nucléaires.",
    link: "/global-issues/atomic-energy",
  },
];
