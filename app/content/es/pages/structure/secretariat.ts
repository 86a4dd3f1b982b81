import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/secretariat",
  section: "structure",
  title: "Secretaría",
  lead: "La Secretaría lleva a cabo la labor cotidiana de las Naciones Unidas. La dirige el Secretario General y la integra personal de todo el mundo.",
  image: {
    id: "structure-secretariat",
    alt: "Ilustración de una alta torre de oficinas acristalada junto a un río, con documentos y un globo terráqueo en primer plano",
  },
  body: [
    {
      kind: "paragraph",
      text: "La Secretaría es la administración pública internacional de las Naciones Unidas. Su personal lleva a cabo la labor que deciden los demás órganos principales, desde la preparación de informes y la organización de conferencias hasta el apoyo a las operaciones de paz, la mediación en controversias, el análisis de las tendencias económicas y la coordinación del socorro humanitario. La Carta dispone que el personal se seleccione atendiendo al más alto grado de eficiencia, competencia e integridad, y teniendo debidamente en cuenta la importancia de contratarlo con la más amplia representación geográfica posible. Trabaja en la Sede de Nueva York y en lugares de destino de todo el mundo.",
    },
    { kind: "heading", text: "El Secretario General" },
    {
      kind: "paragraph",
      text: "Al frente de la Secretaría se encuentra el Secretario General, a quien la Carta define como el más alto funcionario administrativo de la Organización. El Secretario General es nombrado por la Asamblea General por recomendación del Consejo de Seguridad, por un mandato de cinco años renovable. Su función es a la vez administrativa y política: habla en nombre de la Organización, ofrece sus buenos oficios para ayudar a prevenir y resolver conflictos y puede llamar la atención del Consejo de Seguridad hacia cualquier asunto que pueda poner en peligro la paz y la seguridad internacionales.",
    },
    { kind: "heading", text: "Una función pública independiente" },
    {
      kind: "paragraph",
      text: "La Carta deja claro que la Secretaría está al servicio de la Organización en su conjunto, y no de un país determinado. El Secretario General y el personal no pueden solicitar ni recibir instrucciones de ningún gobierno ni de ninguna autoridad ajena a las Naciones Unidas, y los Estados Miembros se comprometen a respetar el carácter exclusivamente internacional de sus funciones. Esta independencia es esencial para que todas las partes confíen en la Secretaría, ya sea cuando presta apoyo a unas elecciones, vigila un alto el fuego o informa sobre la situación de la economía mundial.",
    },
    { kind: "heading", text: "Departamentos y oficinas" },
    {
      kind: "paragraph",
      text: "La Secretaría se organiza en departamentos y oficinas, cada uno con su propio ámbito de trabajo. Algunos se ocupan de los asuntos políticos y las operaciones de paz; otros, de los asuntos económicos y sociales, la coordinación humanitaria, los derechos humanos, el desarme, los asuntos jurídicos, la comunicación o la gestión y el apoyo. Además de la Sede, forman parte de la Secretaría las grandes oficinas de Ginebra, Viena y Nairobi y las cinco comisiones regionales. Muchos de los informes, estadísticas y publicaciones que se asocian con las Naciones Unidas son obra del personal de la Secretaría.",
    },
  ],
  related: [
    { label: "Empleo", href: "/careers" },
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
    {
      label: "El Secretario General ante la 80.ª Asamblea General",
      href: "/media/sg-interview-unga80",
    },
  ],
};
