import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/reduce-air-pollution",
  section: "stories",
  title: "Des gestes concrets pour réduire la pollution de l’air",
  lead: "Des modes de cuisson et de transport plus propres aux villes plus vertes, les choix des gouvernements, des villes et des citoyens peuvent contribuer à assainir l’air et à protéger notre santé.",
  published: "2025-09-07",
  image: {
    id: "stories-reduce-air-pollution",
    alt: "Illustration d’un vélo, d’un tramway et d’arbres devant les immeubles d’une ville sous un ciel dégagé",
  },
  body: [
    {
      kind: "paragraph",
      text: "La pollution de l’air n’est pas une fatalité. Elle provient en majeure partie des activités humaines, ce qui signifie qu’on peut la réduire en changeant notre manière de produire de l’énergie, de nous déplacer, de cuisiner, de cultiver et de gérer les déchets. De nombreuses villes autrefois étouffées par un smog épais ont assaini leur air grâce à des politiques résolues, preuve que des progrès sont possibles. Les solutions sont bien connues\u202F; ce qui manque souvent, c’est la volonté et les moyens financiers de les mettre en œuvre. Il faut agir à tous les niveaux, et l’action est plus efficace lorsque les gouvernements, les autorités locales, les entreprises et les citoyens vont dans le même sens.",
    },
    { kind: "heading", text: "Ce que peuvent faire les gouvernements" },
    {
      kind: "paragraph",
      text: "Les gouvernements nationaux fixent les règles qui déterminent la qualité de l’air que nous respirons. Ils peuvent adopter des normes de qualité de l’air qui se rapprochent progressivement des valeurs guides de l’OMS et mettre en place des réseaux de surveillance pour que chacun sache ce qu’il respire. Produire l’électricité à partir d’énergies propres et renouvelables plutôt que du charbon et des autres combustibles fossiles réduit la pollution à la source, tout comme des normes d’émission strictes pour les véhicules et l’industrie. Les gouvernements peuvent aussi aider les ménages à adopter des modes de cuisson propres, à l’électricité, au gaz de pétrole liquéfié ou à d’autres combustibles propres. La pollution ne connaissant pas de frontières, les pays coopèrent également, comme le font depuis 1979 de nombreux pays d’Europe et d’Amérique du Nord dans le cadre de la Convention sur la pollution atmosphérique transfrontière à longue distance.",
    },
    { kind: "heading", text: "Ce que peuvent faire les villes" },
    {
      kind: "paragraph",
      text: "C’est dans les villes que beaucoup de personnes sont le plus exposées, et c’est là que se trouvent certaines des solutions les plus efficaces. Des transports publics sûrs et abordables, ainsi que des trottoirs en bon état et des pistes cyclables, offrent une véritable solution de rechange à la voiture. Certaines villes interdisent leur centre aux véhicules les plus polluants ou convertissent leurs bus à l’électrique. Une collecte et une gestion appropriées des déchets mettent fin au brûlage des ordures à l’air libre, source majeure de fumées toxiques dans de nombreux endroits. Un urbanisme réfléchi permet aussi d’éloigner les logements, les écoles et les hôpitaux des axes les plus fréquentés et des sites industriels, tandis que parcs et arbres rendent les rues plus agréables pour les piétons.",
    },
    {
      kind: "paragraph",
      text: "Les choix individuels comptent aussi, surtout lorsque de bonnes politiques publiques les facilitent. Ce que chacun peut faire dépend de son lieu de vie et des options disponibles, mais beaucoup de gens peuvent réduire la pollution qu’ils produisent et se protéger, ainsi que leur famille, des expositions les plus fortes. De petits changements dans notre façon de nous déplacer, de chauffer et de rafraîchir nos logements, de cuisiner et de nous débarrasser de nos déchets peuvent réellement améliorer l’air de nos rues et de nos maisons. Voici quelques mesures concrètes.",
    },
    {
      kind: "list",
      items: [
        "Marchez, pédalez ou prenez les transports en commun quand vous le pouvez, et pratiquez le covoiturage pour les trajets plus longs.",
        "Ne brûlez jamais vos ordures ménagères, vos feuilles mortes ni vos plastiques\u202F; utilisez plutôt la collecte des déchets ou le compostage.",
        "Économisez l’énergie chez vous grâce à des appareils et à un éclairage efficaces, et éteignez ce que vous n’utilisez pas.",
        "Dans la mesure du possible, cuisinez avec des combustibles propres et aérez bien les pièces à vivre.",
        "Consultez les informations locales sur la qualité de l’air et limitez les efforts physiques intenses en plein air les jours de forte pollution, en particulier pour les enfants et les personnes âgées.",
        "Soutenez les initiatives locales en faveur d’un air plus pur, des itinéraires cyclables plus sûrs à l’amélioration des services de gestion des déchets.",
      ],
    },
    {
      kind: "paragraph",
      text: "Les bienfaits d’un air pur vont bien au-delà des poumons. Réduire la pollution due aux combustibles fossiles permet aussi de diminuer les émissions à l’origine des changements climatiques, tandis que des modes de cuisson propres peuvent épargner aux femmes et aux filles les heures passées à ramasser du combustible. Des enfants et des travailleurs en meilleure santé, ce sont moins de journées perdues pour cause de maladie et des dépenses de santé plus faibles. Un air plus pur contribue à plusieurs objectifs de développement durable, dont la bonne santé et le bien-être, l’énergie propre et d’un coût abordable, et les villes et communautés durables. La Journée internationale de l’air pur pour des ciels bleus, célébrée chaque année le 7 septembre, rappelle que chacun a un rôle à jouer.",
    },
  ],
  related: [
    {
      label: "Pollution de l’air\u00A0: ce qu’il faut savoir sur l’air que nous respirons",
      href: "/stories/air-pollution-facts",
    },
    { label: "Changements climatiques", href: "/climate-change" },
    {
      label: "Comment fonctionnent les marchés du carbone dans le cadre de l’Accord de Paris",
      href: "/stories/carbon-markets",
    },
    { label: "Objectifs de développement durable", href: "/sdgs" },
  ],
};
