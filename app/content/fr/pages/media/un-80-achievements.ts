import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/un-80-achievements",
  section: "media",
  title: "ONU80\u00A0: huit décennies de réalisations",
  lead: "Un court métrage retrace les grandes étapes de 80 ans d’action de l’Organisation des Nations Unies en faveur de la paix, des droits de l’homme et du développement. Voici le contenu de chacun de ses chapitres.",
  published: "2025-10-24",
  image: {
    id: "media-un-80-achievements",
    alt: "Illustration d’une frise chronologique en forme de ruban sinueux, jalonnée d’une colombe, d’un globe, d’un livre ouvert et d’un flacon de vaccin",
  },
  body: [
    {
      kind: "paragraph",
      text: "Lorsque la Charte des Nations Unies est entrée en vigueur, le 24 octobre 1945, le monde sortait d’une guerre qui avait fait des dizaines de millions de morts. Les 51 Membres fondateurs se sont engagés à préserver les générations futures de la guerre et à bâtir un monde de progrès social et de meilleures conditions de vie pour tous. Quatre-vingts ans plus tard, avec 193 États Membres, l’Organisation peut se prévaloir de réalisations qui ont changé d’innombrables vies. Ce film, diffusé à l’occasion du 80e anniversaire, revient sur certaines d’entre elles en cinq chapitres, résumés ci-dessous.",
    },
    { kind: "heading", text: "Chapitre 1\u00A0: maintenir la paix" },
    {
      kind: "paragraph",
      text: "Le premier chapitre retrace le maintien de la paix des Nations Unies depuis ses débuts en 1948, lorsque des observateurs militaires ont été dépêchés au Moyen-Orient pour aider à superviser une trêve. Depuis, plus de 70 opérations de maintien de la paix ont été déployées dans le monde pour protéger les civils, aider d’anciens combattants à déposer les armes, appuyer la tenue d’élections et reconstruire les institutions au sortir des conflits. En 1988, les forces de maintien de la paix des Nations Unies ont reçu le prix Nobel de la paix. Le chapitre rappelle aussi le travail plus discret de médiation et de diplomatie préventive, grâce auquel des envoyés du Secrétaire général ont aidé des parties à mettre fin à des guerres ou à les éviter complètement.",
    },
    { kind: "heading", text: "Chapitres 2 et 3\u00A0: liberté et droits de l’homme" },
    {
      kind: "paragraph",
      text: "Le deuxième chapitre aborde la décolonisation. Lors de la création de l’Organisation des Nations Unies, près d’un tiers de la population mondiale vivait dans des territoires qui ne s’administraient pas eux-mêmes. En 1960, l’Assemblée générale a adopté la Déclaration sur l’octroi de l’indépendance aux pays et aux peuples coloniaux et, depuis 1945, plus de 80 anciennes colonies ont accédé à l’indépendance, dont beaucoup sont ensuite devenues États Membres de l’Organisation. Dix-sept territoires non autonomes figurent encore aujourd’hui sur la liste de l’Organisation des Nations Unies, et l’Assemblée générale continue de suivre leur cheminement vers l’autodétermination.",
    },
    {
      kind: "paragraph",
      text: "Le troisième chapitre est consacré à la Déclaration universelle des droits de l’homme, adoptée par l’Assemblée générale à Paris le 10 décembre 1948. Pour la première fois, des pays ont énoncé ensemble les droits et libertés fondamentaux de chaque être humain, sans distinction aucune. La Déclaration a été traduite dans plus de 500 langues. Elle a inspiré des constitutions nationales et tout un ensemble de traités internationaux contraignants, dont les deux pactes relatifs aux droits civils et politiques et aux droits économiques, sociaux et culturels, ainsi que des conventions protégeant les femmes, les enfants et les personnes handicapées.",
    },
    { kind: "heading", text: "Chapitres 4 et 5\u00A0: santé, alimentation et programme commun" },
    {
      kind: "paragraph",
      text: "Le quatrième chapitre présente l’action des organismes des Nations Unies en faveur de la santé et de l’alimentation. Grâce à une campagne mondiale menée par l’Organisation mondiale de la Santé, la variole a été déclarée éradiquée en 1980, et une mobilisation mondiale a permis de réduire de plus de 99\u00A0% le nombre de cas de poliomyélite depuis 1988. L’UNICEF contribue à fournir les vaccins qui protègent les enfants dans de nombreux pays. Le Programme alimentaire mondial, créé en 1961 et lauréat du prix Nobel de la paix en 2020, apporte une aide alimentaire aux populations touchées par les conflits et les catastrophes. Le dernier chapitre est consacré au Programme de développement durable à l’horizon 2030, adopté en septembre 2015, dont les 17 objectifs offrent un plan commun pour l’humanité et la planète.",
    },
  ],
  related: [
    { label: "Aperçu et histoire", href: "/about/overview" },
    { label: "La Charte des Nations Unies", href: "/about/charter" },
    { label: "Objectifs de développement durable", href: "/sdgs" },
    {
      label: "Les dirigeants du monde réunis pour la 80e session de l’Assemblée générale",
      href: "/stories/unga80-high-level-week",
    },
  ],
};
