import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/faq",
  section: "help",
  title: "Preguntas frecuentes",
  lead: "Respuestas a preguntas habituales sobre las Naciones Unidas y sobre este sitio web, desde cómo encontrar documentos o hacer una visita hasta los temas de visualización, los idiomas y la accesibilidad.",
  image: {
    id: "faq",
    alt: "Ilustración de grandes signos de interrogación y bocadillos de diálogo alrededor de un ordenador portátil abierto",
  },
  body: [
    { kind: "heading", text: "¿Qué son las Naciones Unidas?" },
    {
      kind: "paragraph",
      text: "Las Naciones Unidas son una organización internacional fundada en 1945, tras la Segunda Guerra Mundial, por 51 países decididos a mantener la paz y a trabajar juntos. Hoy cuentan con 193 Estados Miembros. Ofrecen a los países un lugar donde debatir problemas comunes y acordar medidas, y, a través de sus fondos, programas y organismos especializados, trabajan en favor de la paz y la seguridad, los derechos humanos, la ayuda humanitaria, la salud, la lucha contra el cambio climático y el desarrollo sostenible. Su labor se rige por la Carta de las Naciones Unidas, su tratado fundacional.",
    },
    { kind: "heading", text: "¿Cómo puedo encontrar documentos oficiales de la ONU?" },
    {
      kind: "paragraph",
      text: "Los documentos oficiales de las Naciones Unidas, como las resoluciones, los informes y las actas de sesiones, se identifican mediante una signatura compuesta por letras y números. La primera parte suele indicar qué órgano ha publicado el documento: las signaturas que empiezan por A/ corresponden a la Asamblea General; las que empiezan por S/, al Consejo de Seguridad; y las que empiezan por E/, al Consejo Económico y Social. Los documentos oficiales se publican en los seis idiomas oficiales. La página Documentos de este sitio es el punto de partida, y las páginas dedicadas a cada órgano principal explican qué tipo de decisiones adopta.",
    },
    { kind: "heading", text: "¿Se pueden visitar las Naciones Unidas?" },
    {
      kind: "paragraph",
      text: "Sí. Se ofrecen visitas guiadas en la Sede de Nueva York y en otras oficinas de las Naciones Unidas, como el Palacio de las Naciones en Ginebra y el Centro Internacional de Viena. Las visitas suelen recorrer algunas de las principales salas de reuniones y explican la historia y la labor de la Organización. Por lo general es necesario reservar con antelación; todos los visitantes pasan un control de seguridad y deben llevar un documento de identidad válido con fotografía, y las visitas pueden limitarse o suspenderse durante las grandes reuniones, como la semana de alto nivel de la Asamblea General en septiembre.",
    },
    { kind: "heading", text: "¿Es accesible este sitio web?" },
    {
      kind: "paragraph",
      text: "El sitio está diseñado para que pueda utilizarlo el mayor número posible de personas, incluidas las que navegan con el teclado, usan un lector de pantalla o amplían el texto con el zoom del navegador. Las páginas se organizan con encabezados claros, todas las imágenes significativas tienen una descripción textual y los textos están redactados en un lenguaje sencillo. Si le cuesta leer los colores predeterminados, el botón de tema ofrece dos opciones de alto contraste. Nos proponemos seguir las Pautas de Accesibilidad para el Contenido Web y consideramos cualquier barrera que persista como un fallo que debe corregirse.",
    },
    { kind: "heading", text: "¿Cómo cambio los colores del sitio?" },
    {
      kind: "paragraph",
      text: "Utilice el botón flotante de tema, disponible en todas las páginas. Ofrece cuatro temas de visualización: Oscuro de alto contraste, Normal, Claro de alto contraste y Sistema. El tema Sistema sigue el modo claro u oscuro configurado en su dispositivo. Su elección se guarda en el almacenamiento local del navegador en una sola entrada, un-theme, para que el sitio tenga el mismo aspecto la próxima vez que lo visite. La elección permanece en su navegador y no se envía al servidor. Puede cambiar de tema en cualquier momento, o restablecerlo borrando los datos del sitio en su navegador.",
    },
    { kind: "heading", text: "¿En qué idiomas está disponible el sitio?" },
    {
      kind: "paragraph",
      text: "El sitio está disponible en los seis idiomas oficiales de las Naciones Unidas: árabe, chino, español, francés, inglés y ruso. Puede cambiar de idioma desde el menú de idiomas. El idioma en que lee forma parte de la dirección de la página, de modo que un enlace que comparta se abrirá en el mismo idioma para quien lo reciba, y los marcadores también conservan su idioma. Como la dirección ya indica qué idioma debe utilizarse, su elección no se guarda en el navegador.",
    },
    { kind: "heading", text: "¿Cómo puedo ponerme en contacto con las Naciones Unidas?" },
    {
      kind: "paragraph",
      text: "Este sitio web es una fuente de información de solo lectura. No tiene formularios, cuentas ni listas de correo, y no puede recibir mensajes. Si tiene una pregunta para las propias Naciones Unidas, los centros de información de la Organización en muchos países ofrecen información pública, a menudo en los idiomas locales, y las oficinas y los organismos de las Naciones Unidas publican sus propios datos de contacto. Si le interesa trabajar para la Organización, consulte la página Empleo. Si tiene preguntas sobre cómo trata los datos este sitio, el Aviso de privacidad explica con exactitud qué se guarda y qué se registra.",
    },
  ],
  related: [
    { label: "Aviso de privacidad", href: "/privacy-notice" },
    { label: "Condiciones de uso", href: "/terms-of-use" },
    { label: "Datos esenciales", href: "/about/essential" },
    { label: "Documentos", href: "/documents" },
  ],
};
