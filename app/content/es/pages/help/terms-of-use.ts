import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/terms-of-use",
  section: "help",
  title: "Condiciones de uso",
  lead: "Condiciones, en lenguaje sencillo, para utilizar este sitio web informativo de solo lectura y reutilizar su contenido. Última actualización: 1 de septiembre de 2025.",
  image: {
    id: "terms-of-use",
    alt: "Ilustración de un documento con una lista de verificación y una lupa sobre un fondo claro",
  },
  body: [
    {
      kind: "paragraph",
      text: "Estas condiciones explican cómo puede utilizar este sitio web. El sitio es una fuente de información de solo lectura sobre las Naciones Unidas: no tiene cuentas ni formularios, no vende nada, y no es necesario registrarse ni facilitar ningún dato personal para leerlo. Al utilizar el sitio o reutilizar su contenido, usted acepta estas condiciones; si no está de acuerdo con ellas, le rogamos que no utilice el sitio. Estas condiciones se actualizaron por última vez el 1 de septiembre de 2025.",
    },
    { kind: "heading", text: "Uso del contenido" },
    {
      kind: "paragraph",
      text: "El contenido se ofrece tal cual, con fines de información general. Procuramos que sea exacto, claro y actualizado, pero no podemos garantizar que todas las páginas estén completas, al día o libres de errores, y es posible que el sitio no esté disponible en algunos momentos. Las páginas no constituyen asesoramiento jurídico, financiero ni profesional, y los documentos oficiales de las Naciones Unidas siguen siendo el registro fidedigno de las decisiones de la Organización. En la medida en que lo permita la ley, no nos hacemos responsables de ninguna pérdida derivada de confiar en la información que aquí figura.",
    },
    {
      kind: "paragraph",
      text: "Puede reutilizar libremente el texto de este sitio con fines no comerciales, como la enseñanza, la investigación, el periodismo o el estudio personal, siempre que cite este sitio como fuente y no altere el sentido de lo que reproduce. Le rogamos que indique claramente si ha abreviado, traducido o adaptado un pasaje. Esta autorización no abarca la reutilización con fines comerciales ni de un modo que dé a entender que este sitio le ha dado su aprobación a usted, a su organización o a su trabajo.",
    },
    { kind: "heading", text: "El emblema, las imágenes y el respaldo" },
    {
      kind: "paragraph",
      text: "El emblema y las imágenes de este sitio son propios del sitio y no están incluidos en la autorización para reutilizar los textos. Le rogamos que no los copie, modifique ni utilice en sus propios materiales, por ejemplo como logotipo, ilustración o distintivo. La mención de cualquier organización, país, producto o acontecimiento en este sitio no implica que se respalde. Las denominaciones y descripciones empleadas no implican juicio alguno sobre la condición jurídica de ningún país, territorio o zona, ni de sus autoridades.",
    },
    { kind: "heading", text: "Enlaces y cambios en estas condiciones" },
    {
      kind: "paragraph",
      text: "Los enlaces de este sitio llevan a otras páginas del mismo sitio. Podemos actualizar estas condiciones de vez en cuando, por ejemplo cuando cambie el propio sitio. La fecha que figura en esta página indica cuándo se revisaron por última vez, y la versión aquí publicada es la que se aplica. Si sigue utilizando el sitio después de un cambio, las condiciones actualizadas se aplicarán a su uso a partir de ese momento. Para saber qué guarda el sitio en su navegador y qué registra su servidor, consulte el Aviso de privacidad.",
    },
  ],
  related: [
    { label: "Aviso de privacidad", href: "/privacy-notice" },
    { label: "Preguntas frecuentes", href: "/faq" },
    { label: "Índice del sitio", href: "/site-index" },
  ],
};
