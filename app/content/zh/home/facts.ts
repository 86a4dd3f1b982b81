import type { Fact } from "~/content/types";

/** "Did You Know?" facts on the home page. */
export const facts: readonly Fact[] = [
  {
    title: "民主",
    text: "每年9月15日是国际民主日。大会于2007年设立了这一国际日。",
    link: "/global-issues/democracy",
  },
  {
    title: "儿童安全",
    text: "1989年通过的《儿童权利公约》是历史上获得最广泛批准的人权条约。",
    link: "/global-issues/child-safety",
  },
  {
    title: "气候",
    text: "根据2015年《巴黎协定》，各国力求将升温控制在远低于2°C的水平，并努力将其限制在1.5°C以内。",
    link: "/global-issues/climate",
  },
  {
    title: "原子能",
    text: "国际原子能机构成立于1957年，总部设在维也纳，致力于促进安全、和平地利用核技术。",
    link: "/global-issues/atomic-energy",
  },
];
