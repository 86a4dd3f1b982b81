import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/ending-poverty",
  section: "topics",
  title: "Éliminer la pauvreté",
  lead: "Éliminer la pauvreté sous toutes ses formes et partout dans le monde\u00A0: tel est le premier des objectifs de développement durable. Des progrès considérables ont été accomplis, mais des centaines de millions de personnes sont encore laissées pour compte.",
  image: {
    id: "ending-poverty",
    alt: "Illustration d’une famille marchant sur un chemin qui monte d’un champ aride vers un village doté d’une école et d’un dispensaire",
  },
  body: [
    {
      kind: "paragraph",
      text: "La pauvreté ne se résume pas à un manque de revenus. C’est avoir faim, ne pas pouvoir envoyer ses enfants à l’école ni consulter un médecin en cas de maladie, vivre sans eau salubre, sans électricité ni logement décent, et n’avoir guère voix au chapitre dans les décisions qui façonnent sa propre vie. Le premier des objectifs de développement durable, adoptés par les dirigeants du monde en septembre 2015, consiste à éliminer la pauvreté sous toutes ses formes et partout dans le monde. Il repose sur une idée simple\u00A0: dans un monde qui dispose des connaissances et des richesses qui sont les nôtres, personne ne devrait être privé du minimum nécessaire à une vie digne.",
    },
    { kind: "heading", text: "Mesurer la pauvreté" },
    {
      kind: "paragraph",
      text: "L’extrême pauvreté se mesure par rapport au seuil international de pauvreté, fixé par la Banque mondiale et révisé périodiquement pour tenir compte de l’évolution du coût de la vie dans le monde. Les personnes qui vivent en dessous de ce seuil ne peuvent pas subvenir de manière sûre à leurs besoins les plus élémentaires. Le revenu ne disant pas tout, le Programme des Nations Unies pour le développement et l’Université d’Oxford publient également un indice mondial de pauvreté multidimensionnelle, qui mesure les privations en matière de santé, d’éducation et de niveau de vie. Les pays fixent aussi leurs propres seuils nationaux de pauvreté, qui reflètent le coût de la vie local et servent à suivre les progrès sur leur territoire.",
    },
    { kind: "heading", text: "Progrès et reculs" },
    {
      kind: "paragraph",
      text: "Au cours des dernières décennies, la proportion de la population mondiale vivant dans l’extrême pauvreté a fortement diminué, grâce à la croissance économique, en particulier en Asie de l’Est et en Asie du Sud, et aux investissements dans l’éducation, la santé et la protection sociale. La cible des objectifs du Millénaire pour le développement consistant à réduire de moitié l’extrême pauvreté entre 1990 et 2015 a été atteinte avant l’échéance. Mais les progrès ont ralenti. La pandémie de COVID-19 a fait retomber des millions de personnes dans la pauvreté, et les conflits, les chocs climatiques et la hausse des prix ont rendu la reprise plus difficile. L’extrême pauvreté se concentre de plus en plus en Afrique subsaharienne et dans les pays en situation de fragilité et de conflit.",
    },
    { kind: "heading", text: "Ce qui fonctionne" },
    {
      kind: "paragraph",
      text: "L’expérience montre que la pauvreté peut reculer grâce à une combinaison de mesures. La protection sociale, qu’il s’agisse de prestations pour enfants, de pensions de retraite ou de transferts monétaires, protège les familles contre les chocs et les aide à investir dans leur avenir. L’accès à une éducation de qualité, aux soins de santé, à l’eau potable et à l’énergie ouvre des perspectives, tandis que des emplois décents et des salaires équitables permettent de sortir de la pauvreté par le travail. Le soutien aux petits agriculteurs, aux femmes entrepreneures et aux petites entreprises, ainsi que l’accès au crédit et aux services financiers, aident les personnes à se constituer un patrimoine. L’objectif 1 appelle également à renforcer la résilience des pauvres face aux catastrophes et aux chocs économiques.",
    },
    {
      kind: "paragraph",
      text: "L’élimination de la pauvreté est étroitement liée au reste du Programme 2030. Elle dépend des progrès accomplis pour éliminer la faim, parvenir à l’égalité des sexes, réduire les inégalités et lutter contre les changements climatiques, qui risquent de faire basculer beaucoup plus de personnes encore dans la pauvreté. Elle dépend aussi des financements\u00A0: de nombreux pays en développement supportent un lourd fardeau de la dette qui limite ce qu’ils peuvent consacrer à leur population. Chaque année, le 17 octobre, la Journée internationale pour l’élimination de la pauvreté offre aux personnes vivant dans la pauvreté une tribune pour se faire entendre, et rappelle qu’elles doivent être associées à la conception des solutions qui touchent leur vie.",
    },
  ],
  related: [
    { label: "Objectifs de développement durable", href: "/sdgs" },
    { label: "Égalité des sexes", href: "/gender-equality" },
    { label: "Changements climatiques", href: "/climate-change" },
    {
      label: "Le Secrétaire général et la 80e session de l’Assemblée générale",
      href: "/media/sg-interview-unga80",
    },
  ],
};
