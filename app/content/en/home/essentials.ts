import { imageIdFor } from "~/config/paths";
import type { EssentialCard } from "~/content/types";

/** The three topic cards of the home page. */
export const essentialCards: readonly EssentialCard[] = [
  {
    title: "Climate Change",
    description:
      "Climate change affects every country. Learn how the world is working to cut emissions and adapt to a warming planet.",
    link: "/climate-change",
    image: {
      id: imageIdFor("/climate-change"),
      alt: "Illustration of a globe with a thermometer, a wind turbine and a rising sun",
    },
  },
  {
    title: "Gender Equality",
    description:
      "Equal rights and opportunities for women and girls are a human right and the basis of a fairer, more peaceful world.",
    link: "/gender-equality",
    image: {
      id: imageIdFor("/gender-equality"),
      alt: "Illustration of a woman and a man standing level on an evenly balanced scale",
    },
  },
  {
    title: "Ending Poverty",
    description:
      "Ending poverty in all its forms is the first Sustainable Development Goal. Find out how countries are working towards it.",
    link: "/ending-poverty",
    image: {
      id: imageIdFor("/ending-poverty"),
      alt: "Illustration of hands planting a seedling that grows into a home, a school and a field",
    },
  },
];
