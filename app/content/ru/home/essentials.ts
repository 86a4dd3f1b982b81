import { imageIdFor } from "~/config/paths";
import type { EssentialCard } from "~/content/types";

/** The three topic cards of the home page. */
export const essentialCards: readonly EssentialCard[] = [
  {
    title: "Изменение климата",
    description:
      "Изменение климата затрагивает все страны. Узнайте, как мир сокращает выбросы и адаптируется к потеплению на планете.",
    link: "/climate-change",
    image: {
      id: imageIdFor("/climate-change"),
      alt: "Иллюстрация: земной шар с термометром, ветряной турбиной и восходящим солнцем",
    },
  },
  {
    title: "Гендерное равенство",
    description:
      "Равные права и возможности для женщин и девочек — это одно из прав человека и основа более справедливого и мирного мира.",
    link: "/gender-equality",
    image: {
      id: imageIdFor("/gender-equality"),
      alt: "Иллюстрация: женщина и мужчина стоят на одном уровне на уравновешенных весах",
    },
  },
  {
    title: "Ликвидация нищеты",
    description:
      "Ликвидация нищеты во всех её формах — первая из целей в области устойчивого развития. Узнайте, как страны добиваются её достижения.",
    link: "/ending-poverty",
    image: {
      id: imageIdFor("/ending-poverty"),
      alt: "Иллюстрация: руки сажают росток, из которого вырастают дом, школа и поле",
    },
  },
];
