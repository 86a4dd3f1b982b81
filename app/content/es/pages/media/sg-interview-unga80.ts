import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/sg-interview-unga80",
  section: "media",
  title: "El Secretario General ante la 80.ª Asamblea General",
  lead: "En vísperas del 80.º período de sesiones de la Asamblea General, el Secretario General analizó los temas de su programa: la paz, el clima, la financiación para el desarrollo y la reforma de las Naciones Unidas.",
  published: "2025-09-18",
  image: {
    id: "media-sg-interview-unga80",
    alt: "Ilustración de dos sillones enfrentados junto a una ventana con vistas a una alta torre de cristal a orillas de un río",
  },
  body: [
    {
      kind: "paragraph",
      text: "Cada mes de septiembre, antes de que los dirigentes mundiales lleguen a Nueva York, el Secretario General expone las prioridades a las que se enfrenta la Asamblea General. Esta entrevista, grabada antes de la semana de alto nivel del 80.º período de sesiones, examina el estado del mundo en el año en que las Naciones Unidas cumplen 80 años. La conversación abarca desde las guerras que acaparan los titulares hasta las crisis más lentas del cambio climático y la deuda, pasando por el futuro de la propia Organización. Esta página resume los principales temas de la entrevista y ofrece información de contexto sobre cada uno de ellos.",
    },
    { kind: "heading", text: "Paz y seguridad" },
    {
      kind: "paragraph",
      text: "La entrevista comienza con la paz. El 80.º período de sesiones se inauguró en un momento de graves conflictos: las guerras de Ucrania, Gaza y el Sudán causaban un inmenso sufrimiento y desplazamientos entre la población civil, y muchas otras crisis recibían mucha menos atención. La conversación examina el papel de las Naciones Unidas en la protección de los civiles, la prestación de ayuda humanitaria y el apoyo a la diplomacia, así como los límites a los que se enfrentan cuando los miembros del Consejo de Seguridad están divididos. También vuelve sobre el respeto del derecho internacional y de la Carta, en virtud de la cual todos los Miembros se han comprometido a resolver sus controversias por medios pacíficos.",
    },
    { kind: "heading", text: "Clima y financiación para el desarrollo" },
    {
      kind: "paragraph",
      text: "En cuanto al clima, el diálogo mira hacia la COP30, que se celebraría en Belém (Brasil) en noviembre de 2025, el año en que los países debían presentar nuevos planes climáticos nacionales en el marco del Acuerdo de París. Las evaluaciones científicas muestran que, para mantener al alcance el límite de 1,5\u00A0°C, las emisiones deben reducirse de forma profunda y rápida en este decenio, y que hace falta un apoyo mucho mayor a la adaptación en los países más expuestos a los efectos del clima. La entrevista explora también cómo la transición a la energía limpia puede crear empleo y oportunidades, siempre que los países en desarrollo tengan acceso a la financiación y la tecnología que necesitan.",
    },
    {
      kind: "paragraph",
      text: "La financiación para el desarrollo es el tercer tema. Muchos países en desarrollo destinan hoy más recursos al servicio de su deuda que a la salud o la educación, lo que les deja poco margen para invertir en los Objetivos de Desarrollo Sostenible. A mediados de 2025, la Cuarta Conferencia Internacional sobre la Financiación para el Desarrollo, celebrada en Sevilla (España), reunió a los gobiernos para acordar medios de movilizar recursos, reformar la arquitectura financiera internacional y hacer frente a la deuda insostenible. La entrevista analiza qué hará falta para convertir esos compromisos en fondos que lleguen a las personas y los lugares que los necesitan, cuando solo quedan cinco años para 2030.",
    },
    { kind: "heading", text: "Unas Naciones Unidas para los próximos 80 años" },
    {
      kind: "paragraph",
      text: "La última parte de la entrevista se centra en la propia Organización. En 2024, los Estados Miembros aprobaron el Pacto para el Futuro, con compromisos para reformar el Consejo de Seguridad, fortalecer el sistema financiero internacional y mejorar la cooperación en materia de nuevas tecnologías. En 2025, el Secretario General puso en marcha la Iniciativa ONU80 para que las Naciones Unidas sean más eficientes y eficaces en un momento de presupuestos ajustados, entre otras cosas examinando cómo se ejecutan sus mandatos y cómo está estructurada. La conversación explora cómo puede adaptarse la Organización para seguir siendo pertinente, gozar de confianza y obtener resultados en sus próximos 80 años.",
    },
  ],
  related: [
    {
      label: "Los líderes mundiales se reúnen en la 80.ª Asamblea General",
      href: "/stories/unga80-high-level-week",
    },
    { label: "La AGNU80 en cifras", href: "/media/unga80-facts" },
    { label: "Secretaría", href: "/structure/secretariat" },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
  ],
};
