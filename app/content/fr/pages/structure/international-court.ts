import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/international-court",
  section: "structure",
  title: "Cour internationale de Justice",
  lead: "La Cour internationale de Justice est l’organe judiciaire principal de l’Organisation des Nations Unies. Elle siège au Palais de la Paix, à La Haye, aux Pays-Bas.",
  image: {
    id: "structure-international-court",
    alt: "Illustration d’une façade de palais surmontée d’une tour d’horloge, derrière la balance de la justice",
  },
  body: [
    {
      kind: "paragraph",
      text: "La Cour internationale de Justice, souvent appelée Cour mondiale, est l’organe judiciaire principal de l’Organisation des Nations Unies. Son Statut est annexé à la Charte, et tous les États Membres y sont parties de plein droit. La Cour a commencé ses travaux en 1946, prenant la suite de la Cour permanente de Justice internationale, créée après la Première Guerre mondiale. C’est le seul des six organes principaux qui n’a pas son siège à New York\u00A0: elle siège au Palais de la Paix, à La Haye, aux Pays-Bas.",
    },
    { kind: "heading", text: "Les juges" },
    {
      kind: "paragraph",
      text: "La Cour se compose de 15 juges, élus pour neuf ans par l’Assemblée générale et le Conseil de sécurité, qui votent séparément\u202F; un candidat doit obtenir la majorité absolue dans les deux organes. La Cour est renouvelée par tiers tous les trois ans, et les juges sont rééligibles. Elle ne peut comprendre plus d’un ressortissant d’un même État et doit, dans son ensemble, assurer la représentation des grandes formes de civilisation et des principaux systèmes juridiques du monde. Les juges ne représentent pas leur gouvernement\u00A0: ils siègent en qualité de magistrats indépendants.",
    },
    { kind: "heading", text: "Les différends entre États" },
    {
      kind: "paragraph",
      text: "La Cour règle, conformément au droit international, les différends d’ordre juridique qui lui sont soumis par les États. Seuls des États peuvent être parties à ces affaires, qui ont notamment porté sur des frontières terrestres et maritimes, le traitement de ressortissants étrangers ou des violations alléguées de traités. La Cour ne peut connaître d’une affaire que si les États concernés ont accepté sa compétence, que ce soit par compromis, en vertu d’une clause conventionnelle ou par une déclaration générale. Ses arrêts sont définitifs, sans appel et obligatoires pour les parties.",
    },
    { kind: "heading", text: "Les avis consultatifs" },
    {
      kind: "paragraph",
      text: "La Cour donne également des avis consultatifs sur les questions juridiques dont la saisissent l’Assemblée générale, le Conseil de sécurité et d’autres organes et institutions spécialisées autorisés à le faire. Ces avis ne sont pas contraignants en eux-mêmes, mais ils jouissent d’une grande autorité juridique et morale et contribuent à clarifier le droit international. Les langues officielles de la Cour sont l’anglais et le français. Elle ne doit pas être confondue avec la Cour pénale internationale, également établie à La Haye, qui juge les personnes accusées des crimes les plus graves et est indépendante de l’Organisation des Nations Unies.",
    },
  ],
  related: [
    { label: "La Charte des Nations Unies", href: "/about/charter" },
    { label: "Conseil de sécurité", href: "/structure/security-council" },
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Le système des Nations Unies", href: "/about/structure" },
  ],
};
