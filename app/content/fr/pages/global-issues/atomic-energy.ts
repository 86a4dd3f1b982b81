import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/atomic-energy",
  section: "global-issues",
  title: "Énergie atomique",
  lead: "Depuis sa toute première résolution, en 1946, l’Organisation des Nations Unies s’emploie à ce que la science nucléaire serve la paix, la santé et le développement, et non la guerre.",
  image: {
    id: "global-issues-atomic-energy",
    alt: "Illustration d’un atome stylisé dont les orbites entourent un rameau d’olivier, une feuille verte et une croix médicale",
  },
  body: [
    {
      kind: "paragraph",
      text: "L’énergie atomique figure à l’ordre du jour de l’Organisation des Nations Unies depuis ses débuts. La toute première résolution adoptée par l’Assemblée générale, en janvier 1946, a créé une commission chargée d’étudier les problèmes soulevés par la découverte de l’énergie atomique, quelques mois seulement après que des bombes atomiques eurent été employées en temps de guerre. Depuis, l’Organisation poursuit de front deux objectifs\u00A0: empêcher la prolifération et l’emploi des armes nucléaires et œuvrer à leur élimination, et mettre les bienfaits de la science nucléaire à des fins pacifiques à la portée de tous les pays, dans des conditions de sûreté et de sécurité.",
    },
    { kind: "heading", text: "L’Agence internationale de l’énergie atomique" },
    {
      kind: "paragraph",
      text: "En décembre 1953, le Président des États-Unis, Dwight D. Eisenhower, a prononcé devant l’Assemblée générale un discours resté célèbre sous le nom d’«\u00A0Atomes pour la paix\u00A0», dans lequel il proposait la création d’un organisme international chargé de promouvoir l’utilisation pacifique de l’énergie nucléaire. L’Agence internationale de l’énergie atomique (AIEA), créée en 1957, a son siège à Vienne, en Autriche. Organisation autonome du système des Nations Unies, elle fait rapport à l’Assemblée générale et, le cas échéant, au Conseil de sécurité. En 2005, l’AIEA et son Directeur général ont reçu le prix Nobel de la paix pour leur action visant à empêcher l’utilisation de l’énergie nucléaire à des fins militaires et à rendre son utilisation pacifique aussi sûre que possible.",
    },
    { kind: "heading", text: "Non-prolifération et vérification" },
    {
      kind: "paragraph",
      text: "Le Traité sur la non-prolifération des armes nucléaires (TNP), entré en vigueur en 1970, est la pierre angulaire des efforts mondiaux visant à enrayer la prolifération des armes nucléaires. En vertu du Traité, les États non dotés d’armes nucléaires s’engagent à ne pas acquérir de telles armes et à accepter les garanties de l’AIEA sur leurs matières nucléaires, tandis que toutes les parties s’engagent à poursuivre des négociations sur le désarmement nucléaire et peuvent participer aux utilisations pacifiques de l’énergie nucléaire. Grâce aux inspections, à la surveillance et à l’analyse, les garanties de l’AIEA donnent au monde l’assurance que les matières nucléaires ne sont pas détournées des activités pacifiques. Le Traité a été prorogé pour une durée indéfinie en 1995, et ses parties l’examinent tous les cinq ans.",
    },
    { kind: "heading", text: "La science nucléaire au service du développement" },
    {
      kind: "paragraph",
      text: "Les techniques nucléaires permettent de répondre à de nombreux besoins du quotidien. L’AIEA aide les pays à recourir à la radiothérapie et à la médecine nucléaire pour diagnostiquer et traiter le cancer, ainsi qu’aux isotopes pour retracer le parcours des eaux souterraines et mieux les gérer. Dans l’agriculture, l’irradiation contribue à la sécurité sanitaire des aliments, et la technique de l’insecte stérile permet de lutter contre des ravageurs tels que les mouches des fruits et les mouches tsé-tsé sans recourir massivement aux pesticides. L’énergie nucléaire, qui produit de l’électricité en émettant très peu de gaz à effet de serre, fait partie du bouquet énergétique de plusieurs pays, et l’Agence aide ceux qui font ce choix à planifier et à exploiter leurs programmes en toute sûreté.",
    },
    {
      kind: "paragraph",
      text: "La sûreté et la sécurité sont au cœur de l’ensemble de ces travaux. L’AIEA élabore des normes internationales de sûreté, examine des installations nucléaires à la demande des gouvernements et aide les pays à se préparer aux situations d’urgence nucléaire ou radiologique et à y faire face. Elle soutient également les efforts visant à empêcher que des matières nucléaires et d’autres matières radioactives ne tombent entre les mains de criminels et de terroristes. Parallèlement, le désarmement reste inscrit à l’ordre du jour de l’Assemblée générale, et le Traité sur l’interdiction des armes nucléaires est entré en vigueur en 2021 pour les États qui y ont adhéré. Un monde exempt d’armes nucléaires demeure un objectif de longue date de l’Organisation des Nations Unies.",
    },
  ],
  related: [
    { label: "Assemblée générale", href: "/structure/general-assembly" },
    { label: "Conseil de sécurité", href: "/structure/security-council" },
    { label: "Le système des Nations Unies", href: "/about/structure" },
    { label: "Aperçu et histoire", href: "/about/overview" },
  ],
};
