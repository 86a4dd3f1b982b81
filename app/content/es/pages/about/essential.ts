import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/essential",
  section: "about",
  title: "Datos esenciales",
  lead: "Datos clave sobre las Naciones Unidas: sus idiomas oficiales, dónde trabaja, cómo se financia, y la bandera y el día que la representan.",
  image: {
    id: "about-essential",
    alt: "Ilustración de una bandera azul celeste con el emblema de un mapamundi junto a bocadillos de diálogo y un calendario",
  },
  body: [
    {
      kind: "paragraph",
      text: "Las Naciones Unidas tienen seis idiomas oficiales: árabe, chino, español, francés, inglés y ruso. En las sesiones oficiales, los delegados pueden expresarse en cualquiera de ellos, y los intérpretes los traducen simultáneamente a los otros cinco. Los documentos oficiales se publican en los seis idiomas, de modo que todos los Estados Miembros puedan seguir los debates y las decisiones en pie de igualdad. Cinco de esos idiomas fueron oficiales desde el principio; el árabe se incorporó como idioma oficial de la Asamblea General en 1973 y, más tarde, de otros órganos. El francés y el inglés son los idiomas de trabajo de la Secretaría.",
    },
    { kind: "heading", text: "Dónde trabajan las Naciones Unidas" },
    {
      kind: "paragraph",
      text: "La Sede de las Naciones Unidas se encuentra en el lado este de Manhattan, en Nueva York, a orillas del East River, en un recinto que goza de un estatuto especial en virtud de un acuerdo con el país anfitrión. La Organización cuenta también con grandes oficinas en Ginebra, Viena y Nairobi. Ginebra es un centro de la labor humanitaria y de derechos humanos; Viena, de ámbitos como la droga, el delito y los asuntos del espacio ultraterrestre; y Nairobi acoge los programas sobre el medio ambiente y los asentamientos humanos. Las cinco comisiones regionales tienen su sede en Addis Abeba, Bangkok, Beirut, Ginebra y Santiago.",
    },
    { kind: "heading", text: "Cómo se financian las Naciones Unidas" },
    {
      kind: "paragraph",
      text: "Las Naciones Unidas se financian con aportaciones de sus Estados Miembros, principalmente de dos maneras. Las cuotas son las contribuciones que cada Miembro está obligado a pagar al presupuesto ordinario y, por separado, a las operaciones de mantenimiento de la paz. La parte que corresponde a cada país la fija la Asamblea General con arreglo a una escala basada fundamentalmente en su capacidad de pago. Las contribuciones voluntarias son fondos adicionales que los gobiernos y otros donantes deciden aportar. Con ellas se sufraga buena parte de la labor de los fondos y programas, incluida una gran proporción del socorro humanitario y la asistencia para el desarrollo.",
    },
    { kind: "heading", text: "La bandera y el Día de las Naciones Unidas" },
    {
      kind: "paragraph",
      text: "La bandera de las Naciones Unidas muestra el emblema de la Organización en blanco sobre fondo azul celeste. El emblema es un mapamundi centrado en el Polo Norte y enmarcado por dos ramas de olivo, símbolo de la paz. La Asamblea General aprobó la bandera en 1947. Ondea en las oficinas y misiones de las Naciones Unidas de todo el mundo, y el azul celeste ha quedado estrechamente asociado a la Organización, sobre todo por los cascos y boinas azules que llevan sus efectivos de mantenimiento de la paz.",
    },
    {
      kind: "paragraph",
      text: "El Día de las Naciones Unidas se celebra el 24 de octubre, aniversario de la entrada en vigor de la Carta en 1945. Es una ocasión para recordar los propósitos de la Carta y la labor realizada en su nombre. A lo largo del año se celebran muchos otros días internacionales, desde el Día Internacional de la Mujer, el 8 de marzo, hasta el Día de los Derechos Humanos, el 10 de diciembre, que conmemora la aprobación de la Declaración Universal de Derechos Humanos en 1948. Cada uno de ellos llama la atención sobre una cuestión concreta y sobre lo que las personas pueden hacer al respecto.",
    },
  ],
  related: [
    { label: "Panorama general e historia", href: "/about/overview" },
    { label: "Miembros de las Naciones Unidas", href: "/about/membership" },
    { label: "El sistema de las Naciones Unidas", href: "/about/structure" },
    { label: "Preguntas frecuentes", href: "/faq" },
  ],
};
