import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/charter",
  section: "about",
  title: "La Charte des Nations Unies",
  lead: "Signée à San Francisco le 26 juin 1945, la Charte est le traité fondateur de l’Organisation des Nations Unies. Elle énonce les buts, les principes et les organes principaux de l’Organisation.",
  image: {
    id: "about-charter",
    alt: "Illustration d’un parchemin déroulé et d’un stylo-plume à côté d’un globe",
  },
  body: [
    {
      kind: "paragraph",
      text: "La Charte des Nations Unies est le traité qui a créé l’Organisation et qui régit toujours son fonctionnement. Elle a été rédigée lors de la Conférence des Nations Unies sur l’Organisation internationale, ouverte à San Francisco en avril 1945, et signée le 26 juin 1945 par les représentants de 50 pays. Elle est entrée en vigueur le 24 octobre 1945. Tout pays qui devient Membre de l’Organisation des Nations Unies accepte les obligations qui y sont énoncées et, en cas de conflit entre ces obligations et celles découlant de tout autre accord international, les premières prévalent.",
    },
    {
      kind: "quote",
      text: "Les peuples des Nations Unies sont résolus à épargner la guerre aux générations futures, à proclamer à nouveau leur foi dans les droits de l’homme et dans l’égale valeur de chaque personne, à faire respecter la justice et le droit international, et à favoriser le progrès social et l’instauration de meilleures conditions de vie dans une liberté plus grande.",
      source: "Paraphrase du préambule de la Charte",
    },
    { kind: "heading", text: "La structure de la Charte" },
    {
      kind: "paragraph",
      text: "La Charte se compose d’un préambule suivi de 111 articles, répartis en 19 chapitres. Le premier chapitre énonce les buts et les principes de l’Organisation. Les chapitres suivants traitent de la qualité de Membre, de chacun des six organes principaux et de leurs pouvoirs, du règlement pacifique des différends et de la coopération économique et sociale. Le Statut de la Cour internationale de Justice est annexé à la Charte, dont il fait partie intégrante. Le dernier article dispose que les textes anglais, chinois, espagnol, français et russe font également foi.",
    },
    { kind: "heading", text: "Principes et pouvoirs" },
    {
      kind: "paragraph",
      text: "L’Article 2 énumère les principes que les Membres s’engagent à respecter. Tous les États Membres sont souverainement égaux et doivent remplir de bonne foi les obligations qu’ils ont assumées aux termes de la Charte. Ils doivent régler leurs différends par des moyens pacifiques et s’abstenir de recourir à la menace ou à l’emploi de la force contre l’intégrité territoriale ou l’indépendance politique de tout État. La Charte reconnaît également le droit naturel de légitime défense, individuelle ou collective, dans le cas où un Membre est l’objet d’une agression armée et, en règle générale, elle tient l’Organisation à l’écart des affaires qui relèvent essentiellement de la compétence nationale d’un État.",
    },
    {
      kind: "paragraph",
      text: "Plusieurs chapitres sont au cœur de l’action de l’Organisation en faveur de la paix. Le Chapitre VI décrit comment les différends peuvent être réglés pacifiquement, par la négociation, la médiation, l’arbitrage ou le règlement judiciaire, et comment le Conseil de sécurité peut recommander des solutions. Le Chapitre VII donne au Conseil le pouvoir de constater l’existence d’une menace contre la paix et de décider des mesures à prendre en réponse, des sanctions économiques jusqu’au recours à la force, en dernier ressort. Le Chapitre VIII reconnaît le rôle que les organismes régionaux peuvent jouer dans le maintien de la paix dans leur propre région.",
    },
    {
      kind: "paragraph",
      text: "La Charte peut être modifiée, mais seulement à la faveur d’un large accord. Un amendement doit être adopté à la majorité des deux tiers des membres de l’Assemblée générale, puis ratifié par les deux tiers des États Membres, dont les cinq membres permanents du Conseil de sécurité. Cela ne s’est produit qu’à quelques reprises. Les amendements les plus connus, entrés en vigueur dans les années 1960 et 1970, ont porté le nombre de membres du Conseil de sécurité de 11 à 15 et celui du Conseil économique et social de 18 à 27, puis à 54.",
    },
  ],
  related: [
    { label: "Aperçu et histoire", href: "/about/overview" },
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Conseil de sécurité", href: "/structure/security-council" },
    {
      label: "Cour internationale de Justice",
      href: "/structure/international-court",
    },
  ],
};
