import type { StructureBody } from "~/content/types";

/** The six main organs of the United Nations, in Charter order. */
export const structureBodies: readonly StructureBody[] = [
  {
    name: "Asamblea General",
    description:
      "El principal órgano deliberativo, donde los 193 Estados Miembros se reúnen en pie de igualdad, con un voto cada uno, para debatir y decidir sobre cuestiones mundiales.",
    link: "/structure/general-assembly",
  },
  {
    name: "Consejo de Seguridad",
    description:
      "Tiene la responsabilidad primordial de mantener la paz y la seguridad internacionales. Lo integran 15 miembros, cinco de ellos permanentes con derecho de veto.",
    link: "/structure/security-council",
  },
  {
    name: "Consejo Económico y Social",
    description:
      "Coordina la labor económica, social y ambiental de la ONU. Sus 54 miembros son elegidos por períodos de tres años.",
    link: "/structure/economic-social-council",
  },
  {
    name: "Corte Internacional de Justicia",
    description:
      "El principal órgano judicial, con sede en La Haya. Resuelve controversias jurídicas entre Estados y emite opiniones consultivas.",
    link: "/structure/international-court",
  },
  {
    name: "Secretaría",
    description:
      "Dirigida por el Secretario General, su personal internacional lleva a cabo la labor cotidiana que deciden los demás órganos principales.",
    link: "/structure/secretariat",
  },
  {
    name: "Consejo de Administración Fiduciaria",
    description:
      "Supervisó los territorios en fideicomiso en su camino hacia el autogobierno. Suspendió sus actividades en 1994, tras la independencia de Palau.",
    link: "/structure/trusteeship-council",
  },
];
