import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/unga80-facts",
  section: "media",
  title: "La 80e session de l’Assemblée générale en chiffres",
  lead: "Les chiffres clés de la 80e session de l’Assemblée générale\u00A0: qui y participe, comment elle fonctionne et à quelles dates se tiennent ses temps forts.",
  published: "2025-09-09",
  image: {
    id: "media-unga80-facts",
    alt: "Illustration d’une salle en hémicycle aux pupitres étagés, au-dessus de laquelle flottent de simples tuiles chiffrées et de petits drapeaux",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’Assemblée générale est le seul lieu où tous les États Membres de l’Organisation des Nations Unies siègent sur un pied d’égalité. Sa 80e session s’est ouverte au Siège, à New York, le 9 septembre 2025, l’année où l’Organisation a célébré les 80 ans de l’entrée en vigueur de sa Charte. Voici quelques faits et chiffres clés de cette session, du nombre de pays participants aux langues dans lesquelles ils s’expriment, en passant par la manière dont l’Assemblée organise ses travaux.",
    },
    {
      kind: "list",
      items: [
        "193 États Membres, disposant chacun d’une voix, quelle que soit sa taille ou sa population",
        "2 États observateurs non membres\u00A0: le Saint-Siège et l’État de Palestine",
        "9 septembre 2025\u00A0: ouverture de la 80e session",
        "23 septembre 2025\u00A0: début du débat général, pendant la semaine de haut niveau",
        "24 octobre 2025\u00A0: Journée des Nations Unies, 80 ans après l’entrée en vigueur de la Charte",
        "6 langues officielles\u00A0: anglais, arabe, chinois, espagnol, français et russe",
        "6 grandes commissions, chacune chargée d’un vaste pan de l’ordre du jour",
        "1 Président, élu pour chaque session",
      ],
    },
    { kind: "heading", text: "Un pays, une voix" },
    {
      kind: "paragraph",
      text: "Chaque État Membre dispose d’une seule voix à l’Assemblée. Les décisions sur les questions importantes, comme les recommandations relatives à la paix et à la sécurité, l’admission de nouveaux Membres et les questions budgétaires, sont prises à la majorité des deux tiers des Membres présents et votants\u202F; les autres questions sont tranchées à la majorité simple. De nombreuses résolutions sont adoptées par consensus, sans vote. La plupart des résolutions de l’Assemblée sont des recommandations et non des obligations contraignantes, mais elles ont le poids de l’opinion mondiale, et les décisions de l’Assemblée concernant le budget de l’Organisation et la répartition de ses dépenses entre les Membres ont force obligatoire.",
    },
    { kind: "heading", text: "La présidence et la salle" },
    {
      kind: "paragraph",
      text: "Le Président de l’Assemblée générale est élu chaque année, quelques mois avant l’ouverture de la session, et la présidence est assurée par roulement entre les cinq groupes régionaux d’États Membres. Le Président dirige les séances plénières, oriente les travaux de la session et représente l’Assemblée. L’Assemblée élit également 21 vice-présidents et les présidents de ses six grandes commissions. Les séances plénières se tiennent dans la salle de l’Assemblée générale, au Siège, la plus grande salle de réunion du complexe, où l’emblème de l’Organisation des Nations Unies surplombe la tribune du haut de laquelle les dirigeants s’adressent au monde.",
    },
    { kind: "heading", text: "Des langues et une longue histoire" },
    {
      kind: "paragraph",
      text: "Les délégués s’expriment normalement dans l’une des six langues officielles, et leurs propos sont interprétés simultanément dans les cinq autres afin que chaque délégation puisse suivre le débat. Les documents officiels sont publiés dans les six langues. L’histoire de l’Assemblée remonte au 10 janvier 1946, date à laquelle elle s’est réunie pour la première fois, à Londres, avec les représentants des 51 Membres originaires. Le nombre de ses membres a presque quadruplé depuis, en grande partie grâce à la décolonisation, ce qui fait de l’Assemblée l’organe le plus représentatif de la communauté internationale.",
    },
  ],
  related: [
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    {
      label: "Les dirigeants du monde réunis pour la 80e session de l’Assemblée générale",
      href: "/stories/unga80-high-level-week",
    },
    { label: "Les Membres de l’Organisation des Nations Unies", href: "/about/membership" },
    {
      label: "Le Secrétaire général et la 80e session de l’Assemblée générale",
      href: "/media/sg-interview-unga80",
    },
  ],
};
