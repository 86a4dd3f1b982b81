import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/international-court",
  section: "structure",
  title: "国际法院",
  lead: "国际法院是联合国的主要司法机关，设在荷兰海牙的和平宫。",
  image: {
    id: "structure-international-court",
    alt: "插图：一座带钟楼的宫殿正面，前方是正义的天平",
  },
  body: [
    {
      kind: "paragraph",
      text: "国际法院常被称为“世界法院”，是联合国的主要司法机关。《国际法院规约》附于《宪章》之后，每个会员国都自动成为《规约》当事国。国际法院于1946年开始工作，接替了第一次世界大战后设立的常设国际法院。它是六个主要机关中唯一不设在纽约的机关：国际法院设在荷兰海牙的和平宫。",
    },
    { kind: "heading", text: "法官" },
    {
      kind: "paragraph",
      text: "国际法院由15名法官组成，由大会和安全理事会分别投票选举，任期九年；候选人须在两个机关均获得绝对多数票。法院法官每三年改选三分之一，可连选连任。法官中不得有两人为同一国家的国民，法院全体法官应能代表世界各大文化及各主要法系。法官不代表本国政府，而是以独立法官的身份任职。",
    },
    { kind: "heading", text: "国家间的争端" },
    {
      kind: "paragraph",
      text: "国际法院依照国际法解决各国提交的法律争端。只有国家才能成为此类案件的当事方，案件涉及陆地和海洋边界、外国国民待遇以及违反条约指控等问题。只有在有关国家已接受法院管辖的情况下，法院才能审理案件，接受管辖的方式可以是特别协定、条约中的条款或一般性声明。法院的判决是终局性的，对当事方具有约束力，不得上诉。",
    },
    { kind: "heading", text: "咨询意见" },
    {
      kind: "paragraph",
      text: "国际法院还就大会、安全理事会以及其他经授权的机关和专门机构提交的法律问题发表咨询意见。这些意见本身不具约束力，但具有很高的法律和道义权威，有助于阐明国际法。国际法院的正式语文是英文和法文。不应将国际法院与同样设在海牙的国际刑事法院混淆，后者审判被控犯有最严重罪行的个人，独立于联合国。",
    },
  ],
  related: [
    { label: "《联合国宪章》", href: "/about/charter" },
    { label: "安全理事会", href: "/structure/security-council" },
    { label: "大会", href: "/structure/general-assembly" },
    { label: "联合国系统", href: "/about/structure" },
  ],
};
