import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/security-council",
  section: "structure",
  title: "Conseil de sécurité",
  lead: "Le Conseil de sécurité a la responsabilité principale du maintien de la paix et de la sécurité internationales. Il compte 15 membres\u00A0: cinq membres permanents et dix membres élus.",
  image: {
    id: "structure-security-council",
    alt: "Illustration d’une table en fer à cheval entourée de quinze fauteuils, sous un bouclier et un rameau d’olivier",
  },
  body: [
    {
      kind: "paragraph",
      text: "En vertu de la Charte, le Conseil de sécurité a la responsabilité principale du maintien de la paix et de la sécurité internationales. Contrairement aux recommandations de la plupart des autres organes, ses décisions sont contraignantes\u00A0: tous les États Membres sont convenus de les accepter et de les appliquer. Le Conseil peut se réunir à tout moment, dans de brefs délais, chaque fois que la paix est menacée. Il enquête sur les différends, invite les parties à les régler pacifiquement, recommande des conditions de règlement et, si nécessaire, prend des mesures plus fermes. Il joue également un rôle central dans le choix du Secrétaire général et dans l’admission de nouveaux Membres.",
    },
    { kind: "heading", text: "Membres" },
    {
      kind: "paragraph",
      text: "Le Conseil compte 15 membres. Cinq sont permanents\u00A0: la Chine, la France, la Fédération de Russie, le Royaume-Uni et les États-Unis. Les dix autres sont élus par l’Assemblée générale pour un mandat de deux ans, cinq sièges étant pourvus chaque année, et un membre sortant ne peut être immédiatement réélu. Les sièges électifs sont répartis entre les régions du monde. La présidence du Conseil est assurée à tour de rôle, chaque mois, par ses membres, dans l’ordre alphabétique anglais de leur nom. À la signature de la Charte, le Conseil comptait 11 membres\u202F; un amendement à la Charte entré en vigueur en 1965 a porté ce nombre à 15.",
    },
    { kind: "heading", text: "Le vote et le droit de veto" },
    {
      kind: "paragraph",
      text: "Chaque membre du Conseil dispose d’une voix. Les décisions sur des questions de procédure sont prises par un vote affirmatif d’au moins neuf membres. Les décisions sur toutes les autres questions requièrent également neuf voix pour, mais aucun des cinq membres permanents ne doit voter contre\u00A0: un vote négatif de l’un d’entre eux, appelé veto, fait échec à la proposition. Selon une pratique établie de longue date, l’abstention d’un membre permanent n’empêche pas l’adoption d’une décision. Le veto fait l’objet de vifs débats, et les propositions de réforme du Conseil sont régulièrement examinées par les États Membres.",
    },
    { kind: "heading", text: "Les outils au service de la paix" },
    {
      kind: "paragraph",
      text: "Lorsqu’un différend survient, le Conseil commence généralement par exhorter les parties à parvenir à un accord par des moyens pacifiques, parfois en nommant des envoyés ou en définissant des principes de règlement. En cas de menace contre la paix, de rupture de la paix ou d’acte d’agression, il peut agir en vertu du Chapitre VII de la Charte. Il peut imposer des sanctions, telles que des embargos sur les armes, des interdictions de voyager ou des restrictions financières, et autoriser le recours à la force. Le Conseil crée également les opérations de maintien de la paix des Nations Unies et en renouvelle les mandats.",
    },
  ],
  related: [
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "La Charte des Nations Unies", href: "/about/charter" },
    {
      label: "Cour internationale de Justice",
      href: "/structure/international-court",
    },
  ],
};
