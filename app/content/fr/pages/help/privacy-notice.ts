import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/privacy-notice",
  section: "help",
  title: "Avis de confidentialité",
  lead: "Ce site n’utilise ni comptes, ni formulaires, ni cookies, ni traceurs. Il conserve un réglage et un indicateur dans votre navigateur, et son journal serveur ne contient aucun identifiant personnel.",
  image: {
    id: "privacy-notice",
    alt: "Illustration d’un cadenas fermé sur une fenêtre de navigateur, à côté d’un petit bouclier",
  },
  body: [
    {
      kind: "paragraph",
      text: "Cet avis est court, car ce site collecte très peu de données. Il n’y a ni comptes d’utilisateur, ni formulaires d’inscription ou de contact, ni cookies. Le site n’utilise aucun outil de mesure d’audience, de publicité ou de suivi, de quelque nature que ce soit. Tous les fichiers dont il a besoin, y compris ses textes, images, styles et code, sont servis par le site lui-même\u00A0: votre navigateur n’adresse donc aucune requête à un tiers pendant que vous lisez ces pages. Les sections ci-dessous décrivent tout ce que le site stocke dans votre navigateur et tout ce que son serveur enregistre.",
    },
    { kind: "heading", text: "Ce qui est stocké dans votre navigateur" },
    {
      kind: "paragraph",
      text: "Le site utilise le stockage local de votre navigateur dans un seul but\u00A0: mémoriser le thème d’affichage que vous choisissez à l’aide du bouton de thème flottant. Il enregistre une seule entrée, sous la clé un-theme, qui contient l’une des quatre valeurs suivantes\u00A0: high-contrast-dark, normal, light-high-contrast ou system. Rien d’autre n’est conservé dans le stockage local. Cette entrée reste dans votre navigateur jusqu’à ce que vous choisissiez un autre thème ou que vous effaciez les données du site. Elle n’est lue que par les pages de ce site dans votre navigateur et n’est jamais envoyée au serveur.",
    },
    {
      kind: "paragraph",
      text: "Le site utilise également le stockage de session de votre navigateur pour un seul indicateur, un-splash-seen. Celui-ci enregistre le fait que l’écran d’accueil a déjà été affiché, afin que vous ne le voyiez qu’une fois par onglet de navigateur. Le stockage de session est effacé automatiquement lorsque vous fermez l’onglet. La langue dans laquelle vous lisez le site n’est pas stockée du tout\u00A0: elle est déterminée par l’adresse (URL) de la page, de sorte que changer de langue revient simplement à ouvrir une autre adresse. Aucune autre information n’est écrite sur votre appareil.",
    },
    { kind: "heading", text: "Ce que le serveur enregistre" },
    {
      kind: "paragraph",
      text: "Pour chaque requête qu’il reçoit, le serveur web écrit une ligne dans son journal de fonctionnement. Cette ligne contient uniquement la méthode de la requête, le chemin demandé, le statut de la réponse, la taille de la réponse et le temps nécessaire pour la produire. Le journal ne contient ni adresses IP, ni cookies, ni informations sur le navigateur, ni aucun autre identifiant\u00A0: il ne peut donc servir ni à savoir qui a fait une requête, ni à suivre un visiteur de page en page. Il sert uniquement à assurer le bon fonctionnement du site et à analyser les pannes.",
    },
    { kind: "heading", text: "Comment effacer ce qui est stocké" },
    {
      kind: "paragraph",
      text: "Vous pouvez supprimer à tout moment le thème et l’indicateur stockés. Dans la plupart des navigateurs, ouvrez les paramètres, repérez la section consacrée à la confidentialité, aux cookies ou aux données de site, et choisissez d’effacer les données stockées pour ce site\u202F; de nombreux navigateurs proposent aussi cette option au moyen de l’icône d’informations sur le site, à côté de la barre d’adresse. La fermeture de l’onglet supprime d’elle-même l’indicateur de session. Si vous utilisez une fenêtre de navigation privée ou incognito, les deux entrées sont supprimées à la fermeture de la fenêtre. Après l’effacement, le site utilise son affichage par défaut jusqu’à ce que vous choisissiez de nouveau un thème.",
    },
  ],
  related: [
    { label: "Foire aux questions", href: "/faq" },
    { label: "Conditions d’utilisation", href: "/terms-of-use" },
    { label: "Index du site", href: "/site-index" },
  ],
};
