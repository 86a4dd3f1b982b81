import type { StructureBody } from "~/content/types";

/** The six main organs of the United Nations, in Charter order. */
export const structureBodies: readonly StructureBody[] = [
  {
    name: "大会",
    description:
      "主要审议机构，全部193个会员国在此平等相聚，每国各有一票，共同讨论和决定全球问题。",
    link: "/structure/general-assembly",
  },
  {
    name: "安全理事会",
    description:
      "对维持国际和平与安全负有主要责任。安理会有15个成员，其中5个为拥有否决权的常任理事国。",
    link: "/structure/security-council",
  },
  {
    name: "经济及社会理事会",
    description: "协调联合国在经济、社会和环境领域的工作。其54个成员经选举产生，任期三年。",
    link: "/structure/economic-social-council",
  },
  {
    name: "国际法院",
    description: "联合国主要司法机关，设在海牙。国际法院解决国家间的法律争端，并提供咨询意见。",
    link: "/structure/international-court",
  },
  {
    name: "秘书处",
    description: "由秘书长领导，其国际工作人员负责执行其他主要机关所决定的日常工作。",
    link: "/structure/secretariat",
  },
  {
    name: "托管理事会",
    description: "曾负责监督托管领土走向自治。1994年帕劳独立后，托管理事会停止运作。",
    link: "/structure/trusteeship-council",
  },
];
