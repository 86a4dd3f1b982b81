import { imageIdFor } from "~/config/paths";
import type { Story } from "~/content/types";

/** The four Featured Stories on the home page. */
export const stories: readonly Story[] = [
  {
    category: "Asamblea General",
    title: "Los líderes mundiales se reúnen en la 80.ª Asamblea General",
    description:
      "En septiembre de 2025, líderes de todo el mundo acudieron a Nueva York para la semana de alto nivel del 80.º período de sesiones de la Asamblea General.",
    image: {
      id: imageIdFor("/stories/unga80-high-level-week"),
      alt: "Ilustración de un salón de asambleas circular con hileras de banderas bajo un gran emblema con un globo terráqueo",
    },
    link: "/stories/unga80-high-level-week",
  },
  {
    category: "Clima",
    title: "Cómo funcionan los mercados de carbono en el marco del Acuerdo de París",
    description:
      "El artículo 6 del Acuerdo de París permite a los países cooperar para reducir las emisiones, entre otras vías mediante el comercio de créditos de carbono. Así es como funciona.",
    image: {
      id: imageIdFor("/stories/carbon-markets"),
      alt: "Ilustración de una balanza que pone en equilibrio una nube de dióxido de carbono y un árbol joven",
    },
    link: "/stories/carbon-markets",
  },
  {
    category: "Salud",
    title: "Contaminación del aire: datos sobre el aire que respiramos",
    description:
      "La OMS estima que el 99\u00A0% de la población mundial respira un aire que supera los límites fijados en sus directrices. ¿Qué significa eso para nuestra salud?",
    image: {
      id: imageIdFor("/stories/air-pollution-facts"),
      alt: "Ilustración de unos pulmones rodeados de una neblina gris y de pequeñas partículas",
    },
    link: "/stories/air-pollution-facts",
  },
  {
    category: "Medio ambiente",
    title: "Formas prácticas de reducir la contaminación del aire",
    description:
      "Desde formas más limpias de cocinar y desplazarse hasta ciudades más verdes, las decisiones de las personas y los gobiernos pueden contribuir a limpiar el aire.",
    image: {
      id: imageIdFor("/stories/reduce-air-pollution"),
      alt: "Ilustración de una bicicleta, un tranvía y árboles ante el perfil de una ciudad bajo un cielo despejado",
    },
    link: "/stories/reduce-air-pollution",
  },
];
