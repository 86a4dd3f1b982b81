import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/democracy",
  section: "global-issues",
  title: "Démocratie",
  lead: "L’Organisation des Nations Unies ne promeut aucun modèle unique de démocratie, mais elle en défend les principes fondamentaux\u00A0: les droits de l’homme, l’état de droit et le droit des peuples de choisir leurs dirigeants.",
  image: {
    id: "global-issues-democracy",
    alt: "Illustration d’une urne dans laquelle des mains de différentes couleurs de peau déposent des bulletins de vote",
  },
  body: [
    {
      kind: "paragraph",
      text: "Le mot «\u00A0démocratie\u00A0» n’apparaît pas dans la Charte des Nations Unies, et pourtant la Charte s’ouvre sur les mots «\u00A0Nous, peuples\u00A0», rappel que l’Organisation tient en définitive son autorité des peuples du monde entier. Au fil des décennies, la démocratie est devenue l’une des valeurs universelles au cœur de l’action de l’Organisation des Nations Unies. L’Organisation n’impose ni ne privilégie aucun modèle de gouvernement. Elle reconnaît que les démocraties ont des caractéristiques communes, comme le respect des droits de l’homme, des élections libres et régulières et des institutions responsables, tout en prenant des formes multiples, façonnées par l’histoire et la culture de chaque pays.",
    },
    { kind: "heading", text: "Ancrée dans les droits de l’homme" },
    {
      kind: "paragraph",
      text: "Les fondements de la démocratie sont énoncés dans la Déclaration universelle des droits de l’homme, adoptée par l’Assemblée générale le 10 décembre 1948, qui reconnaît à toute personne le droit de prendre part à la direction des affaires publiques de son pays. Le Pacte international relatif aux droits civils et politiques, adopté en 1966, a fait de ce droit une obligation juridique pour les États qui y sont parties. La liberté d’expression, de réunion et d’association, ainsi que l’indépendance de la justice et la liberté de la presse, permettent aux citoyens de participer à la vie publique, de demander des comptes à leurs dirigeants et de les remplacer pacifiquement.",
    },
    {
      kind: "quote",
      text: "L’autorité des pouvoirs publics repose sur la volonté du peuple, qui doit s’exprimer par des élections honnêtes, organisées périodiquement, au suffrage universel égal et au vote secret.",
      source: "Déclaration universelle des droits de l’homme, article 21 (paraphrase)",
    },
    { kind: "heading", text: "Appui aux élections et aux institutions" },
    {
      kind: "paragraph",
      text: "L’Organisation des Nations Unies fournit une assistance électorale aux pays qui en font la demande, ou lorsque le Conseil de sécurité ou l’Assemblée générale lui en a confié le mandat. Cet appui peut aller de conseils techniques sur la législation électorale, l’inscription des électeurs et la logistique jusqu’à, plus rarement, l’organisation ou la vérification d’élections. De nombreux pays ont bénéficié de cette aide, souvent pendant la période délicate qui suit un conflit, lorsqu’un scrutin crédible peut aider une société à s’engager sur la voie d’une paix durable. Les décisions appartiennent toutefois toujours à la population du pays concerné, et l’assistance vise à renforcer ses propres institutions.",
    },
    {
      kind: "paragraph",
      text: "La démocratie ne se résume pas aux élections. L’Organisation des Nations Unies s’emploie à renforcer les parlements, les systèmes judiciaires, les institutions de défense des droits de l’homme et les administrations locales, et à faire en sorte que les femmes, les jeunes, les minorités et d’autres groupes puissent participer pleinement à la vie publique. L’objectif de développement durable 16 appelle à promouvoir l’avènement de sociétés pacifiques et inclusives, à assurer l’accès de tous à la justice et à mettre en place, à tous les niveaux, des institutions efficaces et responsables. Le Fonds des Nations Unies pour la démocratie, créé en 2005, soutient des projets menés par des organisations de la société civile qui donnent davantage voix au chapitre aux citoyens et les encouragent à participer aux processus démocratiques.",
    },
    {
      kind: "paragraph",
      text: "La démocratie subit des pressions dans de nombreuses régions du monde, de la désinformation et des attaques contre les journalistes aux restrictions imposées à la société civile et à la perte de confiance dans les institutions publiques. L’Assemblée générale a fait du 15 septembre la Journée internationale de la démocratie, célébrée pour la première fois en 2008, afin d’encourager gouvernements et citoyens à faire le point sur l’état de la démocratie et à renouveler leur engagement en sa faveur. Cette Journée rappelle que la démocratie n’est jamais un acquis définitif\u00A0: elle repose sur des citoyens informés et actifs, et sur des institutions qui les écoutent et leur rendent des comptes.",
    },
  ],
  related: [
    { label: "La Charte des Nations Unies", href: "/about/charter" },
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Égalité des sexes", href: "/gender-equality" },
    { label: "Objectifs de développement durable", href: "/sdgs" },
  ],
};
