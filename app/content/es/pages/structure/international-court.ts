import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/international-court",
  section: "structure",
  title: "Corte Internacional de Justicia",
  lead: "La Corte Internacional de Justicia es el principal órgano judicial de las Naciones Unidas. Tiene su sede en el Palacio de la Paz de La Haya (Países Bajos).",
  image: {
    id: "structure-international-court",
    alt: "Ilustración de la fachada de un palacio con una torre del reloj detrás de la balanza de la justicia",
  },
  body: [
    {
      kind: "paragraph",
      text: "La Corte Internacional de Justicia, a menudo llamada Corte Mundial, es el principal órgano judicial de las Naciones Unidas. Su Estatuto figura como anexo de la Carta, y todos los Estados Miembros son automáticamente partes en él. La Corte inició su labor en 1946, en sustitución de la Corte Permanente de Justicia Internacional, creada tras la Primera Guerra Mundial. Es el único de los seis órganos principales que no tiene su sede en Nueva York: se encuentra en el Palacio de la Paz de La Haya (Países Bajos).",
    },
    { kind: "heading", text: "Los magistrados" },
    {
      kind: "paragraph",
      text: "La Corte está integrada por 15 magistrados, elegidos por períodos de nueve años por la Asamblea General y el Consejo de Seguridad en votaciones separadas; los candidatos necesitan obtener la mayoría absoluta en ambos órganos. Cada tres años se renueva un tercio de la Corte, y los magistrados pueden ser reelegidos. No puede haber dos magistrados que sean nacionales del mismo Estado, y en el conjunto de la Corte deben estar representadas las grandes civilizaciones y los principales sistemas jurídicos del mundo. Los magistrados no representan a sus gobiernos, sino que actúan como jueces independientes.",
    },
    { kind: "heading", text: "Controversias entre Estados" },
    {
      kind: "paragraph",
      text: "La Corte resuelve, con arreglo al derecho internacional, las controversias jurídicas que le someten los Estados. Solo los Estados pueden ser partes en estos asuntos, que han versado sobre cuestiones como las fronteras terrestres y marítimas, el trato dado a ciudadanos extranjeros y presuntas violaciones de tratados. La Corte solo puede conocer de un asunto si los Estados implicados han aceptado su jurisdicción, ya sea mediante un compromiso especial, en virtud de una cláusula de un tratado o mediante una declaración general. Sus fallos son definitivos y obligatorios para las partes, y no admiten apelación.",
    },
    { kind: "heading", text: "Opiniones consultivas" },
    {
      kind: "paragraph",
      text: "La Corte emite también opiniones consultivas sobre las cuestiones jurídicas que le plantean la Asamblea General, el Consejo de Seguridad y otros órganos y organismos especializados autorizados. Estas opiniones no son vinculantes en sí mismas, pero tienen una gran autoridad jurídica y moral y contribuyen a aclarar el derecho internacional. Los idiomas oficiales de la Corte son el francés y el inglés. No debe confundirse con la Corte Penal Internacional, también con sede en La Haya, que juzga a las personas acusadas de los crímenes más graves y es independiente de las Naciones Unidas.",
    },
  ],
  related: [
    { label: "La Carta de las Naciones Unidas", href: "/about/charter" },
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "El sistema de las Naciones Unidas", href: "/about/structure" },
  ],
};
