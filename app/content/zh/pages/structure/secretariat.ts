import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/secretariat",
  section: "structure",
  title: "秘书处",
  lead: "秘书处负责联合国的日常工作。秘书处由秘书长领导，工作人员来自世界各地。",
  image: {
    id: "structure-secretariat",
    alt: "插图：河畔一座高大的玻璃办公楼，前景是文件和一个地球仪",
  },
  body: [
    {
      kind: "paragraph",
      text: "秘书处是联合国的国际公务员队伍。其工作人员执行其他主要机关所决定的工作，从编写报告、组织会议到支持和平行动、调解争端、分析经济趋势和协调人道主义救济。《宪章》要求以效率、才干和忠诚的最高标准选聘工作人员，并适当顾及在尽可能广泛的地域基础上招聘。他们在纽约总部和世界各地的工作地点工作。",
    },
    { kind: "heading", text: "秘书长" },
    {
      kind: "paragraph",
      text: "秘书处的首长是秘书长，《宪章》称之为本组织的行政首长。秘书长由大会根据安全理事会的推荐任命，任期五年，可以连任。这一职位兼具行政和政治职能：秘书长代表本组织发言，进行斡旋以帮助预防和解决冲突，并可将其认为可能威胁国际和平与安全的任何事项提请安全理事会注意。",
    },
    { kind: "heading", text: "独立的公务员队伍" },
    {
      kind: "paragraph",
      text: "《宪章》明确规定，秘书处为整个本组织服务，而不为任何单一国家服务。秘书长和工作人员不得寻求或接受任何政府或联合国以外任何其他当局的指示，各会员国承诺尊重他们责任的专属国际性。无论是支持选举、监测停火，还是报告世界经济状况，秘书处要赢得各方信任，这种独立性都必不可少。",
    },
    { kind: "heading", text: "部门和办事处" },
    {
      kind: "paragraph",
      text: "秘书处由各部和各厅组成，每个部门都有不同的工作领域。有的负责政治事务与和平行动，有的负责经济和社会事务、人道主义协调、人权、裁军、法律事务、传播，或管理和支助。除总部外，日内瓦、维也纳和内罗毕的主要办事处以及五个区域委员会也是秘书处的组成部分。人们所熟悉的许多联合国报告、统计数据和出版物，都是由秘书处工作人员编写的。",
    },
  ],
  related: [
    { label: "工作机会", href: "/careers" },
    { label: "大会", href: "/structure/general-assembly" },
    { label: "安全理事会", href: "/structure/security-council" },
    {
      label: "秘书长谈第八十届联大",
      href: "/media/sg-interview-unga80",
    },
  ],
};
