import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/membership",
  section: "about",
  title: "Les Membres de l’Organisation des Nations Unies",
  lead: "L’Organisation des Nations Unies compte 193 États Membres, des 51 pays qui l’ont fondée en 1945 au Soudan du Sud, admis en 2011.",
  image: {
    id: "about-membership",
    alt: "Illustration d’une longue rangée de drapeaux vierges sur des mâts disposés autour d’un globe",
  },
  body: [
    {
      kind: "paragraph",
      text: "Peuvent devenir Membres de l’Organisation des Nations Unies tous les États pacifiques qui acceptent les obligations de la Charte et qui sont jugés capables de les remplir et disposés à le faire. L’Organisation compte aujourd’hui 193 États Membres, chacun représenté à l’Assemblée générale avec une voix, quels que soient sa taille, sa population ou sa richesse. Ensemble, ils fixent les priorités de l’Organisation, approuvent son budget et élisent les membres de ses conseils. Devant le Siège, à New York, les drapeaux des États Membres flottent côte à côte, par ordre alphabétique.",
    },
    { kind: "heading", text: "Comment un pays devient Membre" },
    {
      kind: "paragraph",
      text: "L’État qui souhaite devenir Membre adresse une demande au Secrétaire général, accompagnée d’une déclaration officielle par laquelle il accepte les obligations de la Charte. Le Conseil de sécurité examine d’abord la demande. Si au moins neuf de ses 15 membres votent pour et qu’aucun des cinq membres permanents ne vote contre, le Conseil recommande l’admission à l’Assemblée générale. L’Assemblée se prononce ensuite à la majorité des deux tiers des Membres présents et votants. L’admission prend effet le jour où l’Assemblée adopte sa résolution d’admission.",
    },
    { kind: "heading", text: "L’augmentation du nombre de Membres" },
    {
      kind: "paragraph",
      text: "L’Organisation des Nations Unies comptait à l’origine 51 Membres\u00A0: les 50 pays qui ont signé la Charte à San Francisco en 1945, et la Pologne, qui l’a signée peu après. Leur nombre a rapidement augmenté à mesure que les anciennes colonies accédaient à l’indépendance, en particulier en Afrique et en Asie dans les années 1950 et 1960\u202F; pour la seule année 1960, plus d’une douzaine d’États africains nouvellement indépendants ont été admis. L’éclatement de l’Union soviétique et de la Yougoslavie au début des années 1990 a entraîné une nouvelle vague d’adhésions. La Suisse est devenue Membre en 2002 à la suite d’une votation populaire, et le Soudan du Sud est devenu le 193e État Membre en juillet 2011.",
    },
    {
      kind: "paragraph",
      text: "Deux États qui ne sont pas Membres participent aux travaux de l’Assemblée générale en qualité d’États non membres observateurs\u00A0: le Saint-Siège et l’État de Palestine. Les observateurs peuvent assister aux sessions et prendre part à de nombreux débats, mais ils ne votent pas sur les décisions de l’Assemblée. Plusieurs organisations intergouvernementales et autres entités, comme l’Union européenne et le Comité international de la Croix-Rouge, ont également été invitées à suivre les travaux de l’Assemblée et à y contribuer en qualité d’observateurs.",
    },
    {
      kind: "paragraph",
      text: "La qualité de Membre confère des devoirs autant que des droits. Les États Membres s’engagent à régler leurs différends pacifiquement, à appliquer les décisions du Conseil de sécurité et à supporter leur part des dépenses de l’Organisation, selon la répartition fixée par l’Assemblée générale. Un Membre dont les arriérés sont égaux ou supérieurs à la contribution due pour les deux années complètes écoulées peut perdre son droit de vote à l’Assemblée, à moins que celle-ci ne constate que le défaut de paiement est dû à des circonstances indépendantes de sa volonté. La Charte prévoit également la suspension et l’exclusion, mais aucun Membre n’a jamais été exclu.",
    },
  ],
  related: [
    { label: "Aperçu et histoire", href: "/about/overview" },
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Informations essentielles", href: "/about/essential" },
    { label: "La Charte des Nations Unies", href: "/about/charter" },
  ],
};
