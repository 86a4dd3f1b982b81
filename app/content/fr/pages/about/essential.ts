import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/essential",
  section: "about",
  title: "Informations essentielles",
  lead: "L’essentiel sur l’Organisation des Nations Unies\u00A0: ses langues officielles, ses lieux d’implantation, son financement, ainsi que le drapeau et la journée qui la représentent.",
  image: {
    id: "about-essential",
    alt: "Illustration d’un drapeau bleu clair orné d’un emblème en forme de carte du monde, à côté de bulles de dialogue et d’un calendrier",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’Organisation des Nations Unies compte six langues officielles\u00A0: l’anglais, l’arabe, le chinois, l’espagnol, le français et le russe. Lors des séances officielles, les délégués peuvent s’exprimer dans n’importe laquelle d’entre elles, et des interprètes assurent l’interprétation simultanée dans les cinq autres. Les documents officiels sont publiés dans les six langues, afin que chaque État Membre puisse suivre les débats et les décisions sur un pied d’égalité. Cinq de ces langues étaient officielles dès l’origine\u202F; l’arabe est devenu langue officielle de l’Assemblée générale en 1973, puis d’autres organes. L’anglais et le français sont les langues de travail du Secrétariat.",
    },
    { kind: "heading", text: "Où travaille l’Organisation" },
    {
      kind: "paragraph",
      text: "Le Siège de l’Organisation des Nations Unies se trouve dans l’est de Manhattan, à New York, au bord de l’East River, sur un site doté d’un statut particulier en vertu d’un accord conclu avec le pays hôte. L’Organisation dispose également de grands offices à Genève, à Vienne et à Nairobi. Genève est un centre des droits de l’homme et de l’action humanitaire, Vienne accueille des activités portant notamment sur la drogue, le crime et les affaires spatiales, et Nairobi abrite les programmes consacrés à l’environnement et aux établissements humains. Cinq commissions régionales sont établies à Addis-Abeba, Bangkok, Beyrouth, Genève et Santiago.",
    },
    { kind: "heading", text: "Le financement de l’Organisation" },
    {
      kind: "paragraph",
      text: "L’Organisation des Nations Unies est financée par ses États Membres de deux façons principales. Les contributions statutaires sont les quotes-parts que chaque Membre est tenu de verser au budget ordinaire et, séparément, au titre des opérations de maintien de la paix. La part de chaque pays est fixée par l’Assemblée générale selon un barème fondé principalement sur sa capacité de paiement. Les contributions volontaires sont des fonds supplémentaires que les gouvernements et d’autres donateurs choisissent de verser. Elles financent une grande partie des activités des fonds et programmes, dont une large part des secours humanitaires et de l’aide au développement.",
    },
    { kind: "heading", text: "Le drapeau et la Journée des Nations Unies" },
    {
      kind: "paragraph",
      text: "Le drapeau des Nations Unies porte l’emblème de l’Organisation en blanc sur fond bleu clair. Cet emblème représente une carte du monde centrée sur le pôle Nord, encadrée de deux rameaux d’olivier, symboles de paix. L’Assemblée générale a adopté le drapeau en 1947. Il flotte sur les bureaux et les missions des Nations Unies partout dans le monde, et le bleu clair est devenu étroitement associé à l’Organisation, notamment grâce aux casques et aux bérets bleus que porte son personnel de maintien de la paix.",
    },
    {
      kind: "paragraph",
      text: "La Journée des Nations Unies est célébrée le 24 octobre, date anniversaire de l’entrée en vigueur de la Charte, en 1945. C’est l’occasion de rappeler les buts de la Charte et l’action menée en leur nom. De nombreuses autres journées internationales jalonnent l’année, de la Journée internationale des femmes, le 8 mars, à la Journée des droits de l’homme, le 10 décembre, qui commémore l’adoption de la Déclaration universelle des droits de l’homme en 1948. Chacune attire l’attention sur une question particulière et sur ce que chacun peut faire pour y répondre.",
    },
  ],
  related: [
    { label: "Aperçu et histoire", href: "/about/overview" },
    { label: "Les Membres de l’Organisation des Nations Unies", href: "/about/membership" },
    { label: "Le système des Nations Unies", href: "/about/structure" },
    { label: "Foire aux questions", href: "/faq" },
  ],
};
