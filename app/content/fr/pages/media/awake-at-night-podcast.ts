import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/awake-at-night-podcast",
  section: "media",
  title: "Awake at Night",
  lead: "Un podcast de longues conversations avec des personnes qui servent dans les endroits les plus difficiles du monde\u00A0: ce qui les anime, ce qu’elles ont vu et ce qui les fait tenir.",
  published: "2025-08-19",
  image: {
    id: "media-awake-at-night-podcast",
    alt: "Illustration d’un micro de studio devant un ciel nocturne où un croissant de lune surplombe un petit camp de terrain",
  },
  body: [
    {
      kind: "paragraph",
      text: "Awake at Night est un podcast de l’Organisation des Nations Unies qui emmène ses auditeurs au-delà des gros titres. Chaque épisode est une longue conversation, menée sans hâte, avec une personne qui a choisi de travailler là où les besoins sont les plus grands\u00A0: zones de guerre, camps de réfugiés, zones sinistrées et lieux où les services de base se sont effondrés. Les invités, qui servent auprès de l’Organisation et de ses partenaires, vont des travailleurs humanitaires et du personnel médical aux Casques bleus et aux médiateurs. Plutôt que de s’attarder sur les politiques ou les statistiques, la série s’intéresse à la personne derrière la fonction et aux expériences qui l’ont façonnée.",
    },
    { kind: "heading", text: "Ce qu’explorent les conversations" },
    {
      kind: "paragraph",
      text: "Le titre vient d’une question posée au cœur de chaque épisode\u00A0: qu’est-ce qui vous empêche de dormir la nuit\u202F? Les réponses sont rarement simples. Les invités évoquent les moments qui les ont marqués, les décisions qu’ils ont dû prendre sous pression et les personnes rencontrées en chemin. Ils parlent de la peur et de l’épuisement, mais aussi de l’espoir, de l’humour et des petites victoires qui donnent tout son sens à leur travail. Les conversations laissent place à la franchise, sur ce qui a échoué comme sur ce qui a réussi, et sur le prix personnel que l’on paie à servir loin de chez soi.",
    },
    {
      kind: "list",
      items: [
        "Des entretiens au long cours qui laissent les invités raconter leur histoire avec leurs propres mots, à leur rythme",
        "Des témoignages directs sur l’action humanitaire, le maintien de la paix et le développement en situation de crise",
        "Des réflexions sur la motivation, la résilience et les effets que ce travail peut avoir sur la santé mentale",
        "Un aperçu de la manière dont l’Organisation des Nations Unies et ses partenaires opèrent sur le terrain",
        "Des récits de conflits, de violences et de pertes que certains auditeurs pourraient trouver éprouvants",
      ],
    },
    { kind: "heading", text: "Pourquoi ces histoires comptent" },
    {
      kind: "paragraph",
      text: "Les personnes qui travaillent dans les zones de crise restent souvent invisibles aux yeux du public qu’elles servent. Lorsque leur travail est évoqué, c’est généralement au travers de chiffres\u00A0: les tonnes de vivres distribuées, les familles hébergées, les enfants vaccinés. Le podcast y ajoute la dimension humaine. Il montre que derrière chaque opération se trouvent des personnes qui ont choisi d’aller là où d’autres ont besoin d’aide, en prenant souvent de grands risques. Des travailleurs humanitaires ont été tués, blessés et enlevés dans de nombreux conflits, et leur sécurité dépend du respect du droit international humanitaire par toutes les parties.",
    },
    {
      kind: "paragraph",
      text: "Chaque année, le 19 août, la Journée mondiale de l’aide humanitaire rend hommage aux travailleurs humanitaires et aux personnes qu’ils aident. Cette date rappelle l’attentat à la bombe perpétré le 19 août 2003 contre le siège de l’Organisation des Nations Unies installé à l’hôtel Canal, à Bagdad, qui a coûté la vie à 22 personnes. Awake at Night s’inscrit dans ce même esprit de reconnaissance. Nul besoin de connaître l’Organisation des Nations Unies pour suivre les épisodes\u00A0: la série s’adresse à toute personne curieuse de savoir ce que signifie réellement servir dans les endroits les plus difficiles, et ce qui soutient celles et ceux qui choisissent cette voie.",
    },
  ],
  related: [
    { label: "Carrières", href: "/careers" },
    { label: "ONU80\u00A0: huit décennies de réalisations", href: "/media/un-80-achievements" },
    { label: "Protection de l’enfance", href: "/global-issues/child-safety" },
    { label: "Aperçu et histoire", href: "/about/overview" },
  ],
};
