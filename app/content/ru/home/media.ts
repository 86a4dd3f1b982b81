import type { MediaItem } from "~/content/types";

/** The four media highlights on the home page. */
export const mediaItems: readonly MediaItem[] = [
  {
    type: "Video",
    title: "ООН80: восемь десятилетий достижений",
    description:
      "Короткий фильм о важнейших вехах 80-летней работы Организации Объединённых Наций в интересах мира, прав человека и развития.",
    link: "/media/un-80-achievements",
  },
  {
    type: "Podcast",
    title: "Бессонные ночи",
    description:
      "Беседы с людьми, которые работают в самых трудных местах мира, о том, что ими движет и что даёт им силы продолжать.",
    link: "/media/awake-at-night-podcast",
  },
  {
    type: "Interview",
    title: "Генеральный секретарь о 80-й сессии Генеральной Ассамблеи",
    description: "Интервью с Генеральным секретарём накануне 80-й сессии Генеральной Ассамблеи.",
    link: "/media/sg-interview-unga80",
  },
  {
    type: "Facts",
    title: "80-я сессия Генеральной Ассамблеи в цифрах",
    description:
      "80-я сессия Генеральной Ассамблеи в цифрах: кто в ней участвует, как она работает и что стоит на повестке дня.",
    link: "/media/unga80-facts",
  },
];
