import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/overview",
  section: "about",
  title: "Aperçu et histoire",
  lead: "L’Organisation des Nations Unies a été fondée en 1945 pour maintenir la paix et aider les nations à travailler ensemble. Voici ses origines, sa raison d’être et la place qu’elle occupe à 80 ans.",
  image: {
    id: "about-overview",
    alt: "Illustration d’une colombe survolant un globe entouré d’une frise chronologique des grandes étapes",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’Organisation des Nations Unies est née de la Seconde Guerre mondiale. Avant même la fin des combats, les nations alliées avaient commencé à concevoir une nouvelle organisation qui réussirait là où la Société des Nations avait échoué. Le nom lui-même a été employé pour la première fois dans la Déclaration des Nations Unies du 1er janvier 1942, par laquelle des gouvernements s’engageaient à poursuivre ensemble le combat. Au printemps 1945, des délégués de 50 pays se sont réunis à San Francisco pour rédiger un traité fondateur et, le 26 juin 1945, ils ont signé la Charte des Nations Unies.",
    },
    {
      kind: "paragraph",
      text: "La Pologne, qui n’avait pas été représentée à la Conférence, l’a signée peu après et a ainsi compté parmi les 51 États Membres originels. La Charte est entrée en vigueur le 24 octobre 1945, après avoir été ratifiée par la Chine, la France, l’Union soviétique, le Royaume-Uni, les États-Unis et la majorité des autres signataires. Cette date est aujourd’hui célébrée chaque année comme la Journée des Nations Unies. L’Assemblée générale a tenu sa première séance à Londres en janvier 1946, et l’Organisation s’est ensuite installée dans son siège permanent à New York.",
    },
    { kind: "heading", text: "La raison d’être de l’Organisation" },
    {
      kind: "paragraph",
      text: "La Charte énonce quatre buts. Le premier est de maintenir la paix et la sécurité internationales, en prévenant les conflits et en réglant les différends par des moyens pacifiques. Le deuxième est de développer entre les nations des relations amicales fondées sur le respect du principe de l’égalité de droits des peuples et de leur droit à disposer d’eux-mêmes. Le troisième est de réaliser la coopération internationale en résolvant les problèmes d’ordre économique, social, intellectuel ou humanitaire, et en encourageant le respect des droits de l’homme et des libertés fondamentales pour tous. Le quatrième est d’être un centre où s’harmonisent les efforts des nations vers ces fins communes.",
    },
    {
      kind: "paragraph",
      text: "En huit décennies, son action s’est étendue bien au-delà de ce que ses fondateurs auraient pu imaginer. L’Organisation a déployé des Casques bleus dans des zones de conflit, accompagné des dizaines de pays sur la voie de l’indépendance et adopté la Déclaration universelle des droits de l’homme le 10 décembre 1948. Elle coordonne les secours humanitaires après les catastrophes, contribue à fixer des normes mondiales dans des domaines allant de l’aviation à la santé, et rassemble les pays face à des défis communs tels que les changements climatiques. En septembre 2015, tous les États Membres ont adopté le Programme de développement durable à l’horizon 2030 et ses 17 objectifs de développement durable.",
    },
    { kind: "heading", text: "L’ONU a 80 ans" },
    {
      kind: "paragraph",
      text: "En 2025, l’Organisation des Nations Unies célèbre son 80e anniversaire, souvent désigné sous le nom d’ONU80. Le monde a profondément changé depuis 1945\u00A0: le nombre d’États Membres est passé de 51 à 193, et des questions telles que le numérique, les pandémies et la crise climatique figurent désormais en tête des priorités. Cet anniversaire est l’occasion de célébrer les acquis de la coopération internationale, de réfléchir honnêtement à ses insuffisances et de se demander comment l’Organisation peut mieux servir les populations dans les décennies à venir.",
    },
  ],
  related: [
    { label: "La Charte des Nations Unies", href: "/about/charter" },
    { label: "Les Membres de l’Organisation des Nations Unies", href: "/about/membership" },
    { label: "Le système des Nations Unies", href: "/about/structure" },
    {
      label: "ONU80\u00A0: huit décennies de réalisations",
      href: "/media/un-80-achievements",
    },
  ],
};
