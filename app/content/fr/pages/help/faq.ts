import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/faq",
  section: "help",
  title: "Foire aux questions",
  lead: "Réponses aux questions fréquentes sur l’Organisation des Nations Unies et sur ce site, de la recherche de documents aux visites, en passant par les thèmes d’affichage, les langues et l’accessibilité.",
  image: {
    id: "faq",
    alt: "Illustration de grands points d’interrogation et de bulles de dialogue autour d’un ordinateur portable ouvert",
  },
  body: [
    { kind: "heading", text: "Qu’est-ce que l’Organisation des Nations Unies\u202F?" },
    {
      kind: "paragraph",
      text: "L’Organisation des Nations Unies est une organisation internationale fondée en 1945, au lendemain de la Seconde Guerre mondiale, par 51 pays résolus à maintenir la paix et à travailler ensemble. Elle compte aujourd’hui 193 États Membres. Elle offre aux pays un lieu où débattre de problèmes communs et convenir de mesures à prendre et, par l’intermédiaire de ses fonds, programmes et institutions spécialisées, elle agit dans les domaines de la paix et de la sécurité, des droits de l’homme, de l’aide humanitaire, de la santé, des changements climatiques et du développement durable. Son action est guidée par la Charte des Nations Unies, son traité fondateur.",
    },
    { kind: "heading", text: "Comment trouver les documents officiels de l’ONU\u202F?" },
    {
      kind: "paragraph",
      text: "Les documents officiels de l’Organisation des Nations Unies, tels que les résolutions, les rapports et les comptes rendus de séance, sont identifiés par une cote composée de lettres et de chiffres. La première partie de la cote indique généralement l’organe dont émane le document\u00A0: les cotes commençant par A/ correspondent à l’Assemblée générale, S/ au Conseil de sécurité et E/ au Conseil économique et social. Les documents officiels sont publiés dans les six langues officielles. La page Documents de ce site est le point de départ de toute recherche, et les pages consacrées à chaque organe principal expliquent le type de décisions qu’il prend.",
    },
    { kind: "heading", text: "Peut-on visiter l’ONU\u202F?" },
    {
      kind: "paragraph",
      text: "Oui. Des visites guidées sont proposées au Siège, à New York, ainsi que dans plusieurs autres bureaux de l’Organisation des Nations Unies, comme le Palais des Nations à Genève et le Centre international de Vienne. Elles font généralement découvrir certaines des principales salles de réunion et présentent l’histoire et les activités de l’Organisation. Les visites doivent normalement être réservées à l’avance\u202F; tous les visiteurs passent un contrôle de sécurité et doivent être munis d’une pièce d’identité valide avec photo, et les visites peuvent être limitées ou suspendues lors des grandes réunions, comme la semaine de haut niveau de l’Assemblée générale en septembre.",
    },
    { kind: "heading", text: "Ce site est-il accessible\u202F?" },
    {
      kind: "paragraph",
      text: "Le site est conçu pour être utilisable par le plus grand nombre, y compris par les personnes qui naviguent au clavier, utilisent un lecteur d’écran ou agrandissent le texte à l’aide du zoom de leur navigateur. Les pages sont structurées par des intertitres clairs, chaque image porteuse de sens est accompagnée d’une description textuelle, et les textes sont rédigés dans une langue simple. Si les couleurs par défaut vous sont difficiles à lire, le bouton de thème propose deux options à contraste élevé. Nous nous efforçons de respecter les Règles pour l’accessibilité des contenus Web (WCAG), et nous considérons tout obstacle qui subsiste comme un défaut à corriger.",
    },
    { kind: "heading", text: "Comment changer les couleurs du site\u202F?" },
    {
      kind: "paragraph",
      text: "Utilisez le bouton de thème flottant, disponible sur chaque page. Il propose quatre thèmes d’affichage\u00A0: Sombre à contraste élevé, Normal, Clair à contraste élevé et Système. Le thème Système suit le réglage clair ou sombre de votre appareil. Votre choix est mémorisé dans le stockage local de votre navigateur sous une seule entrée, un-theme, afin que le site ait la même apparence lors de votre prochaine visite. Ce choix reste dans votre navigateur et n’est pas envoyé au serveur. Vous pouvez changer de thème à tout moment, ou revenir au réglage initial en effaçant les données du site dans votre navigateur.",
    },
    { kind: "heading", text: "Dans quelles langues le site est-il disponible\u202F?" },
    {
      kind: "paragraph",
      text: "Le site est disponible dans les six langues officielles de l’Organisation des Nations Unies\u00A0: anglais, arabe, chinois, espagnol, français et russe. Vous pouvez changer de langue à partir du menu des langues. La langue dans laquelle vous lisez fait partie de l’adresse de la page\u00A0: un lien que vous partagez s’ouvre donc dans la même langue pour la personne qui le reçoit, et vos favoris conservent eux aussi leur langue. Comme l’adresse indique déjà la langue à utiliser, votre choix n’est pas enregistré dans votre navigateur.",
    },
    { kind: "heading", text: "Comment contacter l’ONU\u202F?" },
    {
      kind: "paragraph",
      text: "Ce site est une source d’information en lecture seule. Il ne comporte ni formulaires, ni comptes, ni listes de diffusion, et ne peut pas recevoir de messages. Si vous avez une question à poser à l’Organisation des Nations Unies elle-même, ses centres d’information, présents dans de nombreux pays, renseignent le public, souvent dans les langues locales, et les bureaux et institutions des Nations Unies publient leurs propres coordonnées. Si vous souhaitez travailler pour l’Organisation, consultez la page Carrières. Pour toute question sur la manière dont ce site traite les données, l’Avis de confidentialité explique précisément ce qui est stocké et enregistré.",
    },
  ],
  related: [
    { label: "Avis de confidentialité", href: "/privacy-notice" },
    { label: "Conditions d’utilisation", href: "/terms-of-use" },
    { label: "L’essentiel sur l’ONU", href: "/about/essential" },
    { label: "Documents", href: "/documents" },
  ],
};
