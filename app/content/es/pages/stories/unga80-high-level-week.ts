import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/unga80-high-level-week",
  section: "stories",
  title: "Los líderes mundiales se reúnen en la 80.ª Asamblea General",
  lead: "En septiembre de 2025, líderes de todo el mundo acudieron a Nueva York para la semana de alto nivel del 80.º período de sesiones de la Asamblea General, el año en que las Naciones Unidas cumplieron 80 años.",
  published: "2025-09-22",
  image: {
    id: "stories-unga80-high-level-week",
    alt: "Ilustración de un salón de asambleas circular con hileras de banderas bajo un gran emblema con un globo terráqueo",
  },
  body: [
    {
      kind: "paragraph",
      text: "Cada mes de septiembre, Nueva York se convierte en el punto de encuentro del mundo entero. El 80.º período de sesiones de la Asamblea General de las Naciones Unidas se inauguró en la Sede el 9 de septiembre de 2025 y, dos semanas después, comenzó su semana de alto nivel, que reunió en el mismo edificio y al mismo tiempo a Jefes de Estado y de Gobierno, ministros y altos funcionarios. Durante unos días, los dirigentes de los 193 Estados Miembros pueden dialogar entre sí y dirigirse al mundo en un foro en el que todos los países, grandes o pequeños, tienen la misma voz y el mismo voto.",
    },
    { kind: "heading", text: "El debate general" },
    {
      kind: "paragraph",
      text: "El acto central de la semana es el debate general, que se inició el 23 de septiembre de 2025 en el Salón de la Asamblea General. Uno tras otro, los dirigentes suben a la tribuna para exponer la visión de su país sobre la situación mundial y sobre las cuestiones que más preocupan a su población. Por una larga tradición, el Brasil es el primer Estado Miembro en intervenir, seguido de los Estados Unidos como país anfitrión. El debate se prolonga durante varios días, y todas las intervenciones se interpretan a los seis idiomas oficiales de las Naciones Unidas para que todas las delegaciones puedan seguirlas.",
    },
    { kind: "heading", text: "Más allá de la tribuna" },
    {
      kind: "paragraph",
      text: "Buena parte de la labor de la semana se desarrolla lejos de la tribuna. Paralelamente al debate general se celebran reuniones de alto nivel sobre temas concretos, y cientos de actos paralelos reúnen a gobiernos, entidades de las Naciones Unidas, la sociedad civil y el sector empresarial. Los dirigentes también mantienen reuniones bilaterales, a veces entre países que rara vez se sientan juntos en otro lugar. Estas conversaciones más discretas pueden rebajar tensiones, preparar acuerdos o recabar apoyo para nuevas iniciativas. Para los Estados más pequeños en particular, la semana ofrece acceso, en un único lugar, a socios y responsables de la toma de decisiones con los que, de otro modo, necesitarían meses de viajes para reunirse.",
    },
    { kind: "heading", text: "Por qué este año es importante" },
    {
      kind: "paragraph",
      text: "El 80.º período de sesiones tiene un significado especial. La Carta de las Naciones Unidas entró en vigor el 24 de octubre de 1945, por lo que el período de sesiones coincide con el año en que la Organización celebra su 80.º aniversario. Es un momento para repasar lo que ha logrado la cooperación entre las naciones desde el final de la Segunda Guerra Mundial, desde el mantenimiento de la paz y la descolonización hasta los derechos humanos y el desarrollo. Es también un momento de reflexión sincera, ya que el mundo se enfrenta a conflictos armados, al calentamiento del clima, a profundas desigualdades y a un rápido cambio tecnológico que ningún país puede gestionar por sí solo.",
    },
    {
      kind: "paragraph",
      text: "El aniversario llega en un momento en que los Estados Miembros estudian cómo deben cambiar las Naciones Unidas para responder a las exigencias de las próximas décadas. En septiembre de 2024 aprobaron el Pacto para el Futuro, con compromisos sobre la paz y la seguridad, el desarrollo sostenible, la cooperación digital, la juventud y las generaciones futuras, y la reforma de las instituciones mundiales. En 2025, el Secretario General puso en marcha la Iniciativa ONU80, que examina cómo puede la Organización trabajar con más eficiencia y obtener mejores resultados con sus recursos. Los discursos y las reuniones de la semana de alto nivel contribuyen a marcar la orientación política de estos esfuerzos.",
    },
  ],
  related: [
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "La AGNU80 en cifras", href: "/media/unga80-facts" },
    {
      label: "El Secretario General ante la 80.ª Asamblea General",
      href: "/media/sg-interview-unga80",
    },
    { label: "ONU80: ocho décadas de logros", href: "/media/un-80-achievements" },
  ],
};
