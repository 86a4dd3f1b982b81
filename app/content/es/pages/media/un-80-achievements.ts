import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/un-80-achievements",
  section: "media",
  title: "ONU80: ocho décadas de logros",
  lead: "Un cortometraje repasa los hitos de 80 años de labor de las Naciones Unidas en favor de la paz, los derechos humanos y el desarrollo. Esto es lo que abarca cada uno de sus capítulos.",
  published: "2025-10-24",
  image: {
    id: "media-un-80-achievements",
    alt: "Ilustración de una cronología en forma de cinta sinuosa marcada con una paloma, un globo terráqueo, un libro abierto y un vial de vacuna",
  },
  body: [
    {
      kind: "paragraph",
      text: "Cuando la Carta de las Naciones Unidas entró en vigor, el 24 de octubre de 1945, el mundo salía de una guerra que había causado decenas de millones de muertos. Los 51 Miembros fundadores se comprometieron a preservar a las generaciones venideras del flagelo de la guerra y a construir un mundo de progreso social y mejores condiciones de vida para todos. Ochenta años después, con 193 Estados Miembros, la Organización puede presentar logros que han cambiado innumerables vidas. Esta película, estrenada con motivo del 80.º aniversario, repasa algunos de ellos en cinco capítulos, que se resumen a continuación.",
    },
    { kind: "heading", text: "Capítulo 1: Mantener la paz" },
    {
      kind: "paragraph",
      text: "El primer capítulo sigue la trayectoria del mantenimiento de la paz de las Naciones Unidas desde sus inicios en 1948, cuando se enviaron observadores militares a Oriente Medio para ayudar a supervisar una tregua. Desde entonces se han desplegado en todo el mundo más de 70 operaciones de mantenimiento de la paz, que han protegido a civiles, han ayudado a excombatientes a deponer las armas, han apoyado elecciones y han reconstruido instituciones tras los conflictos. En 1988, las fuerzas de mantenimiento de la paz de las Naciones Unidas recibieron el Premio Nobel de la Paz. El capítulo recuerda también la labor más discreta de la mediación y la diplomacia preventiva, gracias a la cual los enviados del Secretario General han ayudado a las partes a poner fin a guerras o a evitarlas por completo.",
    },
    { kind: "heading", text: "Capítulos 2 y 3: Libertad y derechos humanos" },
    {
      kind: "paragraph",
      text: "El segundo capítulo aborda la descolonización. Cuando se fundaron las Naciones Unidas, casi un tercio de la población mundial vivía en territorios que no se gobernaban a sí mismos. En 1960, la Asamblea General aprobó la Declaración sobre la Concesión de la Independencia a los Países y Pueblos Coloniales, y desde 1945 más de 80 antiguas colonias han obtenido la independencia; muchas de ellas se han incorporado después a la Organización como Estados Miembros. Hoy siguen figurando en la lista de las Naciones Unidas diecisiete Territorios No Autónomos, y la Asamblea General continúa acompañando su camino hacia la libre determinación.",
    },
    {
      kind: "paragraph",
      text: "El tercer capítulo está dedicado a la Declaración Universal de Derechos Humanos, aprobada por la Asamblea General en París el 10 de diciembre de 1948. Por primera vez, los países enunciaron conjuntamente los derechos y libertades fundamentales que corresponden a todo ser humano, sin distinción alguna. La Declaración se ha traducido a más de 500 idiomas. Ha inspirado constituciones nacionales y un conjunto de tratados internacionales vinculantes, entre ellos los dos pactos, de derechos civiles y políticos y de derechos económicos, sociales y culturales, y convenciones que protegen a las mujeres, los niños y las personas con discapacidad.",
    },
    { kind: "heading", text: "Capítulos 4 y 5: Salud, alimentos y una agenda común" },
    {
      kind: "paragraph",
      text: "El cuarto capítulo muestra la labor de los organismos de las Naciones Unidas en materia de salud y alimentación. Gracias a una campaña mundial dirigida por la Organización Mundial de la Salud, la viruela se declaró erradicada en 1980, y un esfuerzo mundial ha reducido los casos de poliomielitis en más de un 99\u00A0% desde 1988. El UNICEF ayuda a suministrar las vacunas que protegen a los niños en muchos países. El Programa Mundial de Alimentos, creado en 1961 y galardonado con el Premio Nobel de la Paz en 2020, lleva asistencia alimentaria a las personas afectadas por conflictos y desastres. El último capítulo se centra en la Agenda 2030 para el Desarrollo Sostenible, aprobada en septiembre de 2015, cuyos 17 Objetivos ofrecen un plan común para las personas y el planeta.",
    },
  ],
  related: [
    { label: "Panorama general e historia", href: "/about/overview" },
    { label: "La Carta de las Naciones Unidas", href: "/about/charter" },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
    {
      label: "Los líderes mundiales se reúnen en la 80.ª Asamblea General",
      href: "/stories/unga80-high-level-week",
    },
  ],
};
