import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/child-safety",
  section: "global-issues",
  title: "Protection de l’enfance",
  lead: "Chaque enfant a le droit de grandir à l’abri de la violence, de l’exploitation et de la négligence. L’Organisation des Nations Unies travaille avec les gouvernements et les communautés pour faire de ce droit une réalité.",
  image: {
    id: "global-issues-child-safety",
    alt: "Illustration de deux grandes mains formant un abri au-dessus d’un groupe d’enfants qui jouent ensemble",
  },
  body: [
    {
      kind: "paragraph",
      text: "Les enfants comptent parmi les membres les plus vulnérables de toute société. Beaucoup sont exposés à la violence à la maison, à l’école, dans leur communauté et en ligne. Certains sont contraints de travailler, victimes de la traite, mariés trop jeunes ou pris dans des conflits armés. Les protéger est à la fois un devoir moral et une obligation en vertu du droit international. L’Organisation des Nations Unies collabore avec les gouvernements, les familles, les écoles et la société civile pour prévenir les préjudices avant qu’ils ne surviennent, et pour faire en sorte que les enfants victimes de maltraitance ou d’exploitation reçoivent les soins, le soutien et la justice dont ils ont besoin pour se rétablir et reconstruire leur vie.",
    },
    { kind: "heading", text: "La Convention relative aux droits de l’enfant" },
    {
      kind: "paragraph",
      text: "Cette action repose avant tout sur la Convention relative aux droits de l’enfant, adoptée par l’Assemblée générale le 20 novembre 1989 et devenue le traité relatif aux droits de l’homme le plus largement ratifié de l’histoire. La Convention considère les enfants comme des titulaires de droits, et non comme de simples bénéficiaires de soins, et impose aux États de les protéger contre toute forme de violence, d’atteinte, de mauvais traitements, de négligence et d’exploitation. Deux protocoles facultatifs adoptés en 2000 renforcent la protection des enfants contre leur implication dans les conflits armés, ainsi que contre leur vente et leur exploitation sexuelle. Un comité d’experts indépendants examine la manière dont les États s’acquittent de leurs obligations.",
    },
    { kind: "heading", text: "Les enfants dans les conflits armés" },
    {
      kind: "paragraph",
      text: "La guerre est particulièrement cruelle envers les enfants. Le Conseil de sécurité a recensé six violations graves commises contre des enfants en temps de conflit armé\u00A0: le meurtre et la mutilation\u202F; le recrutement et l’utilisation par des forces et groupes armés\u202F; les violences sexuelles\u202F; les attaques contre des écoles et des hôpitaux\u202F; l’enlèvement\u202F; et le refus de l’accès humanitaire. L’Organisation des Nations Unies surveille ces violations et en rend compte, et le rapport annuel du Secrétaire général sur le sort des enfants en temps de conflit armé dresse la liste des parties qui en sont responsables. Le dialogue engagé avec ces parties a abouti à des plans d’action en vertu desquels des forces et groupes armés ont libéré des enfants de leurs rangs et se sont engagés à les protéger.",
    },
    { kind: "heading", text: "En sécurité à la maison, à l’école et en ligne" },
    {
      kind: "paragraph",
      text: "Une grande partie de la violence subie par les enfants se produit à l’abri des regards, souvent du fait de personnes qu’ils connaissent. L’UNICEF, créé par l’Assemblée générale en 1946, et d’autres entités des Nations Unies aident les pays à mettre en place des systèmes de protection de l’enfance\u00A0: des lois interdisant les châtiments violents, des travailleurs sociaux formés, des lignes d’écoute, ainsi que des tribunaux et des services pensés pour les enfants. Mettre fin au mariage d’enfants et au travail des enfants, et maintenir les enfants à l’école, relèvent du même effort. Comme les enfants naviguent en ligne de plus en plus jeunes, les gouvernements, les entreprises technologiques et les parents sont également appelés à les protéger contre les abus, l’exploitation et les contenus préjudiciables.",
    },
    {
      kind: "paragraph",
      text: "Le Programme de développement durable à l’horizon 2030 comprend une cible spécifique, la cible 16.2, qui vise à mettre un terme à la maltraitance, à l’exploitation et à la traite, et à toutes les formes de violence et de torture dont sont victimes les enfants. Les progrès dépendent autant des gestes du quotidien que des lois. Les parents et les personnes qui s’occupent d’enfants peuvent apprendre des méthodes éducatives positives et non violentes\u202F; les enseignants peuvent faire de l’école un lieu d’apprentissage sûr\u202F; et les voisins peuvent donner l’alerte lorsqu’un enfant est en danger. Chaque année, le 20 novembre, la Journée mondiale de l’enfance marque l’anniversaire de l’adoption de la Convention et invite chacun à écouter les enfants et à défendre leurs droits.",
    },
  ],
  related: [
    { label: "Conseil de sécurité", href: "/structure/security-council" },
    { label: "Objectifs de développement durable", href: "/sdgs" },
    { label: "Égalité des sexes", href: "/gender-equality" },
    { label: "Éliminer la pauvreté", href: "/ending-poverty" },
  ],
};
