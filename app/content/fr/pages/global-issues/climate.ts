import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/climate",
  section: "global-issues",
  title: "Climat",
  lead: "Les changements climatiques sont l’un des défis déterminants de notre époque. L’Organisation des Nations Unies rassemble les pays pour réduire les émissions, s’adapter à un monde qui se réchauffe et financer la transition.",
  image: {
    id: "global-issues-climate",
    alt: "Illustration d’un globe partagé entre une forêt verdoyante et une terre sèche et craquelée sous un soleil ardent",
  },
  body: [
    {
      kind: "paragraph",
      text: "Aucun pays ne peut lutter seul contre les changements climatiques. Les gaz à effet de serre émis en un point du globe réchauffent la planète tout entière, et leurs conséquences, des vagues de chaleur et des sécheresses aux inondations et à l’élévation du niveau de la mer, frappent le plus durement les communautés qui en sont le moins responsables. C’est pourquoi l’action climatique est au cœur des travaux de l’Organisation des Nations Unies. L’Organisation réunit les évaluations scientifiques sur lesquelles reposent les politiques, accueille les négociations au cours desquelles les pays s’accordent sur des objectifs et des règles communs, et aide les pays en développement à bâtir des économies plus propres et à se préparer aux effets qui ne peuvent plus être évités.",
    },
    { kind: "heading", text: "La science" },
    {
      kind: "paragraph",
      text: "En 1988, l’Organisation météorologique mondiale et le Programme des Nations Unies pour l’environnement ont créé le Groupe d’experts intergouvernemental sur l’évolution du climat (GIEC), chargé d’évaluer l’état des connaissances scientifiques sur les changements climatiques. Ses rapports sont rédigés par des experts du monde entier qui examinent des milliers d’études scientifiques, et leurs résumés à l’intention des décideurs sont approuvés par les gouvernements. Dans sa dernière évaluation, le GIEC a conclu que l’influence humaine a, sans équivoque, réchauffé l’atmosphère, l’océan et les terres. L’Organisation météorologique mondiale suit également chaque année l’état du climat mondial, et elle a confirmé que 2024 a été l’année la plus chaude jamais enregistrée.",
    },
    { kind: "heading", text: "De Rio à Paris, et au-delà" },
    {
      kind: "paragraph",
      text: "La Convention-cadre des Nations Unies sur les changements climatiques a été adoptée en 1992 et ouverte à la signature lors du Sommet de la Terre, à Rio de Janeiro. Ses Parties se réunissent chaque année lors d’une Conférence des Parties, ou COP. Le Protocole de Kyoto, adopté en 1997, a fixé aux pays industrialisés des objectifs contraignants en matière d’émissions. Puis, en décembre 2015, la COP21 a adopté l’Accord de Paris, en vertu duquel tous les pays établissent leurs propres plans climatiques, appelés contributions déterminées au niveau national, avec pour objectif commun de contenir le réchauffement nettement en dessous de 2\u00A0°C et de poursuivre l’action menée pour le limiter à 1,5\u00A0°C. Les pays sont censés renforcer leurs plans tous les cinq ans.",
    },
    {
      kind: "paragraph",
      text: "En 2023, la COP28, tenue à Dubaï, a conclu le premier bilan mondial de l’Accord de Paris, qui a établi que le monde n’était pas sur la bonne trajectoire et a appelé à opérer une transition hors des combustibles fossiles dans les systèmes énergétiques. Un fonds destiné à répondre aux pertes et préjudices, convenu un an plus tôt à Charm el-Cheikh, a été rendu opérationnel. À la COP29, tenue à Bakou en 2024, les pays ont fixé un nouvel objectif de financement, les pays développés prenant la tête des efforts visant à mobiliser au moins 300 milliards de dollars par an en faveur des pays en développement d’ici à 2035. La COP30, tenue à Belém, au Brésil, en novembre 2025, a pour la première fois porté les négociations sur le climat en Amazonie.",
    },
    { kind: "heading", text: "Des plans à l’action" },
    {
      kind: "paragraph",
      text: "Au-delà des négociations, le système des Nations Unies aide les pays à concrétiser leurs plans. Ses institutions, fonds et programmes soutiennent les énergies renouvelables, protègent les forêts et les océans, et aident les agriculteurs à s’adapter à l’évolution du régime des pluies. L’initiative «\u00A0Alertes précoces pour tous\u00A0», lancée par le Secrétaire général en 2022, vise à ce que chaque habitant de la planète soit protégé par des systèmes d’alerte précoce contre les phénomènes météorologiques dangereux d’ici à la fin de 2027. L’objectif de développement durable 13 appelle à prendre d’urgence des mesures pour lutter contre les changements climatiques et leurs répercussions, un objectif étroitement lié aux progrès en matière de santé, d’alimentation, d’eau, d’emploi et d’égalité.",
    },
  ],
  related: [
    { label: "Changements climatiques", href: "/climate-change" },
    {
      label: "Comment fonctionnent les marchés du carbone dans le cadre de l’Accord de Paris",
      href: "/stories/carbon-markets",
    },
    {
      label: "Pollution de l’air\u00A0: ce qu’il faut savoir sur l’air que nous respirons",
      href: "/stories/air-pollution-facts",
    },
    { label: "Objectifs de développement durable", href: "/sdgs" },
  ],
};
