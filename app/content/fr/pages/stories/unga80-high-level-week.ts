import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/unga80-high-level-week",
  section: "stories",
  title: "Les dirigeants du monde réunis pour la 80e session de l’Assemblée générale",
  lead: "En septembre 2025, des dirigeants du monde entier se sont réunis à New York pour la semaine de haut niveau de la 80e session de l’Assemblée générale, l’année des 80 ans de l’Organisation des Nations Unies.",
  published: "2025-09-22",
  image: {
    id: "stories-unga80-high-level-week",
    alt: "Illustration d’une salle d’assemblée circulaire avec des rangées de drapeaux sous un grand emblème en forme de globe",
  },
  body: [
    {
      kind: "paragraph",
      text: "Chaque année en septembre, New York devient le lieu de rencontre du monde entier. La 80e session de l’Assemblée générale des Nations Unies s’est ouverte au Siège le 9 septembre 2025 et, deux semaines plus tard, a débuté sa semaine de haut niveau, qui réunit au même moment, dans le même bâtiment, chefs d’État et de gouvernement, ministres et hauts responsables. Pendant quelques jours, les dirigeants des 193 États Membres peuvent s’adresser les uns aux autres et au monde, dans une enceinte où chaque pays, grand ou petit, a la même voix au chapitre et le même droit de vote.",
    },
    { kind: "heading", text: "Le débat général" },
    {
      kind: "paragraph",
      text: "Le temps fort de la semaine est le débat général, qui s’est ouvert le 23 septembre 2025 dans la salle de l’Assemblée générale. Tour à tour, les dirigeants montent à la tribune pour présenter la vision qu’a leur pays de l’état du monde et des questions qui comptent le plus pour leur population. Selon une longue tradition, le Brésil est le premier État Membre à prendre la parole, suivi des États-Unis en leur qualité de pays hôte. Le débat se poursuit pendant plusieurs jours, et chaque déclaration est interprétée dans les six langues officielles de l’Organisation pour que toutes les délégations puissent la suivre.",
    },
    { kind: "heading", text: "Au-delà de la tribune" },
    {
      kind: "paragraph",
      text: "Une grande partie du travail de la semaine se fait loin de la tribune. Des réunions de haut niveau sur des thèmes particuliers se tiennent en marge du débat général, et des centaines de manifestations parallèles réunissent gouvernements, entités des Nations Unies, société civile et entreprises. Les dirigeants tiennent aussi des réunions bilatérales, parfois entre pays qui se retrouvent rarement autour d’une même table ailleurs. Ces échanges plus discrets peuvent apaiser les tensions, préparer des accords ou rallier des soutiens à de nouvelles initiatives. Pour les petits États en particulier, la semaine offre un accès, en un seul lieu, à des partenaires et à des décideurs qu’il leur faudrait sinon des mois de déplacements pour rencontrer.",
    },
    { kind: "heading", text: "Une année particulière" },
    {
      kind: "paragraph",
      text: "La 80e session revêt une signification particulière. La Charte des Nations Unies est entrée en vigueur le 24 octobre 1945\u00A0: la session coïncide donc avec l’année du 80e anniversaire de l’Organisation. C’est l’occasion de revenir sur ce que la coopération entre les nations a accompli depuis la fin de la Seconde Guerre mondiale, du maintien de la paix et de la décolonisation aux droits de l’homme et au développement. C’est aussi un moment de réflexion lucide, alors que le monde fait face à des conflits armés, au réchauffement du climat, à de profondes inégalités et à des mutations technologiques rapides qu’aucun pays ne peut maîtriser seul.",
    },
    {
      kind: "paragraph",
      text: "Cet anniversaire intervient alors que les États Membres réfléchissent à la manière dont l’Organisation doit évoluer pour répondre aux exigences des décennies à venir. En septembre 2024, ils ont adopté le Pacte pour l’avenir, qui comporte des engagements en matière de paix et de sécurité, de développement durable, de coopération numérique, de jeunesse et de générations futures, et de réforme des institutions mondiales. En 2025, le Secrétaire général a lancé l’Initiative ONU80, qui examine comment l’Organisation peut travailler plus efficacement et obtenir de meilleurs résultats avec ses ressources. Les discours et les réunions de la semaine de haut niveau contribuent à fixer l’orientation politique de ces efforts.",
    },
  ],
  related: [
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "La 80e session de l’Assemblée générale en chiffres", href: "/media/unga80-facts" },
    {
      label: "Le Secrétaire général et la 80e session de l’Assemblée générale",
      href: "/media/sg-interview-unga80",
    },
    { label: "ONU80\u00A0: huit décennies de réalisations", href: "/media/un-80-achievements" },
  ],
};
