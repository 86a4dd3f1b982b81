import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/secretariat",
  section: "structure",
  title: "Secrétariat",
  lead: "Le Secrétariat accomplit le travail quotidien de l’Organisation des Nations Unies. Il est dirigé par le Secrétaire général et son personnel vient du monde entier.",
  image: {
    id: "structure-secretariat",
    alt: "Illustration d’une haute tour de bureaux vitrée au bord d’un fleuve, avec des documents et un globe au premier plan",
  },
  body: [
    {
      kind: "paragraph",
      text: "Le Secrétariat est la fonction publique internationale de l’Organisation des Nations Unies. Son personnel exécute les tâches décidées par les autres organes principaux, de l’établissement de rapports et de l’organisation de conférences à l’appui aux opérations de paix, en passant par la médiation dans les différends, l’analyse des tendances économiques et la coordination des secours humanitaires. La Charte exige que le personnel soit choisi pour ses plus hautes qualités de travail, de compétence et d’intégrité, compte dûment tenu de l’importance d’un recrutement effectué sur une base géographique aussi large que possible. Il travaille au Siège, à New York, et dans des lieux d’affectation du monde entier.",
    },
    { kind: "heading", text: "Le Secrétaire général" },
    {
      kind: "paragraph",
      text: "À la tête du Secrétariat se trouve le Secrétaire général, que la Charte qualifie de plus haut fonctionnaire de l’Organisation. Le Secrétaire général est nommé par l’Assemblée générale sur recommandation du Conseil de sécurité, pour un mandat renouvelable de cinq ans. Sa fonction est à la fois administrative et politique\u00A0: le Secrétaire général s’exprime au nom de l’Organisation, offre ses bons offices pour aider à prévenir et à régler les conflits, et peut attirer l’attention du Conseil de sécurité sur toute affaire qui pourrait menacer le maintien de la paix et de la sécurité internationales.",
    },
    { kind: "heading", text: "Une fonction publique indépendante" },
    {
      kind: "paragraph",
      text: "La Charte précise que le Secrétariat est au service de l’Organisation dans son ensemble, et non d’un pays en particulier. Le Secrétaire général et le personnel ne peuvent solliciter ni recevoir d’instructions d’aucun gouvernement ni d’aucune autorité extérieure à l’Organisation, et les États Membres s’engagent à respecter le caractère exclusivement international de leurs fonctions. Cette indépendance est indispensable pour que le Secrétariat ait la confiance de toutes les parties, qu’il s’agisse d’appuyer une élection, de surveiller un cessez-le-feu ou de rendre compte de l’état de l’économie mondiale.",
    },
    { kind: "heading", text: "Départements et bureaux" },
    {
      kind: "paragraph",
      text: "Le Secrétariat est organisé en départements et bureaux, chacun ayant un domaine d’activité distinct. Certains s’occupent des affaires politiques et des opérations de paix, d’autres des affaires économiques et sociales, de la coordination humanitaire, des droits de l’homme, du désarmement, des affaires juridiques, de la communication ou de la gestion et de l’appui. Outre le Siège, les grands offices de Genève, de Vienne et de Nairobi ainsi que les cinq commissions régionales font également partie du Secrétariat. Une grande partie des rapports, statistiques et publications que l’on associe à l’Organisation des Nations Unies sont établis par le personnel du Secrétariat.",
    },
  ],
  related: [
    { label: "Carrières", href: "/careers" },
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Conseil de sécurité", href: "/structure/security-council" },
    {
      label: "Le Secrétaire général et la 80e session de l’Assemblée générale",
      href: "/media/sg-interview-unga80",
    },
  ],
};
