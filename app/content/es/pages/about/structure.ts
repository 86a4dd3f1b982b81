import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/structure",
  section: "about",
  title: "El sistema de las Naciones Unidas",
  lead: "Seis órganos principales constituyen el núcleo de las Naciones Unidas, respaldados por una familia más amplia de fondos, programas y organismos especializados que trabajan en todo el mundo.",
  image: {
    id: "about-structure",
    alt: "Ilustración de seis círculos conectados en el centro de una red más amplia de nodos más pequeños enlazados entre sí",
  },
  body: [
    {
      kind: "paragraph",
      text: "Las Naciones Unidas son mucho más que una sola organización. En su centro se encuentran los seis órganos principales establecidos por la Carta en 1945. A su alrededor ha ido creciendo una gran familia de fondos, programas, organismos especializados y otras entidades, cada uno con su propio mandato, su propia dirección y su propio presupuesto. En conjunto se conocen como el sistema de las Naciones Unidas. Trabajan en casi todos los países, en cuestiones que van desde el socorro de emergencia y la salud infantil hasta la seguridad aérea, la predicción meteorológica y la protección de la propiedad intelectual.",
    },
    { kind: "heading", text: "Los seis órganos principales" },
    {
      kind: "list",
      items: [
        "Asamblea General: los 193 Estados Miembros, con un voto cada uno",
        "Consejo de Seguridad: 15 miembros, con la responsabilidad primordial de mantener la paz y la seguridad",
        "Consejo Económico y Social: 54 miembros que coordinan la labor económica, social y ambiental",
        "Corte Internacional de Justicia: el principal órgano judicial, con sede en La Haya",
        "Secretaría: el personal internacional, dirigido por el Secretario General",
        "Consejo de Administración Fiduciaria: suspendió sus actividades en 1994, tras cumplir su cometido",
      ],
    },
    {
      kind: "paragraph",
      text: "Cinco de los seis órganos principales se encuentran en la Sede de Nueva York. La excepción es la Corte Internacional de Justicia, que se encuentra en el Palacio de la Paz de La Haya (Países Bajos). La Asamblea General, el Consejo de Seguridad y el Consejo Económico y Social pueden crear además órganos subsidiarios, como comités, comisiones y consejos, que les ayudan a desempeñar su labor. El Consejo de Derechos Humanos, por ejemplo, fue establecido por la Asamblea General en 2006 y se reúne en Ginebra.",
    },
    { kind: "heading", text: "Fondos y programas" },
    {
      kind: "paragraph",
      text: "Los fondos y programas fueron creados por las Naciones Unidas para llevar a cabo tareas concretas, y la mayoría se financian principalmente con contribuciones voluntarias de gobiernos y otros donantes. Entre ellos figuran el Fondo de las Naciones Unidas para la Infancia (UNICEF), que trabaja por los derechos y el bienestar de los niños; el Programa de las Naciones Unidas para el Desarrollo (PNUD), que ayuda a los países a reducir la pobreza y a construir instituciones sólidas; el Programa Mundial de Alimentos (PMA), que presta asistencia alimentaria en situaciones de emergencia; y el Programa de las Naciones Unidas para el Medio Ambiente (PNUMA), con sede en Nairobi. Cada uno de ellos está supervisado por un órgano rector integrado por Estados Miembros.",
    },
    { kind: "heading", text: "Organismos especializados" },
    {
      kind: "paragraph",
      text: "Los organismos especializados son organizaciones internacionales independientes vinculadas a las Naciones Unidas mediante acuerdos especiales. Tienen sus propios Estados miembros, órganos rectores y presupuestos, y coordinan su labor con las Naciones Unidas por conducto del Consejo Económico y Social. Algunos son más antiguos que las propias Naciones Unidas: la Organización Internacional del Trabajo data de 1919, y la Unión Postal Universal, de 1874. Otros son la Organización Mundial de la Salud, la Organización de las Naciones Unidas para la Alimentación y la Agricultura, la UNESCO, la Organización de Aviación Civil Internacional, el Fondo Monetario Internacional y el Grupo Banco Mundial.",
    },
  ],
  related: [
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
    { label: "Secretaría", href: "/structure/secretariat" },
    { label: "Panorama general e historia", href: "/about/overview" },
  ],
};
