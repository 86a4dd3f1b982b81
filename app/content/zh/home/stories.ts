import { imageIdFor } from "~/config/paths";
import type { Story } from "~/content/types";

/** The four Featured Stories on the home page. */
export const stories: readonly Story[] = [
  {
    category: "大会",
    title: "世界各国领导人齐聚第八十届联大",
    description: "2025年9月，世界各国领导人齐聚纽约，出席大会第八十届会议高级别周。",
    image: {
      id: imageIdFor("/stories/unga80-high-level-week"),
      alt: "插图：一座圆形会议大厅，一排排旗帜上方是一个巨大的地球徽标",
    },
    link: "/stories/unga80-high-level-week",
  },
  {
    category: "气候",
    title: "《巴黎协定》下的碳市场如何运作",
    description: "《巴黎协定》第六条允许各国合作减排，包括开展碳信用交易。本文介绍其运作方式。",
    image: {
      id: imageIdFor("/stories/carbon-markets"),
      alt: "插图：一架天平，一端是一团二氧化碳，另一端是一棵小树",
    },
    link: "/stories/carbon-markets",
  },
  {
    category: "卫生",
    title: "空气污染：关于我们所呼吸空气的事实",
    description:
      "据世卫组织估计，全世界99%的人口呼吸的空气超出其准则限值。这对我们的健康意味着什么？",
    image: {
      id: imageIdFor("/stories/air-pollution-facts"),
      alt: "插图：一对肺被灰色雾霾和细小颗粒包围",
    },
    link: "/stories/air-pollution-facts",
  },
  {
    category: "环境",
    title: "减少空气污染的实用方法",
    description: "从更清洁的烹饪和交通到更绿色的城市，个人和政府的选择都有助于净化空气。",
    image: {
      id: imageIdFor("/stories/reduce-air-pollution"),
      alt: "插图：晴朗天空下，城市天际线前有一辆自行车、一辆有轨电车和几棵树",
    },
    link: "/stories/reduce-air-pollution",
  },
];
