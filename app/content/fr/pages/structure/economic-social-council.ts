import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/economic-social-council",
  section: "structure",
  title: "Conseil économique et social",
  lead: "Le Conseil économique et social (ECOSOC) fédère les travaux de l’ONU sur les questions économiques, sociales et environnementales et sur le développement durable.",
  image: {
    id: "structure-economic-social-council",
    alt: "Illustration d’engrenages imbriqués en forme d’usine, de feuille et de groupe de personnes",
  },
  body: [
    {
      kind: "paragraph",
      text: "Le Conseil économique et social, ou ECOSOC, est l’un des six organes principaux créés par la Charte. Il constitue la principale plateforme de débat et de formulation de recommandations sur les questions économiques, sociales et environnementales, et il coordonne une grande partie des travaux du système des Nations Unies dans ces domaines. Le Conseil est aussi une porte d’entrée pour un large éventail de partenaires, des institutions spécialisées et des commissions aux organisations de la société civile, aux universitaires et aux entreprises, qui souhaitent collaborer avec l’Organisation en matière de développement durable.",
    },
    { kind: "heading", text: "Composition" },
    {
      kind: "paragraph",
      text: "L’ECOSOC compte 54 membres, élus par l’Assemblée générale pour des mandats de trois ans qui se chevauchent. Dix-huit membres sont élus chaque année, et les sièges sont répartis de manière à assurer un juste équilibre entre les régions du monde. Chaque membre dispose d’une voix, et les décisions sont prises à la majorité simple. Le Conseil était plus restreint à la création de l’Organisation\u00A0: il comptait initialement 18 membres et a été élargi à deux reprises par des amendements à la Charte, d’abord à 27, puis à 54 membres, pour tenir compte de l’augmentation du nombre de Membres de l’Organisation.",
    },
    { kind: "heading", text: "Un vaste réseau" },
    {
      kind: "paragraph",
      text: "Le Conseil supervise un réseau d’organes subsidiaires. Les commissions techniques examinent des sujets précis, comme la condition de la femme, la population et le développement, la statistique et les stupéfiants. Cinq commissions régionales, pour l’Afrique, l’Asie et le Pacifique, l’Europe, l’Amérique latine et les Caraïbes, et l’Asie occidentale, favorisent la coopération et le développement dans leur région. L’ECOSOC travaille également avec les institutions spécialisées, reliées à l’Organisation des Nations Unies par des accords négociés par l’intermédiaire du Conseil, et il reçoit les rapports de nombreux fonds et programmes.",
    },
    { kind: "heading", text: "La société civile et les objectifs" },
    {
      kind: "paragraph",
      text: "La Charte autorise le Conseil à consulter les organisations non gouvernementales sur les questions relevant de sa compétence. Des milliers d’entre elles sont aujourd’hui dotées du statut consultatif, qui leur permet d’assister aux réunions, de présenter des déclarations écrites et, dans certains cas, de prendre la parole. L’ECOSOC accueille aussi le forum politique de haut niveau pour le développement durable, qui se réunit chaque année en juillet pour examiner les progrès accomplis vers la réalisation des 17 objectifs de développement durable du Programme 2030. De nombreux pays profitent du forum pour présenter des examens volontaires de la mise en œuvre des objectifs sur leur territoire.",
    },
  ],
  related: [
    { label: "Objectifs de développement durable", href: "/sdgs" },
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Le système des Nations Unies", href: "/about/structure" },
    { label: "Éliminer la pauvreté", href: "/ending-poverty" },
  ],
};
