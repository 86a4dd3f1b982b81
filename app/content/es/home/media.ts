import type { MediaItem } from "~/content/types";

/** The four media highlights on the home page. */
export const mediaItems: readonly MediaItem[] = [
  {
    type: "Video",
    title: "ONU80: ocho décadas de logros",
    description:
      "Un breve documental que repasa los hitos de 80 años de labor de las Naciones Unidas en favor de la paz, los derechos humanos y el desarrollo.",
    link: "/media/un-80-achievements",
  },
  {
    type: "Podcast",
    title: "Awake at Night",
    description:
      "Conversaciones con personas que prestan servicio en los lugares más difíciles del mundo sobre lo que las impulsa y lo que les da fuerzas para seguir adelante.",
    link: "/media/awake-at-night-podcast",
  },
  {
    type: "Interview",
    title: "El Secretario General ante la 80.ª Asamblea General",
    description:
      "Una entrevista con el Secretario General en vísperas del 80.º período de sesiones de la Asamblea General.",
    link: "/media/sg-interview-unga80",
  },
  {
    type: "Facts",
    title: "La AGNU80 en cifras",
    description:
      "El 80.º período de sesiones de la Asamblea General en cifras: quién participa, cómo funciona y qué temas figuran en el programa.",
    link: "/media/unga80-facts",
  },
];
