import type { MediaItem } from "~/content/types";

/** The four media highlights on the home page. */
export const mediaItems: readonly MediaItem[] = [
  {
    type: "Video",
    title: "联合国80周年：八十年成就",
    description: "一部短片，回顾联合国80年来在和平、人权与发展领域工作中的重要里程碑。",
    link: "/media/un-80-achievements",
  },
  {
    type: "Podcast",
    title: "夜不能寐",
    description:
      "与在世界上最艰苦地方服务的人们对话，聊聊是什么驱动着他们，又是什么支撑他们坚持下去。",
    link: "/media/awake-at-night-podcast",
  },
  {
    type: "Interview",
    title: "秘书长谈第八十届联大",
    description: "在大会第八十届会议召开前夕对秘书长的专访。",
    link: "/media/sg-interview-unga80",
  },
  {
    type: "Facts",
    title: "第八十届联大数据一览",
    description: "用数字解读大会第八十届会议：哪些方面参与、会议如何运作、议程上有哪些议题。",
    link: "/media/unga80-facts",
  },
];
