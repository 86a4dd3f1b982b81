import { imageIdFor } from "~/config/paths";
import type { EssentialCard } from "~/content/types";

/** The three topic cards of the home page. */
export const essentialCards: readonly EssentialCard[] = [
  {
    title: "Cambio climático",
    description:
      "El cambio climático afecta a todos los países. Descubra cómo trabaja el mundo para reducir las emisiones y adaptarse a un planeta cada vez más cálido.",
    link: "/climate-change",
    image: {
      id: imageIdFor("/climate-change"),
      alt: "Ilustración de un globo terráqueo con un termómetro, un aerogenerador y un sol naciente",
    },
  },
  {
    title: "Igualdad de género",
    description:
      "La igualdad de derechos y oportunidades para las mujeres y las niñas es un derecho humano y la base de un mundo más justo y pacífico.",
    link: "/gender-equality",
    image: {
      id: imageIdFor("/gender-equality"),
      alt: "Ilustración de una mujer y un hombre de pie, a la misma altura, sobre una balanza en perfecto equilibrio",
    },
  },
  {
    title: "Poner fin a la pobreza",
    description:
      "Poner fin a la pobreza en todas sus formas es el primero de los Objetivos de Desarrollo Sostenible. Descubra cómo trabajan los países para lograrlo.",
    link: "/ending-poverty",
    image: {
      id: imageIdFor("/ending-poverty"),
      alt: "Ilustración de unas manos que plantan un brote del que surgen una casa, una escuela y un campo",
    },
  },
];
