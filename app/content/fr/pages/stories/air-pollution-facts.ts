import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/air-pollution-facts",
  section: "stories",
  title: "Pollution de l’air\u00A0: ce qu’il faut savoir sur l’air que nous respirons",
  lead: "Selon les estimations de l’OMS, 99\u00A0% de la population mondiale respire un air qui dépasse les limites fixées dans ses lignes directrices. Voici l’essentiel sur ce qui pollue notre air et sur ses effets nocifs pour la santé.",
  published: "2025-09-05",
  image: {
    id: "stories-air-pollution-facts",
    alt: "Illustration d’une paire de poumons entourée d’une brume grise et de fines particules",
  },
  body: [
    {
      kind: "paragraph",
      text: "Un air pur est une chose que la plupart d’entre nous tiennent pour acquise, et pourtant presque personne sur terre ne peut y compter. L’Organisation mondiale de la Santé (OMS) estime que 99\u00A0% de la population mondiale vit dans des endroits où la pollution de l’air dépasse les limites fixées dans ses lignes directrices. Ensemble, la pollution de l’air extérieur (ou ambiant) et la pollution de l’air domestique sont associées à quelque 7 millions de décès prématurés chaque année, ce qui fait de l’air pollué l’un des principaux risques environnementaux pour la santé humaine. Le fardeau est le plus lourd dans les pays à revenu faible ou intermédiaire, mais aucune région du monde n’est épargnée.",
    },
    { kind: "heading", text: "Ce que contient l’air" },
    {
      kind: "paragraph",
      text: "La pollution de l’air est un mélange de gaz et de minuscules particules. Les plus nocives pour la santé sont les particules fines, appelées PM2,5\u00A0: des particules d’un diamètre inférieur ou égal à 2,5 micromètres, capables de pénétrer profondément dans les poumons, voire de passer dans la circulation sanguine. Parmi les autres polluants courants figurent le dioxyde d’azote, provenant surtout de la circulation routière\u202F; le dioxyde de soufre, issu de la combustion du charbon et du pétrole\u202F; l’ozone troposphérique, qui se forme lorsque d’autres polluants réagissent sous l’effet du soleil\u202F; et le monoxyde de carbone, dû à la combustion incomplète des combustibles. Dans ses lignes directrices de 2021 sur la qualité de l’air, l’OMS a fixé la concentration moyenne annuelle recommandée de PM2,5 à 5 microgrammes par mètre cube.",
    },
    { kind: "heading", text: "D’où elle vient" },
    {
      kind: "paragraph",
      text: "À l’extérieur, les principales sources sont la combustion de combustibles fossiles dans les centrales électriques, les véhicules et l’industrie, ainsi que le brûlage des déchets agricoles et des ordures, la poussière des chantiers et des terres arides, et les incendies de forêt. À l’intérieur, la cause principale est l’utilisation de combustibles polluants, tels que le bois, le charbon de bois, la bouse, les résidus de récolte et le kérosène, pour cuisiner et se chauffer sur des feux ouverts ou des fourneaux rudimentaires. Des milliards de personnes dépendent encore de ces combustibles, et les femmes et les enfants, qui passent le plus de temps près du feu, sont les plus exposés. La pollution voyage aussi\u00A0: fumées et particules peuvent se déplacer d’une ville, d’un pays, voire d’un continent à l’autre.",
    },
    { kind: "heading", text: "Ses effets sur la santé" },
    {
      kind: "paragraph",
      text: "Respirer un air pollué affecte l’organisme tout entier, et pas seulement les poumons. L’exposition prolongée accroît le risque d’accident vasculaire cérébral, de cardiopathie, de bronchopneumopathie chronique obstructive, de cancer du poumon et d’infections respiratoires comme la pneumonie. Les enfants sont particulièrement vulnérables, car leurs poumons sont encore en développement et ils respirent plus vite que les adultes, tandis que les personnes âgées et celles qui souffrent déjà d’une maladie risquent davantage de tomber gravement malades. L’exposition pendant la grossesse a été associée à un faible poids de naissance. Comme les dégâts s’accumulent en silence pendant de nombreuses années, les gens ne se rendent souvent pas compte à quel point l’air qu’ils respirent les affecte.",
    },
    {
      kind: "paragraph",
      text: "Pollution de l’air et changements climatiques sont étroitement liés. Bon nombre des mêmes activités, au premier rang desquelles la combustion de combustibles fossiles, libèrent à la fois des gaz à effet de serre et des polluants nocifs, et certains polluants, comme le carbone noir et l’ozone troposphérique, contribuent aussi au réchauffement de la planète. Des politiques bien conçues peuvent donc à la fois améliorer la santé et protéger le climat. Pour sensibiliser à ce problème et à ses solutions, l’Organisation des Nations Unies célèbre chaque année, le 7 septembre, la Journée internationale de l’air pur pour des ciels bleus, observée pour la première fois en 2020.",
    },
  ],
  related: [
    {
      label: "Des gestes concrets pour réduire la pollution de l’air",
      href: "/stories/reduce-air-pollution",
    },
    { label: "Changements climatiques", href: "/climate-change" },
    { label: "Objectifs de développement durable", href: "/sdgs" },
    { label: "Climat", href: "/global-issues/climate" },
  ],
};
