import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/general-assembly",
  section: "structure",
  title: "Asamblea General",
  lead: "La Asamblea General es el principal órgano deliberativo de las Naciones Unidas, en el que los 193 Estados Miembros se reúnen en pie de igualdad, con un voto cada uno.",
  image: {
    id: "structure-general-assembly",
    alt: "Ilustración de un salón semicircular con gradas de asientos orientadas hacia una tribuna bajo un emblema con un globo terráqueo",
  },
  body: [
    {
      kind: "paragraph",
      text: "La Asamblea General es el único órgano principal de las Naciones Unidas en el que están representados todos los Estados Miembros. Los 193 Miembros tienen un escaño y un voto, y todos los votos tienen el mismo peso, ya los emita uno de los países más grandes del planeta o uno de los más pequeños. Ello convierte a la Asamblea en un foro único en el que toda la comunidad internacional puede debatir cualquier cuestión comprendida en el ámbito de la Carta, desde la paz y la seguridad hasta el desarrollo, los derechos humanos y el derecho internacional.",
    },
    { kind: "heading", text: "Períodos de sesiones y debate general" },
    {
      kind: "paragraph",
      text: "El período ordinario de sesiones de la Asamblea se inaugura cada año en septiembre en la Sede de Nueva York. Al principio del período de sesiones se celebra el debate general, en el que Jefes de Estado y de Gobierno y otros altos representantes suben a la tribuna del Salón de la Asamblea para exponer sus opiniones sobre las cuestiones mundiales más apremiantes. La parte principal del período de sesiones se prolonga hasta diciembre, pero la Asamblea se reúne durante todo el año cuando es necesario. Para cada período de sesiones se elige la Presidencia, que rota entre los cinco grupos regionales de Estados Miembros.",
    },
    { kind: "heading", text: "Cómo se adoptan las decisiones" },
    {
      kind: "paragraph",
      text: "Las decisiones sobre cuestiones importantes requieren una mayoría de dos tercios de los Miembros presentes y votantes. Entre ellas figuran las recomendaciones relativas a la paz y la seguridad, la elección de los miembros de los consejos, la admisión de nuevos Miembros y las cuestiones presupuestarias. Las demás cuestiones se deciden por mayoría simple y, en la práctica, muchas resoluciones se aprueban por consenso, sin votación. Las resoluciones de la Asamblea son, por lo general, recomendaciones y no obligaciones vinculantes, pero tienen un peso real como expresión de la opinión mundial, y sus decisiones sobre el presupuesto son vinculantes para todos los Miembros.",
    },
    { kind: "heading", text: "Comisiones y funciones" },
    {
      kind: "paragraph",
      text: "Gran parte de la labor detallada se lleva a cabo en seis Comisiones Principales, cada una de las cuales abarca un amplio ámbito: desarme y seguridad internacional; cuestiones económicas y financieras; asuntos sociales, humanitarios y culturales; cuestiones políticas especiales y descolonización; asuntos administrativos y presupuestarios; y cuestiones jurídicas. La Asamblea elige además a los miembros no permanentes del Consejo de Seguridad y a los miembros del Consejo Económico y Social. Nombra al Secretario General por recomendación del Consejo de Seguridad y, junto con este, elige a los magistrados de la Corte Internacional de Justicia.",
    },
    {
      kind: "paragraph",
      text: "La Asamblea se reunió por primera vez el 10 de enero de 1946 en Londres, con representantes de los 51 Miembros originarios. Desde entonces ha aprobado numerosos textos históricos, entre ellos la Declaración Universal de Derechos Humanos en 1948 y la Agenda 2030 para el Desarrollo Sostenible en 2015. En virtud de una resolución de 1950 conocida como «Unión pro paz», la Asamblea también puede reunirse en período extraordinario de sesiones de emergencia si el Consejo de Seguridad no actúa ante una amenaza a la paz por falta de acuerdo entre sus miembros permanentes.",
    },
  ],
  related: [
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
    { label: "Miembros de las Naciones Unidas", href: "/about/membership" },
    {
      label: "Los líderes mundiales se reúnen en la 80.ª Asamblea General",
      href: "/stories/unga80-high-level-week",
    },
    { label: "La AGNU80 en cifras", href: "/media/unga80-facts" },
  ],
};
