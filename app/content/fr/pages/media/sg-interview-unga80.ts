import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/sg-interview-unga80",
  section: "media",
  title: "Le Secrétaire général et la 80e session de l’Assemblée générale",
  lead: "À la veille de la 80e session de l’Assemblée générale, le Secrétaire général a évoqué les thèmes inscrits à son ordre du jour\u00A0: la paix, le climat, le financement du développement et la réforme de l’ONU.",
  published: "2025-09-18",
  image: {
    id: "media-sg-interview-unga80",
    alt: "Illustration de deux fauteuils face à face près d’une fenêtre donnant sur une haute tour de verre au bord d’un fleuve",
  },
  body: [
    {
      kind: "paragraph",
      text: "Chaque année en septembre, avant l’arrivée des dirigeants du monde à New York, le Secrétaire général expose les priorités auxquelles l’Assemblée générale doit faire face. Cet entretien, enregistré avant la semaine de haut niveau de la 80e session, dresse un état des lieux du monde l’année où l’Organisation des Nations Unies fête ses 80 ans. La conversation aborde aussi bien les guerres qui font la une de l’actualité que les crises plus lentes du climat et de la dette, ainsi que l’avenir de l’Organisation elle-même. Cette page résume les principaux thèmes de l’entretien et apporte des éléments de contexte sur chacun d’eux.",
    },
    { kind: "heading", text: "Paix et sécurité" },
    {
      kind: "paragraph",
      text: "L’entretien s’ouvre sur la paix. La 80e session a débuté dans un contexte de graves conflits, les guerres en Ukraine, à Gaza et au Soudan causant d’immenses souffrances et des déplacements massifs parmi les civils, tandis que de nombreuses autres crises retenaient bien moins l’attention. La conversation porte sur le rôle de l’Organisation des Nations Unies dans la protection des civils, l’acheminement de l’aide humanitaire et l’appui à la diplomatie, ainsi que sur les limites auxquelles elle se heurte lorsque les membres du Conseil de sécurité sont divisés. Elle revient également sur le respect du droit international et de la Charte, en vertu de laquelle tous les Membres se sont engagés à régler leurs différends par des moyens pacifiques.",
    },
    { kind: "heading", text: "Climat et financement du développement" },
    {
      kind: "paragraph",
      text: "Sur le climat, l’échange se tourne vers la COP30, prévue à Belém, au Brésil, en novembre 2025, l’année où les pays devaient présenter de nouveaux plans climatiques nationaux au titre de l’Accord de Paris. Les évaluations scientifiques montrent que, pour que la limite de 1,5\u00A0°C reste à portée, il faut réduire fortement et rapidement les émissions au cours de la présente décennie, tout en renforçant considérablement l’appui à l’adaptation dans les pays les plus exposés aux effets des changements climatiques. L’entretien examine aussi comment la transition vers une énergie propre peut créer des emplois et des débouchés, à condition que les pays en développement aient accès aux financements et aux technologies dont ils ont besoin.",
    },
    {
      kind: "paragraph",
      text: "Le financement du développement est le troisième thème. De nombreux pays en développement consacrent désormais davantage au service de leur dette qu’à la santé ou à l’éducation, ce qui leur laisse peu de marge pour investir dans les objectifs de développement durable. À la mi-2025, la quatrième Conférence internationale sur le financement du développement, tenue à Séville, en Espagne, a réuni les gouvernements pour convenir des moyens de mobiliser des ressources, de réformer l’architecture financière internationale et de remédier au surendettement. L’entretien se penche sur ce qu’il faudra pour transformer ces engagements en fonds qui parviennent aux populations et aux lieux qui en ont besoin, alors qu’il ne reste que cinq ans avant 2030.",
    },
    { kind: "heading", text: "Une ONU pour les 80 prochaines années" },
    {
      kind: "paragraph",
      text: "La dernière partie de l’entretien porte sur l’Organisation elle-même. En 2024, les États Membres ont adopté le Pacte pour l’avenir, qui comporte des engagements visant à réformer le Conseil de sécurité, à renforcer le système financier international et à améliorer la coopération dans le domaine des nouvelles technologies. En 2025, le Secrétaire général a lancé l’Initiative ONU80 afin de rendre l’Organisation des Nations Unies plus efficiente et plus efficace dans un contexte de contraintes budgétaires, notamment en examinant la manière dont ses mandats sont exécutés et dont elle est structurée. La conversation explore la manière dont l’Organisation peut s’adapter pour rester pertinente, digne de confiance et capable d’obtenir des résultats au cours de ses 80 prochaines années.",
    },
  ],
  related: [
    {
      label: "Les dirigeants du monde réunis pour la 80e session de l’Assemblée générale",
      href: "/stories/unga80-high-level-week",
    },
    { label: "La 80e session de l’Assemblée générale en chiffres", href: "/media/unga80-facts" },
    { label: "Secrétariat", href: "/structure/secretariat" },
    { label: "Objectifs de développement durable", href: "/sdgs" },
  ],
};
