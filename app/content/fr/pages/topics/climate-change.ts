import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/climate-change",
  section: "topics",
  title: "Changements climatiques",
  lead: "La Terre se réchauffe sous l’effet des activités humaines, au premier rang desquelles la combustion du charbon, du pétrole et du gaz. Voici ce qui se passe, pourquoi c’est important et ce qu’il est encore possible de faire.",
  image: {
    id: "climate-change",
    alt: "Illustration d’un thermomètre qui grimpe à côté d’un glacier qui fond et d’un littoral battu par des vagues de plus en plus hautes",
  },
  body: [
    {
      kind: "paragraph",
      text: "Le climat de la Terre a toujours évolué sur de longues périodes, mais le réchauffement observé aujourd’hui est d’une autre nature. Depuis la révolution industrielle, l’humanité a rejeté dans l’atmosphère d’énormes quantités de dioxyde de carbone, de méthane et d’autres gaz à effet de serre, principalement en brûlant du charbon, du pétrole et du gaz pour produire de l’énergie, mais aussi par la déforestation et l’agriculture. Ces gaz retiennent la chaleur comme une couverture autour de la planète. Le Groupe d’experts intergouvernemental sur l’évolution du climat (GIEC) a conclu que l’influence humaine a, sans équivoque, réchauffé l’atmosphère, l’océan et les terres, et que nombre des changements observés sont sans précédent depuis des siècles, voire des milliers d’années.",
    },
    { kind: "heading", text: "Ce que signifie un monde plus chaud" },
    {
      kind: "paragraph",
      text: "Un monde plus chaud n’est pas seulement un monde où il fait plus chaud. Les vagues de chaleur deviennent plus fréquentes et plus intenses, et les fortes pluies comme les sécheresses s’aggravent dans de nombreuses régions. Les glaciers et les calottes glaciaires fondent et le niveau de la mer s’élève, menaçant les villes côtières et les nations insulaires de faible altitude. L’océan absorbe une grande partie de la chaleur et du dioxyde de carbone excédentaires, ce qui le rend plus chaud et plus acide et nuit aux récifs coralliens et aux pêcheries. Ces changements touchent l’approvisionnement en nourriture et en eau, la santé, les logements et les moyens de subsistance, et frappent le plus durement les personnes et les pays les plus pauvres, qui ont le moins contribué au problème.",
    },
    { kind: "heading", text: "Ce qu’il faut faire" },
    {
      kind: "paragraph",
      text: "Aux termes de l’Accord de Paris, adopté en décembre 2015, les pays visent à contenir le réchauffement de la planète nettement en dessous de 2\u00A0°C par rapport aux niveaux préindustriels et à poursuivre l’action menée pour le limiter à 1,5\u00A0°C. Chaque fraction de degré compte\u00A0: les risques pour les populations et la nature augmentent à chaque palier de réchauffement. Selon le GIEC, pour que la limite de 1,5\u00A0°C reste à portée, les émissions mondiales de gaz à effet de serre devraient diminuer d’environ 43\u00A0% d’ici à 2030 par rapport aux niveaux de 2019, et les émissions de dioxyde de carbone atteindre zéro émission nette vers le milieu du siècle.",
    },
    {
      kind: "paragraph",
      text: "Réduire les émissions suppose de changer notre façon de produire et de consommer l’énergie\u00A0: remplacer les combustibles fossiles par des sources renouvelables comme l’énergie solaire et l’énergie éolienne, utiliser l’énergie plus efficacement et transformer les transports, les bâtiments, l’industrie et l’agriculture. Dans de nombreuses régions du monde, les énergies renouvelables sont désormais l’option la moins chère pour produire de nouvelles capacités électriques. Protéger et restaurer les forêts et les autres écosystèmes permet de retirer du carbone de l’atmosphère. Dans le même temps, les pays doivent s’adapter aux changements déjà en cours, en construisant des ouvrages de protection contre les inondations, en cultivant des variétés résistantes à la sécheresse et en mettant en place des systèmes d’alerte précoce qui laissent aux populations le temps d’agir avant que la catastrophe ne frappe.",
    },
    { kind: "heading", text: "Chacun a un rôle à jouer" },
    {
      kind: "paragraph",
      text: "Les gouvernements portent la responsabilité principale, au moyen de plans climatiques nationaux, de politiques et d’investissements, et les pays développés se sont engagés à fournir des financements et des technologies pour soutenir les pays en développement. Les entreprises, les villes et les investisseurs peuvent se fixer des objectifs de réduction de leurs émissions et s’y tenir. Chacun peut aussi agir, en économisant l’énergie chez soi, en se déplaçant à pied, à vélo ou en transports en commun, en gaspillant moins de nourriture et en se faisant entendre en faveur de l’action climatique. L’objectif de développement durable 13 appelle le monde à prendre d’urgence des mesures pour lutter contre les changements climatiques et leurs répercussions, et les progrès accomplis dans ce domaine favorisent la réalisation de presque tous les autres objectifs.",
    },
  ],
  related: [
    { label: "Climat", href: "/global-issues/climate" },
    {
      label: "Comment fonctionnent les marchés du carbone dans le cadre de l’Accord de Paris",
      href: "/stories/carbon-markets",
    },
    {
      label: "Des gestes concrets pour réduire la pollution de l’air",
      href: "/stories/reduce-air-pollution",
    },
    { label: "Objectifs de développement durable", href: "/sdgs" },
  ],
};
