import type { StructureBody } from "~/content/types";

/** The six main organs of the United Nations, in Charter order. */
export const structureBodies: readonly StructureBody[] = [
  {
    name: "Assemblée générale",
    description:
      "Principal organe délibérant, où les 193 États Membres siègent sur un pied d’égalité, chacun disposant d’une voix, pour débattre des questions mondiales et se prononcer sur elles.",
    link: "/structure/general-assembly",
  },
  {
    name: "Conseil de sécurité",
    description:
      "Il a la responsabilité principale du maintien de la paix et de la sécurité internationales. Il compte 15 membres, dont cinq membres permanents dotés du droit de veto.",
    link: "/structure/security-council",
  },
  {
    name: "Conseil économique et social",
    description:
      "Il coordonne les travaux économiques, sociaux et environnementaux de l’ONU. Ses 54 membres sont élus pour un mandat de trois ans.",
    link: "/structure/economic-social-council",
  },
  {
    name: "Cour internationale de Justice",
    description:
      "Organe judiciaire principal, elle siège à La Haye. Elle règle les différends d’ordre juridique entre États et donne des avis consultatifs.",
    link: "/structure/international-court",
  },
  {
    name: "Secrétariat",
    description:
      "Dirigé par le Secrétaire général, son personnel international accomplit au quotidien les tâches décidées par les autres organes principaux.",
    link: "/structure/secretariat",
  },
  {
    name: "Conseil de tutelle",
    description:
      "Il a supervisé les territoires sous tutelle sur la voie de l’autonomie. Il a suspendu ses activités en 1994, après l’accession des Palaos à l’indépendance.",
    link: "/structure/trusteeship-council",
  },
];
