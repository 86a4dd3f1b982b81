import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/economic-social-council",
  section: "structure",
  title: "Consejo Económico y Social",
  lead: "El Consejo Económico y Social (ECOSOC) reúne la labor de la ONU en cuestiones económicas, sociales y ambientales y en materia de desarrollo sostenible.",
  image: {
    id: "structure-economic-social-council",
    alt: "Ilustración de engranajes entrelazados con forma de fábrica, de hoja y de grupo de personas",
  },
  body: [
    {
      kind: "paragraph",
      text: "El Consejo Económico y Social, conocido como ECOSOC, es uno de los seis órganos principales establecidos por la Carta. Es la plataforma central de debate y formulación de recomendaciones de política sobre cuestiones económicas, sociales y ambientales, y coordina buena parte de la labor del sistema de las Naciones Unidas en estos ámbitos. El Consejo es también una puerta de entrada para una amplia gama de asociados, desde organismos especializados y comisiones hasta grupos de la sociedad civil, instituciones académicas y empresas, que colaboran con la Organización en favor del desarrollo sostenible.",
    },
    { kind: "heading", text: "Composición" },
    {
      kind: "paragraph",
      text: "El ECOSOC tiene 54 miembros, elegidos por la Asamblea General por períodos escalonados de tres años. Cada año se eligen dieciocho miembros, y los puestos se distribuyen de modo que haya un equilibrio justo entre las regiones del mundo. Cada miembro tiene un voto, y las decisiones se adoptan por mayoría simple. Cuando se fundaron las Naciones Unidas, el Consejo era más reducido: comenzó con 18 miembros y se amplió dos veces mediante reformas de la Carta, primero a 27 y después a 54, para reflejar el aumento del número de Miembros de la Organización.",
    },
    { kind: "heading", text: "Una amplia red" },
    {
      kind: "paragraph",
      text: "El Consejo supervisa una red de órganos subsidiarios. Las comisiones orgánicas examinan temas concretos, como la condición jurídica y social de la mujer, la población y el desarrollo, la estadística y los estupefacientes. Cinco comisiones regionales, para África, Asia y el Pacífico, Europa, América Latina y el Caribe y Asia Occidental, promueven la cooperación y el desarrollo en sus respectivas regiones. El ECOSOC colabora también con los organismos especializados, vinculados a las Naciones Unidas mediante acuerdos negociados por conducto del Consejo, y recibe informes de muchos de los fondos y programas.",
    },
    { kind: "heading", text: "La sociedad civil y los Objetivos" },
    {
      kind: "paragraph",
      text: "La Carta permite al Consejo celebrar consultas con organizaciones no gubernamentales sobre asuntos de su competencia. Miles de estas organizaciones están hoy reconocidas como entidades consultivas, lo que les permite asistir a las reuniones, presentar declaraciones por escrito y, en algunos casos, hacer uso de la palabra. El ECOSOC acoge además el foro político de alto nivel sobre el desarrollo sostenible, que se reúne cada mes de julio para examinar los progresos realizados hacia los 17 Objetivos de Desarrollo Sostenible de la Agenda 2030. Muchos países aprovechan el foro para presentar exámenes voluntarios sobre la manera en que aplican los Objetivos a nivel nacional.",
    },
  ],
  related: [
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "El sistema de las Naciones Unidas", href: "/about/structure" },
    { label: "Poner fin a la pobreza", href: "/ending-poverty" },
  ],
};
