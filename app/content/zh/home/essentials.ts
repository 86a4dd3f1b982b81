import { imageIdFor } from "~/config/paths";
import type { EssentialCard } from "~/content/types";

/** The three topic cards of the home page. */
export const essentialCards: readonly EssentialCard[] = [
  {
    title: "气候变化",
    description: "气候变化影响着每一个国家。了解世界如何努力减少排放、适应日益变暖的地球。",
    link: "/climate-change",
    image: {
      id: imageIdFor("/climate-change"),
      alt: "插图：一个地球仪，旁边是温度计、风力涡轮机和初升的太阳",
    },
  },
  {
    title: "性别平等",
    description: "妇女和女童享有平等的权利和机会，这是一项人权，也是建设更公平、更和平世界的基础。",
    link: "/gender-equality",
    image: {
      id: imageIdFor("/gender-equality"),
      alt: "插图：一名女子和一名男子站在两端平衡的天平上，高度齐平",
    },
  },
  {
    title: "消除贫困",
    description: "消除一切形式的贫困是第一项可持续发展目标。了解各国如何为实现这一目标而努力。",
    link: "/ending-poverty",
    image: {
      id: imageIdFor("/ending-poverty"),
      alt: "插图：一双手种下幼苗，幼苗长成了房屋、学校和农田",
    },
  },
];
