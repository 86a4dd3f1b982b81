import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/unga80-high-level-week",
  section: "stories",
  title: "World Leaders Gather for the 80th General Assembly",
  lead: "In September 2025, leaders from around the world came to New York for the high-level week of the General Assembly's 80th session, in the year the United Nations turned 80.",
  published: "2025-09-22",
  image: {
    id: "stories-unga80-high-level-week",
    alt: "Illustration of a round assembly hall with rows of flags beneath a large globe emblem",
  },
  body: [
    {
      kind: "paragraph",
      text: "Every September, New York becomes a meeting place for the whole world. The 80th session of the United Nations General Assembly opened at Headquarters on 9 September 2025, and two weeks later its high-level week began, bringing Heads of State and Government, ministers and senior officials to the same building at the same time. For a few days, leaders of all 193 Member States can speak to one another and to the world, in a forum where every country, large or small, has an equal voice and an equal vote.",
    },
    { kind: "heading", text: "The general debate" },
    {
      kind: "paragraph",
      text: "The centrepiece of the week is the general debate, which opened on 23 September 2025 in the General Assembly Hall. One after another, leaders take the rostrum to give their country's view of the state of the world and of the issues that matter most to their people. By long tradition, Brazil is the first Member State to speak, followed by the United States as the host country. The debate continues over several days, and every statement is interpreted into the six official languages of the United Nations so that all delegations can follow it.",
    },
    { kind: "heading", text: "Beyond the podium" },
    {
      kind: "paragraph",
      text: "Much of the work of the week happens away from the podium. High-level meetings on particular themes take place alongside the general debate, and hundreds of side events bring together governments, UN entities, civil society and business. Leaders also hold bilateral meetings, sometimes between countries that rarely sit down together anywhere else. These quieter conversations can ease tensions, prepare agreements or build support for new initiatives. For smaller States in particular, the week offers access in a single place to partners and decision-makers who would otherwise take months of travel to reach.",
    },
    { kind: "heading", text: "Why this year matters" },
    {
      kind: "paragraph",
      text: "The 80th session carries a special meaning. The Charter of the United Nations entered into force on 24 October 1945, so the session falls in the year the Organization marks its 80th anniversary. It is a moment to look back at what cooperation between nations has achieved since the end of the Second World War, from peacekeeping and decolonization to human rights and development. It is also a moment for honest reflection, as the world faces armed conflicts, a warming climate, deep inequality and rapid technological change that no country can manage on its own.",
    },
    {
      kind: "paragraph",
      text: "The anniversary comes as Member States consider how the United Nations must change to meet the demands of the decades ahead. In September 2024 they adopted the Pact for the Future, with commitments on peace and security, sustainable development, digital cooperation, young people and future generations, and the reform of global institutions. In 2025 the Secretary-General launched the UN80 Initiative, which looks at how the Organization can work more efficiently and deliver better results with its resources. The speeches and meetings of the high-level week help to set the political direction for these efforts.",
    },
  ],
  related: [
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "UNGA80 in Numbers", href: "/media/unga80-facts" },
    {
      label: "The Secretary-General on the 80th General Assembly",
      href: "/media/sg-interview-unga80",
    },
    { label: "UN80: Eight Decades of Achievement", href: "/media/un-80-achievements" },
  ],
};
