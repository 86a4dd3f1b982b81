import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/privacy-notice",
  section: "help",
  title: "Aviso de privacidad",
  lead: "Este sitio no tiene cuentas, formularios, cookies ni rastreadores. Guarda un ajuste y un indicador en su navegador, y el registro de su servidor no contiene ningún identificador personal.",
  image: {
    id: "privacy-notice",
    alt: "Ilustración de un candado cerrado sobre una ventana de navegador junto a un pequeño escudo",
  },
  body: [
    {
      kind: "paragraph",
      text: "Este aviso es breve porque el sitio recopila muy poca información. No hay cuentas de usuario, ni formularios de registro o de contacto, ni cookies. El sitio no utiliza ninguna herramienta de análisis, publicidad o seguimiento. Todos los archivos que necesita, incluidos los textos, las imágenes, los estilos y el código, se sirven desde el propio sitio, por lo que su navegador no envía ninguna solicitud a terceros mientras lee estas páginas. Las secciones siguientes describen todo lo que el sitio guarda en su navegador y todo lo que registra su servidor.",
    },
    { kind: "heading", text: "Qué se guarda en su navegador" },
    {
      kind: "paragraph",
      text: "El sitio utiliza el almacenamiento local de su navegador con un único fin: recordar el tema de visualización que elija con el botón flotante de tema. Guarda una sola entrada con la clave un-theme, que contiene uno de estos cuatro valores: high-contrast-dark, normal, light-high-contrast o system. No se guarda nada más en el almacenamiento local. La entrada permanece en su navegador hasta que elija otro tema o borre los datos del sitio. Solo la leen las páginas de este sitio en su navegador y nunca se envía al servidor.",
    },
    {
      kind: "paragraph",
      text: "El sitio utiliza también el almacenamiento de sesión de su navegador para un único indicador, un-splash-seen. Este indicador registra que ya se ha mostrado la pantalla de bienvenida, para que solo la vea una vez en cada pestaña del navegador. El almacenamiento de sesión se borra automáticamente al cerrar la pestaña. El idioma en que lee el sitio no se guarda en absoluto: lo determina la dirección (URL) de la página, de modo que cambiar de idioma consiste simplemente en abrir otra dirección. No se escribe ninguna otra información en su dispositivo.",
    },
    { kind: "heading", text: "Qué registra el servidor" },
    {
      kind: "paragraph",
      text: "Por cada solicitud que recibe, el servidor web escribe una línea en su registro de funcionamiento. Esa línea contiene únicamente el método de la solicitud, la ruta solicitada, el estado de la respuesta, el tamaño de la respuesta y el tiempo que se tardó en generarla. El registro no contiene direcciones IP, cookies, datos del navegador ni ningún otro identificador, por lo que no puede utilizarse para saber quién hizo una solicitud ni para seguir a un visitante de una página a otra. Solo sirve para mantener el buen funcionamiento del sitio y para investigar fallos.",
    },
    { kind: "heading", text: "Cómo borrar lo que se guarda" },
    {
      kind: "paragraph",
      text: "Puede eliminar el tema y el indicador guardados en cualquier momento. En la mayoría de los navegadores, abra la configuración, busque la sección de privacidad, cookies o datos de sitios, y elija borrar los datos guardados de este sitio; muchos navegadores también ofrecen esta opción a través del icono de información del sitio situado junto a la barra de direcciones. Al cerrar la pestaña, el indicador de sesión se elimina por sí solo. Si utiliza una ventana privada o de incógnito, ambas entradas se eliminan al cerrar la ventana. Después de borrarlas, el sitio utiliza su visualización predeterminada hasta que vuelva a elegir un tema.",
    },
  ],
  related: [
    { label: "Preguntas frecuentes", href: "/faq" },
    { label: "Condiciones de uso", href: "/terms-of-use" },
    { label: "Índice del sitio", href: "/site-index" },
  ],
};
