import type { Goal } from "~/content/types";

/** The 17 Sustainable Development Goals of the 2030 Agenda, with their official titles and colours. */
export const goals: readonly Goal[] = [
  {
    number: 1,
    title: "Ликвидация нищеты",
    icon: "/images/goals/goal-01.svg",
    description: "Покончить с нищетой во всех её формах во всём мире.",
    colour: "#E5243B",
  },
  {
    number: 2,
    title: "Ликвидация голода",
    icon: "/images/goals/goal-02.svg",
    description: "Покончить с голодом, улучшить питание и сделать сельское хозяйство устойчивым.",
    colour: "#DDA63A",
  },
  {
    number: 3,
    title: "Хорошее здоровье и благополучие",
    icon: "/images/goals/goal-03.svg",
    description:
      "Обеспечить здоровый образ жизни и содействовать благополучию для всех в любом возрасте.",
    colour: "#4C9F38",
  },
  {
    number: 4,
    title: "Качественное образование",
    icon: "/images/goals/goal-04.svg",
    description:
      "Дать каждому справедливое и качественное образование и возможность учиться всю жизнь.",
    colour: "#C5192D",
  },
  {
    number: 5,
    title: "Гендерное равенство",
    icon: "/images/goals/goal-05.svg",
    description:
      "Обеспечить равенство женщин и мужчин и расширить права и возможности всех женщин и девочек.",
    colour: "#FF3A21",
  },
  {
    number: 6,
    title: "Чистая вода и санитария",
    icon: "/images/goals/goal-06.svg",
    description:
      "Обеспечить доступ к безопасной воде и санитарии для всех и рациональное использование этих ресурсов.",
    colour: "#26BDE2",
  },
  {
    number: 7,
    title: "Недорогостоящая и чистая энергия",
    icon: "/images/goals/goal-07.svg",
    description:
      "Обеспечить всем доступ к недорогим, надёжным, устойчивым и современным источникам энергии.",
    colour: "#FCC30B",
  },
  {
    number: 8,
    title: "Достойная работа и экономический рост",
    icon: "/images/goals/goal-08.svg",
    description:
      "Содействовать устойчивому и всеохватному экономическому росту и достойной работе для всех.",
    colour: "#A21942",
  },
  {
    number: 9,
    title: "Индустриализация, инновации и инфраструктура",
    icon: "/images/goals/goal-09.svg",
    description:
      "Создавать стойкую инфраструктуру, поддерживать устойчивую индустриализацию и содействовать инновациям.",
    colour: "#FD6925",
  },
  {
    number: 10,
    title: "Уменьшение неравенства",
    icon: "/images/goals/goal-10.svg",
    description: "Сократить неравенство внутри стран и между ними.",
    colour: "#DD1367",
  },
  {
    number: 11,
    title: "Устойчивые города и населённые пункты",
    icon: "/images/goals/goal-11.svg",
    description:
      "Сделать города и населённые пункты открытыми для всех, безопасными, жизнестойкими и устойчивыми.",
    colour: "#FD9D24",
  },
  {
    number: 12,
    title: "Ответственное потребление и производство",
    icon: "/images/goals/goal-12.svg",
    description:
      "Разумно использовать ресурсы и сокращать отходы при производстве и потреблении товаров.",
    colour: "#BF8B2E",
  },
  {
    number: 13,
    title: "Борьба с изменением климата",
    icon: "/images/goals/goal-13.svg",
    description: "Принять срочные меры по борьбе с изменением климата и его последствиями.",
    colour: "#3F7E44",
  },
  {
    number: 14,
    title: "Сохранение морских экосистем",
    icon: "/images/goals/goal-14.svg",
    description: "Защищать океаны, моря и морскую жизнь и рационально их использовать.",
    colour: "#0A97D9",
  },
  {
    number: 15,
    title: "Сохранение экосистем суши",
    icon: "/images/goals/goal-15.svg",
    description: "Защищать леса, земли и дикую природу и остановить утрату биоразнообразия.",
    colour: "#56C02B",
  },
  {
    number: 16,
    title: "Мир, правосудие и эффективные институты",
    icon: "/images/goals/goal-16.svg",
    description:
      "Строить мирные и открытые для всех общества с правосудием и подотчётными институтами.",
    colour: "#00689D",
  },
  {
    number: 17,
    title: "Партнёрство в интересах устойчивого развития",
    icon: "/images/goals/goal-17.svg",
    description: "Укреплять глобальное партнёрство и средства достижения целей.",
    colour: "#19486A",
  },
];
