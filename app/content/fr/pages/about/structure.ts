import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/structure",
  section: "about",
  title: "Le système des Nations Unies",
  lead: "Six organes principaux forment le cœur de l’Organisation des Nations Unies, épaulés par une famille plus large de fonds, de programmes et d’institutions spécialisées présents dans le monde entier.",
  image: {
    id: "about-structure",
    alt: "Illustration de six cercles reliés entre eux au centre d’un vaste réseau de nœuds plus petits interconnectés",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’Organisation des Nations Unies est bien plus qu’une organisation unique. En son centre se trouvent les six organes principaux créés par la Charte en 1945. Autour d’eux s’est développée une vaste famille de fonds, de programmes, d’institutions spécialisées et d’autres entités, chacun doté de son propre mandat, de sa propre direction et de son propre budget. Ensemble, ils forment ce que l’on appelle le système des Nations Unies. Ils interviennent dans presque tous les pays, dans des domaines allant des secours d’urgence et de la santé de l’enfant à la sécurité aérienne, aux prévisions météorologiques et à la protection de la propriété intellectuelle.",
    },
    { kind: "heading", text: "Les six organes principaux" },
    {
      kind: "list",
      items: [
        "Assemblée générale\u00A0: les 193 États Membres, disposant chacun d’une voix",
        "Conseil de sécurité\u00A0: 15 membres, investi de la responsabilité principale du maintien de la paix et de la sécurité",
        "Conseil économique et social\u00A0: 54 membres chargés de coordonner les travaux économiques, sociaux et environnementaux",
        "Cour internationale de Justice\u00A0: l’organe judiciaire principal, à La Haye",
        "Secrétariat\u00A0: le personnel international, dirigé par le Secrétaire général",
        "Conseil de tutelle\u00A0: a suspendu ses activités en 1994, sa mission accomplie",
      ],
    },
    {
      kind: "paragraph",
      text: "Cinq des six organes principaux sont établis au Siège, à New York. Seule exception, la Cour internationale de Justice siège au Palais de la Paix, à La Haye, aux Pays-Bas. L’Assemblée générale, le Conseil de sécurité et le Conseil économique et social peuvent également créer des organes subsidiaires, tels que des comités, des commissions et des conseils, pour les aider dans leurs travaux. Le Conseil des droits de l’homme, par exemple, a été créé par l’Assemblée générale en 2006 et se réunit à Genève.",
    },
    { kind: "heading", text: "Fonds et programmes" },
    {
      kind: "paragraph",
      text: "Les fonds et programmes ont été créés par l’Organisation des Nations Unies pour accomplir des tâches précises, et la plupart dépendent principalement des contributions volontaires des gouvernements et d’autres donateurs. Parmi eux figurent le Fonds des Nations Unies pour l’enfance (UNICEF), qui œuvre pour les droits et le bien-être des enfants\u202F; le Programme des Nations Unies pour le développement (PNUD), qui aide les pays à réduire la pauvreté et à bâtir des institutions solides\u202F; le Programme alimentaire mondial (PAM), qui fournit une aide alimentaire dans les situations d’urgence\u202F; et le Programme des Nations Unies pour l’environnement (PNUE), établi à Nairobi. Chacun est supervisé par un organe directeur composé d’États Membres.",
    },
    { kind: "heading", text: "Institutions spécialisées" },
    {
      kind: "paragraph",
      text: "Les institutions spécialisées sont des organisations internationales indépendantes reliées à l’Organisation des Nations Unies par des accords spéciaux. Elles ont leurs propres États membres, organes directeurs et budgets, et coordonnent leur action avec l’ONU par l’intermédiaire du Conseil économique et social. Certaines sont plus anciennes que l’ONU elle-même\u00A0: l’Organisation internationale du Travail date de 1919, et l’Union postale universelle de 1874. Parmi les autres figurent l’Organisation mondiale de la Santé, l’Organisation des Nations Unies pour l’alimentation et l’agriculture, l’UNESCO, l’Organisation de l’aviation civile internationale, le Fonds monétaire international et le Groupe de la Banque mondiale.",
    },
  ],
  related: [
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Conseil de sécurité", href: "/structure/security-council" },
    { label: "Secrétariat", href: "/structure/secretariat" },
    { label: "Aperçu et histoire", href: "/about/overview" },
  ],
};
