import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/gender-equality",
  section: "topics",
  title: "Égalité des sexes",
  lead: "L’égalité des sexes est un droit fondamental de la personne humaine et l’objet de l’objectif de développement durable 5. Sa réalisation profiterait à tous, mais les progrès restent trop lents.",
  image: {
    id: "gender-equality",
    alt: "Illustration d’une femme et d’un homme debout côte à côte sur les deux plateaux d’une balance parfaitement équilibrée",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’égalité des droits des femmes et des hommes est inscrite dans les fondements mêmes de l’Organisation des Nations Unies. La Charte, signée en 1945, proclame dans son préambule l’égalité de droits des hommes et des femmes et, en 1946, l’Organisation a créé la Commission de la condition de la femme pour faire progresser les droits des femmes dans le monde entier. Depuis, les femmes ont obtenu le droit de vote dans presque tous les pays, les filles n’ont jamais été aussi nombreuses à aller à l’école et de nombreuses lois discriminatoires à l’égard des femmes ont été abrogées. Pourtant, aucun pays n’a pleinement réalisé l’égalité des sexes et, dans certains endroits, des progrès durement acquis sont remis en cause.",
    },
    { kind: "heading", text: "Les grandes étapes vers l’égalité" },
    {
      kind: "paragraph",
      text: "En 1979, l’Assemblée générale a adopté la Convention sur l’élimination de toutes les formes de discrimination à l’égard des femmes, souvent qualifiée de charte internationale des droits des femmes. La quatrième Conférence mondiale sur les femmes, tenue à Beijing en 1995, a adopté une Déclaration et un Programme d’action couvrant douze domaines critiques, de la pauvreté et de l’éducation à la violence, à l’économie et à la prise de décisions\u202F; 2025 en marque le 30e anniversaire. En 2000, dans sa résolution 1325, le Conseil de sécurité a reconnu le rôle des femmes dans la prévention et le règlement des conflits et, en 2010, l’Assemblée générale a créé ONU-Femmes pour regrouper les activités de l’Organisation en faveur de l’égalité des sexes.",
    },
    { kind: "heading", text: "Les défis qui subsistent" },
    {
      kind: "paragraph",
      text: "La violence à l’égard des femmes et des filles est l’une des violations des droits de l’homme les plus répandues au monde. L’Organisation mondiale de la Santé estime qu’environ une femme sur trois dans le monde a subi des violences physiques ou sexuelles au cours de sa vie, le plus souvent de la part d’un partenaire. Des millions de filles sont encore mariées pendant l’enfance, et des pratiques préjudiciables comme les mutilations génitales féminines persistent. Les femmes assument l’essentiel du travail domestique et de soins non rémunéré dans le monde, ce qui limite le temps qu’elles peuvent consacrer à un emploi rémunéré, à l’éducation et à la vie publique. Elles sont en moyenne moins bien payées que les hommes et restent sous-représentées dans les parlements, les conseils d’administration et les pourparlers de paix.",
    },
    { kind: "heading", text: "L’objectif 5" },
    {
      kind: "paragraph",
      text: "L’objectif de développement durable 5 vise à parvenir à l’égalité des sexes et à autonomiser toutes les femmes et les filles. Ses cibles prévoient notamment de mettre fin à la discrimination et à la violence à l’égard des femmes et des filles, d’éliminer le mariage des enfants et les mutilations génitales féminines, de prendre en compte et de valoriser les soins et travaux domestiques non rémunérés, de garantir la participation pleine et entière des femmes et leur accès, dans des conditions d’égalité, aux fonctions de direction, et d’assurer l’accès de tous aux soins de santé sexuelle et procréative et aux droits en matière de procréation. Les femmes et les filles représentant la moitié de l’humanité, les progrès accomplis au titre de l’objectif 5 sont indispensables à tous les autres objectifs, de l’élimination de la pauvreté et de la faim à l’amélioration de la santé, de l’éducation et de la croissance économique.",
    },
    {
      kind: "paragraph",
      text: "Le changement se produit lorsque les lois, les institutions et les mentalités évoluent ensemble. Les gouvernements peuvent adopter et faire appliquer des lois garantissant l’égalité des droits, investir dans la garde d’enfants et la protection sociale, et veiller à ce que les budgets publics tiennent compte des besoins des femmes et des filles. Les entreprises peuvent combler les écarts de rémunération et promouvoir davantage de femmes à des postes de direction. Les hommes et les garçons sont des alliés essentiels pour combattre les stéréotypes néfastes et partager les tâches domestiques et de soins. Chaque année, le 8 mars, la Journée internationale des droits des femmes est l’occasion de célébrer les progrès accomplis et d’appeler à accélérer l’action, afin que les filles grandissent avec les mêmes chances que les garçons.",
    },
  ],
  related: [
    { label: "Objectifs de développement durable", href: "/sdgs" },
    { label: "Éliminer la pauvreté", href: "/ending-poverty" },
    { label: "Protection de l’enfance", href: "/global-issues/child-safety" },
    { label: "Démocratie", href: "/global-issues/democracy" },
  ],
};
