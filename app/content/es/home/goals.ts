import type { Goal } from "~/content/types";

/** The 17 Sustainable Development Goals of the 2030 Agenda, with their official titles and colours. */
export const goals: readonly Goal[] = [
  {
    number: 1,
    title: "Fin de la pobreza",
    icon: "/images/goals/goal-01.svg",
    description: "Poner fin a la pobreza en todas sus formas y en todo el mundo.",
    colour: "#E5243B",
  },
  {
    number: 2,
    title: "Hambre cero",
    icon: "/images/goals/goal-02.svg",
    description: "Poner fin al hambre, mejorar la nutrición y lograr una agricultura sostenible.",
    colour: "#DDA63A",
  },
  {
    number: 3,
    title: "Salud y bienestar",
    icon: "/images/goals/goal-03.svg",
    description:
      "Garantizar una vida sana y promover el bienestar de todas las personas a todas las edades.",
    colour: "#4C9F38",
  },
  {
    number: 4,
    title: "Educación de calidad",
    icon: "/images/goals/goal-04.svg",
    description:
      "Ofrecer a todos una educación equitativa y de calidad, y oportunidades de aprendizaje durante toda la vida.",
    colour: "#C5192D",
  },
  {
    number: 5,
    title: "Igualdad de género",
    icon: "/images/goals/goal-05.svg",
    description:
      "Lograr la igualdad entre mujeres y hombres y empoderar a todas las mujeres y las niñas.",
    colour: "#FF3A21",
  },
  {
    number: 6,
    title: "Agua limpia y saneamiento",
    icon: "/images/goals/goal-06.svg",
    description:
      "Garantizar a todos el acceso al agua potable y al saneamiento, y su gestión sostenible.",
    colour: "#26BDE2",
  },
  {
    number: 7,
    title: "Energía asequible y no contaminante",
    icon: "/images/goals/goal-07.svg",
    description: "Hacer llegar a todos una energía asequible, fiable, sostenible y moderna.",
    colour: "#FCC30B",
  },
  {
    number: 8,
    title: "Trabajo decente y crecimiento económico",
    icon: "/images/goals/goal-08.svg",
    description:
      "Promover un crecimiento económico duradero e inclusivo y el trabajo decente para todos.",
    colour: "#A21942",
  },
  {
    number: 9,
    title: "Industria, innovación e infraestructura",
    icon: "/images/goals/goal-09.svg",
    description:
      "Construir infraestructuras resilientes, apoyar una industria sostenible y fomentar la innovación.",
    colour: "#FD6925",
  },
  {
    number: 10,
    title: "Reducción de las desigualdades",
    icon: "/images/goals/goal-10.svg",
    description: "Reducir la desigualdad en los países y entre ellos.",
    colour: "#DD1367",
  },
  {
    number: 11,
    title: "Ciudades y comunidades sostenibles",
    icon: "/images/goals/goal-11.svg",
    description:
      "Lograr que las ciudades y las comunidades sean inclusivas, seguras, resilientes y sostenibles.",
    colour: "#FD9D24",
  },
  {
    number: 12,
    title: "Producción y consumo responsables",
    icon: "/images/goals/goal-12.svg",
    description:
      "Usar los recursos con sensatez y reducir los desechos en la producción y el consumo de bienes.",
    colour: "#BF8B2E",
  },
  {
    number: 13,
    title: "Acción por el clima",
    icon: "/images/goals/goal-13.svg",
    description: "Adoptar medidas urgentes para combatir el cambio climático y sus efectos.",
    colour: "#3F7E44",
  },
  {
    number: 14,
    title: "Vida submarina",
    icon: "/images/goals/goal-14.svg",
    description:
      "Proteger los océanos, los mares y la vida marina, y utilizarlos de forma sostenible.",
    colour: "#0A97D9",
  },
  {
    number: 15,
    title: "Vida de ecosistemas terrestres",
    icon: "/images/goals/goal-15.svg",
    description:
      "Proteger los bosques, las tierras y la fauna y flora silvestres, y detener la pérdida de biodiversidad.",
    colour: "#56C02B",
  },
  {
    number: 16,
    title: "Paz, justicia e instituciones sólidas",
    icon: "/images/goals/goal-16.svg",
    description:
      "Construir sociedades pacíficas e inclusivas, con justicia e instituciones que rindan cuentas.",
    colour: "#00689D",
  },
  {
    number: 17,
    title: "Alianzas para lograr los objetivos",
    icon: "/images/goals/goal-17.svg",
    description: "Fortalecer las alianzas mundiales y los medios para alcanzar los Objetivos.",
    colour: "#19486A",
  },
];
