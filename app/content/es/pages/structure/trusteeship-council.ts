import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/trusteeship-council",
  section: "structure",
  title: "Consejo de Administración Fiduciaria",
  lead: "El Consejo de Administración Fiduciaria supervisó los territorios en su camino hacia el autogobierno. Cumplida su labor, suspendió sus actividades el 1 de noviembre de 1994.",
  image: {
    id: "structure-trusteeship-council",
    alt: "Ilustración de una puerta abierta que conduce de una sala de reuniones a unas islas y un sol naciente",
  },
  body: [
    {
      kind: "paragraph",
      text: "El Consejo de Administración Fiduciaria es uno de los seis órganos principales establecidos por la Carta en 1945. Se le encomendó la tarea de supervisar la administración de los territorios en fideicomiso, es decir, los territorios sometidos al Régimen Internacional de Administración Fiduciaria, la mayoría de ellos antiguos mandatos de la Sociedad de las Naciones o territorios segregados de los Estados vencidos en la Segunda Guerra Mundial. El objetivo era promover el adelanto político, económico, social y educativo de sus habitantes y su desarrollo progresivo hacia el gobierno propio o la independencia.",
    },
    { kind: "heading", text: "Once territorios" },
    {
      kind: "paragraph",
      text: "En total, once territorios quedaron sometidos a administración fiduciaria, en África y en el Pacífico. Cada uno de ellos estaba a cargo de un Estado Miembro que actuaba como autoridad administradora y que rendía informe al Consejo cada año. El Consejo examinaba esos informes, recibía peticiones de la población de los territorios y enviaba misiones visitadoras para conocer la situación sobre el terreno. Uno tras otro, los territorios alcanzaron la independencia o, en algunos casos, se unieron a países vecinos, a menudo tras una votación organizada u observada por las Naciones Unidas.",
    },
    { kind: "heading", text: "Una tarea cumplida" },
    {
      kind: "paragraph",
      text: "El último territorio en fideicomiso fue Palau, en el Pacífico occidental, que había formado parte del Territorio en Fideicomiso de las Islas del Pacífico, administrado por los Estados Unidos. Cuando Palau se independizó, el 1 de octubre de 1994, no quedó ningún territorio bajo administración fiduciaria. El Consejo suspendió sus actividades el 1 de noviembre de 1994 y modificó su reglamento para dejar de reunirse anualmente y hacerlo solo cuando fuera necesario, por decisión propia o de su Presidencia, o a petición de la mayoría de sus miembros, de la Asamblea General o del Consejo de Seguridad.",
    },
    {
      kind: "paragraph",
      text: "Los miembros del Consejo son los cinco miembros permanentes del Consejo de Seguridad. Su salón en la Sede de Nueva York, diseñado por el arquitecto danés Finn Juhl, se sigue utilizando para otras reuniones y actos. El Consejo sigue figurando en la Carta, y su historia se cita a menudo como uno de los éxitos más claros de las Naciones Unidas: un órgano que cumplió la tarea para la que fue creado. La labor relativa a los territorios no autónomos que aún quedan continúa a través de la Asamblea General y de su Comité Especial de Descolonización.",
    },
  ],
  related: [
    { label: "La Carta de las Naciones Unidas", href: "/about/charter" },
    { label: "Miembros de las Naciones Unidas", href: "/about/membership" },
    { label: "El sistema de las Naciones Unidas", href: "/about/structure" },
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
  ],
};
