import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/carbon-markets",
  section: "stories",
  title: "Comment fonctionnent les marchés du carbone dans le cadre de l’Accord de Paris",
  lead: "L’article 6 de l’Accord de Paris permet aux pays de coopérer pour réduire leurs émissions, notamment en échangeant des crédits carbone. Voici comment fonctionnent ces marchés et comment leur intégrité est préservée.",
  published: "2025-11-12",
  image: {
    id: "stories-carbon-markets",
    alt: "Illustration d’une balance pesant un nuage de dioxyde de carbone face à un jeune arbre",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’Accord de Paris, adopté à la COP21 en décembre 2015, engage les pays à contenir l’élévation de la température moyenne de la planète nettement en dessous de 2\u00A0°C par rapport aux niveaux préindustriels et à poursuivre l’action menée pour la limiter à 1,5\u00A0°C. Chaque pays établit son propre plan climatique, appelé contribution déterminée au niveau national, et en présente un nouveau tous les cinq ans. Réduire les émissions coûte plus cher à certains endroits qu’à d’autres, et certains pays peuvent aller au-delà de ce qu’exigent leurs propres objectifs. L’article 6 de l’Accord permet aux pays de collaborer pour atteindre leurs objectifs, notamment au moyen de marchés internationaux du carbone.",
    },
    { kind: "heading", text: "Deux modes d’échange" },
    {
      kind: "paragraph",
      text: "L’article 6.2 porte sur les démarches concertées convenues directement entre pays. Dans ce cadre, un pays peut transférer à un autre des réductions d’émissions obtenues sur son territoire, que ce dernier comptabilise au titre de son propre objectif. Ces transferts sont appelés résultats d’atténuation transférés au niveau international. L’article 6.4 crée un mécanisme de crédit supervisé par l’Organisation des Nations Unies, aujourd’hui appelé mécanisme de crédit de l’Accord de Paris. Les projets qui réduisent ou éliminent des émissions, comme les centrales à énergie renouvelable ou les fourneaux de cuisson moins polluants, peuvent demander à être enregistrés et, une fois leurs résultats vérifiés de manière indépendante, recevoir des crédits. Le mécanisme s’appuie sur l’expérience du mécanisme pour un développement propre mis en place au titre du Protocole de Kyoto.",
    },
    {
      kind: "paragraph",
      text: "Une troisième disposition de l’article, l’article 6.8, reconnaît les démarches non fondées sur le marché, telles que la coopération en matière de financement, de technologies et de renforcement des capacités, qui n’impliquent aucun échange de crédits. Il a fallu des années de négociation pour transformer ces quelques paragraphes en un système opérationnel. L’essentiel des règles détaillées a été adopté à la COP26, à Glasgow, en 2021, et les derniers éléments ont été réglés à la COP29, à Bakou, en 2024. Le règlement étant en grande partie achevé, l’attention s’est déplacée de la conception vers la pratique\u00A0: enregistrer les projets, délivrer les crédits et veiller à ce que chaque transfert soit correctement comptabilisé et déclaré.",
    },
    { kind: "heading", text: "Préserver l’intégrité" },
    {
      kind: "paragraph",
      text: "Un marché du carbone n’est utile au climat que si chaque crédit correspond à une réduction réelle qui n’aurait pas eu lieu autrement, et si cette réduction n’est comptabilisée qu’une seule fois. Des crédits de piètre qualité permettraient aux acheteurs de revendiquer des progrès sans aucun bénéfice pour l’atmosphère. C’est pourquoi les règles de Paris prévoient une série de garanties, étayées par la communication d’informations au titre du cadre de transparence de l’Accord, qui soumet les informations sur les transferts à un examen par des experts. Les principales garanties sont résumées ci-dessous.",
    },
    {
      kind: "list",
      items: [
        "Additionnalité\u00A0: un projet doit démontrer que ses réductions n’auraient pas eu lieu sans les revenus tirés des crédits carbone.",
        "Niveaux de référence réalistes\u00A0: les réductions sont mesurées par rapport à une estimation crédible de ce qu’auraient été les émissions sans le projet, et vérifiées par des auditeurs indépendants.",
        "Ajustements correspondants\u00A0: un pays qui transfère une réduction à l’étranger la réintègre dans son propre bilan d’émissions, de sorte qu’une même tonne n’est jamais revendiquée deux fois.",
        "Permanence\u00A0: les absorptions, comme le carbone stocké dans les forêts ou les sols, doivent tenir compte du risque que ce carbone soit de nouveau libéré par la suite.",
        "Atténuation globale\u00A0: au titre de l’article 6.4, une partie des crédits est annulée, afin que les échanges apportent un bénéfice net à l’atmosphère au lieu de simplement déplacer les réductions.",
        "Soutien à l’adaptation\u00A0: une part des crédits délivrés au titre de l’article 6.4 est versée au Fonds pour l’adaptation, qui aide les pays vulnérables à faire face aux effets des changements climatiques.",
      ],
    },
    {
      kind: "paragraph",
      text: "Les garanties protègent aussi les populations. Les projets relevant du mécanisme de crédit doivent consulter les communautés locales, respecter les droits de l’homme et tenir compte de leurs effets plus larges sur le développement durable, et une procédure de recours et de plainte est prévue. Les partisans des marchés du carbone font valoir que, assortis de règles strictes, ils peuvent réduire le coût de l’action climatique et acheminer des financements vers les pays en développement. Leurs détracteurs préviennent que les crédits ne doivent jamais se substituer à de fortes réductions des émissions nationales. Les objectifs de l’Accord de Paris ne pourront être atteints que si les échanges rehaussent l’ambition au lieu de la remplacer.",
    },
  ],
  related: [
    { label: "Climat", href: "/global-issues/climate" },
    { label: "Changements climatiques", href: "/climate-change" },
    { label: "Objectifs de développement durable", href: "/sdgs" },
  ],
};
