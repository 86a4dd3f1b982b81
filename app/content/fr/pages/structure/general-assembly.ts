import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/general-assembly",
  section: "structure",
  title: "Assemblée générale",
  lead: "L’Assemblée générale est le principal organe délibérant de l’Organisation des Nations Unies\u00A0: les 193 États Membres y siègent sur un pied d’égalité, chacun disposant d’une voix.",
  image: {
    id: "structure-general-assembly",
    alt: "Illustration d’une salle en hémicycle dont les gradins font face à une tribune, sous un emblème en forme de globe",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’Assemblée générale est le seul organe principal de l’Organisation des Nations Unies où tous les États Membres sont représentés. Les 193 Membres y disposent chacun d’un siège et d’une voix, et chaque voix a le même poids, qu’elle émane de l’un des plus grands pays du monde ou de l’un des plus petits. L’Assemblée est ainsi une enceinte unique, où l’ensemble de la communauté internationale peut examiner toute question entrant dans le cadre de la Charte, de la paix et de la sécurité au développement, aux droits de l’homme et au droit international.",
    },
    { kind: "heading", text: "Les sessions et le débat général" },
    {
      kind: "paragraph",
      text: "La session ordinaire de l’Assemblée s’ouvre chaque année en septembre au Siège, à New York. Au début de la session a lieu le débat général, au cours duquel des chefs d’État et de gouvernement et d’autres hauts représentants montent à la tribune de la salle de l’Assemblée pour exposer leurs vues sur les questions mondiales les plus urgentes. La partie principale de la session se poursuit jusqu’en décembre, mais l’Assemblée se réunit tout au long de l’année en fonction des besoins. Un Président est élu pour chaque session, et la présidence est assurée par roulement entre les cinq groupes régionaux d’États Membres.",
    },
    { kind: "heading", text: "La prise de décisions" },
    {
      kind: "paragraph",
      text: "Les décisions sur les questions importantes sont prises à la majorité des deux tiers des Membres présents et votants. Il s’agit notamment des recommandations relatives à la paix et à la sécurité, de l’élection des membres des conseils, de l’admission de nouveaux Membres et des questions budgétaires. Les autres questions sont tranchées à la majorité simple et, dans la pratique, de nombreuses résolutions sont adoptées par consensus, sans vote. Les résolutions de l’Assemblée sont en général des recommandations et non des obligations contraignantes, mais elles ont un poids réel en tant qu’expression de l’opinion mondiale, et ses décisions budgétaires s’imposent à tous les Membres.",
    },
    { kind: "heading", text: "Commissions et attributions" },
    {
      kind: "paragraph",
      text: "Une grande partie du travail de fond se déroule au sein de six grandes commissions, chacune couvrant un vaste domaine\u00A0: désarmement et sécurité internationale\u202F; questions économiques et financières\u202F; questions sociales, humanitaires et culturelles\u202F; questions politiques spéciales et décolonisation\u202F; questions administratives et budgétaires\u202F; et questions juridiques. L’Assemblée élit également les membres non permanents du Conseil de sécurité et les membres du Conseil économique et social. Elle nomme le Secrétaire général sur recommandation du Conseil de sécurité et élit, avec le Conseil, les juges de la Cour internationale de Justice.",
    },
    {
      kind: "paragraph",
      text: "L’Assemblée s’est réunie pour la première fois le 10 janvier 1946 à Londres, en présence des représentants des 51 Membres originels. Elle a depuis adopté de nombreux textes marquants, parmi lesquels la Déclaration universelle des droits de l’homme en 1948 et le Programme de développement durable à l’horizon 2030 en 2015. En vertu d’une résolution de 1950 intitulée «\u00A0L’union pour le maintien de la paix\u00A0», l’Assemblée peut également se réunir en session extraordinaire d’urgence lorsque le Conseil de sécurité n’agit pas face à une menace contre la paix faute d’accord entre ses membres permanents.",
    },
  ],
  related: [
    { label: "Conseil de sécurité", href: "/structure/security-council" },
    { label: "Les Membres de l’Organisation des Nations Unies", href: "/about/membership" },
    {
      label: "Les dirigeants du monde réunis pour la 80e session de l’Assemblée générale",
      href: "/stories/unga80-high-level-week",
    },
    { label: "La 80e session de l’Assemblée générale en chiffres", href: "/media/unga80-facts" },
  ],
};
