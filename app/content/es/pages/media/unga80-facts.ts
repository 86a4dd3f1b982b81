import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/unga80-facts",
  section: "media",
  title: "La AGNU80 en cifras",
  lead: "El 80.º período de sesiones de la Asamblea General en cifras: quién participa, cómo funciona y cuándo tienen lugar sus momentos clave.",
  published: "2025-09-09",
  image: {
    id: "media-unga80-facts",
    alt: "Ilustración de escaños escalonados en un salón semicircular, con sencillas fichas numéricas y pequeñas banderas flotando encima",
  },
  body: [
    {
      kind: "paragraph",
      text: "La Asamblea General es el único lugar donde todos los Estados Miembros de las Naciones Unidas se sientan en pie de igualdad. Su 80.º período de sesiones se inauguró en la Sede de Nueva York el 9 de septiembre de 2025, el año en que la Organización conmemoró el 80.º aniversario de la entrada en vigor de su Carta. Estos son algunos de los datos y cifras clave del período de sesiones, desde el número de países participantes hasta los idiomas en que se expresan y la forma en que la Asamblea organiza su trabajo.",
    },
    {
      kind: "list",
      items: [
        "193 Estados Miembros, cada uno con un voto, sea cual sea su tamaño o población",
        "2 Estados observadores no miembros: la Santa Sede y el Estado de Palestina",
        "9 de septiembre de 2025: apertura del 80.º período de sesiones",
        "23 de septiembre de 2025: comienzo del debate general, durante la semana de alto nivel",
        "24 de octubre de 2025: Día de las Naciones Unidas, 80 años después de la entrada en vigor de la Carta",
        "6 idiomas oficiales: árabe, chino, español, francés, inglés y ruso",
        "6 Comisiones Principales, cada una encargada de un amplio ámbito del programa",
        "1 Presidencia, elegida para cada período de sesiones",
      ],
    },
    { kind: "heading", text: "Un país, un voto" },
    {
      kind: "paragraph",
      text: "Cada Estado Miembro dispone de un solo voto en la Asamblea. Las decisiones sobre cuestiones importantes, como las recomendaciones relativas a la paz y la seguridad, la admisión de nuevos Miembros y las cuestiones presupuestarias, requieren una mayoría de dos tercios de los Miembros presentes y votantes; las demás cuestiones se deciden por mayoría simple. Muchas resoluciones se aprueban por consenso, sin votación. La mayoría de las resoluciones de la Asamblea son recomendaciones y no obligaciones vinculantes, pero tienen el peso de la opinión mundial, y las decisiones de la Asamblea sobre el presupuesto de la Organización y sobre el reparto de sus gastos entre los Miembros son vinculantes.",
    },
    { kind: "heading", text: "La Presidencia y el Salón" },
    {
      kind: "paragraph",
      text: "La Presidencia de la Asamblea General se elige cada año, unos meses antes del inicio del período de sesiones, y rota entre los cinco grupos regionales de Estados Miembros. Quien la ocupa preside las sesiones plenarias, orienta los trabajos del período de sesiones y representa a la Asamblea. La Asamblea elige también a 21 Vicepresidentes y a quienes presiden sus seis Comisiones Principales. Las sesiones plenarias se celebran en el Salón de la Asamblea General de la Sede, la sala de reuniones más grande del complejo, donde el emblema de las Naciones Unidas preside la tribuna desde la que los dirigentes se dirigen al mundo.",
    },
    { kind: "heading", text: "Idiomas y una larga historia" },
    {
      kind: "paragraph",
      text: "Los delegados suelen intervenir en uno de los seis idiomas oficiales, y sus palabras se interpretan simultáneamente a los otros cinco para que todas las delegaciones puedan seguir el debate. Los documentos oficiales se publican en los seis idiomas. La historia de la Asamblea se remonta al 10 de enero de 1946, cuando se reunió por primera vez en Londres con representantes de los 51 Miembros originarios. Desde entonces, el número de sus miembros casi se ha cuadruplicado, en gran medida como consecuencia de la descolonización, lo que convierte a la Asamblea en el órgano más representativo de la comunidad internacional.",
    },
  ],
  related: [
    { label: "Asamblea General", href: "/structure/general-assembly" },
    {
      label: "Los líderes mundiales se reúnen en la 80.ª Asamblea General",
      href: "/stories/unga80-high-level-week",
    },
    { label: "Miembros de las Naciones Unidas", href: "/about/membership" },
    {
      label: "El Secretario General ante la 80.ª Asamblea General",
      href: "/media/sg-interview-unga80",
    },
  ],
};
