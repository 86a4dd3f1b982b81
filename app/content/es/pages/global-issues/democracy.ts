import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/democracy",
  section: "global-issues",
  title: "Democracia",
  lead: "Las Naciones Unidas no promueven ningún modelo concreto de democracia, pero defienden sus principios esenciales: los derechos humanos, el estado de derecho y el derecho de los pueblos a elegir a quienes los gobiernan.",
  image: {
    id: "global-issues-democracy",
    alt: "Ilustración de una urna en la que manos de distintos tonos de piel depositan papeletas de voto",
  },
  body: [
    {
      kind: "paragraph",
      text: "La palabra democracia no figura en la Carta de las Naciones Unidas; sin embargo, la Carta comienza con las palabras «Nosotros los pueblos», que recuerdan que, en última instancia, la Organización extrae su autoridad de las personas de todo el mundo. Con el paso de las décadas, la democracia se ha convertido en uno de los valores universales que están en el centro de la labor de las Naciones Unidas. La Organización no impone ni privilegia ningún modelo de gobierno. Reconoce que las democracias comparten rasgos comunes, como el respeto de los derechos humanos, las elecciones libres y limpias y las instituciones que rinden cuentas, aunque adoptan formas muy diversas, moldeadas por la historia y la cultura de cada país.",
    },
    { kind: "heading", text: "Arraigada en los derechos humanos" },
    {
      kind: "paragraph",
      text: "Los fundamentos de la democracia están enunciados en la Declaración Universal de Derechos Humanos, aprobada por la Asamblea General el 10 de diciembre de 1948, que reconoce el derecho de toda persona a participar en el gobierno de su país. El Pacto Internacional de Derechos Civiles y Políticos, aprobado en 1966, convirtió este derecho en una obligación jurídica para los Estados partes. La libertad de expresión, de reunión y de asociación, junto con unos tribunales independientes y una prensa libre, permite a la ciudadanía participar en la vida pública, exigir cuentas a sus dirigentes y cambiarlos por medios pacíficos.",
    },
    {
      kind: "quote",
      text: "La autoridad del poder público se basa en la voluntad del pueblo, que debe expresarse mediante elecciones auténticas celebradas periódicamente, por sufragio universal e igual y por voto secreto.",
      source: "Declaración Universal de Derechos Humanos, artículo 21 (paráfrasis)",
    },
    { kind: "heading", text: "Apoyo a las elecciones y las instituciones" },
    {
      kind: "paragraph",
      text: "Las Naciones Unidas prestan asistencia electoral a los países que la solicitan o cuando el Consejo de Seguridad o la Asamblea General les han conferido un mandato para ello. El apoyo puede abarcar desde el asesoramiento técnico sobre leyes electorales, inscripción de votantes y logística hasta, en casos más excepcionales, la organización o verificación de elecciones. Muchos países han recibido esta ayuda, a menudo en el delicado período posterior a un conflicto, cuando unos comicios creíbles pueden ayudar a una sociedad a encaminarse hacia una paz duradera. No obstante, las decisiones corresponden siempre al pueblo del país de que se trate, y la asistencia tiene por objeto fortalecer sus propias instituciones.",
    },
    {
      kind: "paragraph",
      text: "La democracia es mucho más que las elecciones. Las Naciones Unidas trabajan para fortalecer los parlamentos, los sistemas de justicia, las instituciones de derechos humanos y los gobiernos locales, y para que las mujeres, los jóvenes, las minorías y otros grupos puedan participar plenamente en la vida pública. El Objetivo de Desarrollo Sostenible 16 aboga por sociedades pacíficas e inclusivas, el acceso a la justicia para todos e instituciones eficaces y responsables a todos los niveles. El Fondo de las Naciones Unidas para la Democracia, creado en 2005, apoya proyectos dirigidos por organizaciones de la sociedad civil que dan más voz a las personas y las animan a participar en los procesos democráticos.",
    },
    {
      kind: "paragraph",
      text: "La democracia está sometida a presiones en muchas partes del mundo, desde la desinformación y los ataques contra periodistas hasta las restricciones impuestas a la sociedad civil y la pérdida de confianza en las instituciones públicas. La Asamblea General eligió el 15 de septiembre como Día Internacional de la Democracia, que se celebró por primera vez en 2008, para alentar tanto a los gobiernos como a la ciudadanía a examinar el estado de la democracia y renovar su compromiso con ella. El Día recuerda que la democracia nunca es una obra acabada: depende de una ciudadanía informada y activa y de instituciones que la escuchen y le rindan cuentas.",
    },
  ],
  related: [
    { label: "La Carta de las Naciones Unidas", href: "/about/charter" },
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "Igualdad de género", href: "/gender-equality" },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
  ],
};
