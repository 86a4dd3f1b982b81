import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/terms-of-use",
  section: "help",
  title: "Conditions d’utilisation",
  lead: "Des conditions rédigées en langage clair pour utiliser ce site d’information en lecture seule et en réutiliser le contenu. Dernière mise à jour\u00A0: 1er septembre 2025.",
  image: {
    id: "terms-of-use",
    alt: "Illustration d’un document comportant une liste de contrôle et d’une loupe, sur fond clair",
  },
  body: [
    {
      kind: "paragraph",
      text: "Les présentes conditions expliquent comment vous pouvez utiliser ce site. Le site est une source d’information en lecture seule sur l’Organisation des Nations Unies\u00A0: il ne comporte ni comptes, ni formulaires, ni rien à acheter, et vous n’avez besoin ni de vous inscrire ni de fournir de données personnelles pour le consulter. En utilisant le site ou en réutilisant son contenu, vous acceptez les présentes conditions\u202F; si vous ne les acceptez pas, veuillez ne pas utiliser le site. Les présentes conditions ont été mises à jour pour la dernière fois le 1er septembre 2025.",
    },
    { kind: "heading", text: "Utilisation du contenu" },
    {
      kind: "paragraph",
      text: "Le contenu est fourni en l’état, à titre d’information générale. Nous veillons à ce qu’il soit exact, clair et à jour, mais nous ne pouvons garantir que chaque page soit complète, actuelle ou exempte d’erreurs, et le site peut parfois être indisponible. Les pages ne constituent pas des conseils juridiques, financiers ou professionnels, et les documents officiels de l’Organisation des Nations Unies demeurent la source qui fait foi pour les décisions de l’Organisation. Dans les limites autorisées par la loi, nous déclinons toute responsabilité pour les pertes qui résulteraient de l’utilisation des informations présentées ici.",
    },
    {
      kind: "paragraph",
      text: "Vous pouvez librement réutiliser les textes de ce site à des fins non commerciales, par exemple pour l’enseignement, la recherche, le journalisme ou l’étude personnelle, à condition de citer ce site comme source et de ne pas modifier le sens de ce que vous reproduisez. Veuillez indiquer clairement si vous avez abrégé, traduit ou adapté un passage. La réutilisation à des fins commerciales, ou d’une manière laissant entendre que ce site vous approuve, vous, votre organisation ou votre travail, n’est pas couverte par cette autorisation.",
    },
    { kind: "heading", text: "L’emblème, les images et l’absence de caution" },
    {
      kind: "paragraph",
      text: "L’emblème et les images de ce site appartiennent en propre au site et ne sont pas couverts par l’autorisation de réutiliser les textes. Veuillez ne pas les copier, les modifier ni les utiliser sur vos propres supports, par exemple comme logo, illustration ou insigne. La mention d’une organisation, d’un pays, d’un produit ou d’un événement sur ce site ne signifie pas qu’il est cautionné. Les appellations et descriptions employées n’impliquent aucune prise de position quant au statut juridique des pays, territoires ou zones, ou de leurs autorités.",
    },
    { kind: "heading", text: "Liens et modification des présentes conditions" },
    {
      kind: "paragraph",
      text: "Les liens de ce site mènent vers d’autres pages du même site. Nous pouvons mettre à jour les présentes conditions de temps à autre, par exemple lorsque le site lui-même évolue. La date indiquée sur cette page précise quand elles ont été révisées pour la dernière fois, et la version publiée ici est celle qui s’applique. Si vous continuez à utiliser le site après une modification, les conditions mises à jour s’appliquent dès lors à votre utilisation. Pour savoir ce que le site stocke dans votre navigateur et ce que son serveur enregistre, veuillez lire l’Avis de confidentialité.",
    },
  ],
  related: [
    { label: "Avis de confidentialité", href: "/privacy-notice" },
    { label: "Foire aux questions", href: "/faq" },
    { label: "Index du site", href: "/site-index" },
  ],
};
