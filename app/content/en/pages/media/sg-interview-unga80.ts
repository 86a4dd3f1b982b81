import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/sg-interview-unga80",
  section: "media",
  title: "The Secretary-General on the 80th General Assembly",
  lead: "Ahead of the General Assembly's 80th session, the Secretary-General discussed the themes on its agenda: peace, climate, financing for development and reform of the UN.",
  published: "2025-09-18",
  image: {
    id: "media-sg-interview-unga80",
    alt: "Illustration of two armchairs facing each other by a window that looks out on a tall glass tower beside a river",
  },
  body: [
    {
      kind: "paragraph",
      text: "Each September, before world leaders arrive in New York, the Secretary-General sets out the priorities facing the General Assembly. This interview, recorded ahead of the high-level week of the 80th session, looks at the state of the world in the year the United Nations turns 80. The conversation ranges from the wars that dominate the headlines to the slower crises of climate change and debt, and to the future of the Organization itself. This page summarizes the main themes of the interview and gives background on each of them.",
    },
    { kind: "heading", text: "Peace and security" },
    {
      kind: "paragraph",
      text: "The interview opens with peace. The 80th session began at a time of grave conflict, with wars in Ukraine, Gaza and Sudan causing immense civilian suffering and displacement, and many other crises receiving far less attention. The conversation considers the role of the United Nations in protecting civilians, delivering humanitarian aid and supporting diplomacy, and the limits it faces when the members of the Security Council are divided. It also returns to respect for international law and for the Charter, under which all Members have committed to settle their disputes by peaceful means.",
    },
    { kind: "heading", text: "Climate and financing for development" },
    {
      kind: "paragraph",
      text: "On climate, the discussion looks ahead to COP30 in Belém, Brazil, in November 2025, in the year countries were due to present new national climate plans under the Paris Agreement. Scientific assessments show that keeping the 1.5 °C limit within reach requires deep and rapid cuts in emissions during this decade, together with much greater support for adaptation in the countries most exposed to climate impacts. The interview also explores how the shift to clean energy can create jobs and opportunities, provided that developing countries have access to the finance and technology they need.",
    },
    {
      kind: "paragraph",
      text: "Financing for development is the third theme. Many developing countries now spend more on servicing their debts than on health or education, leaving little room to invest in the Sustainable Development Goals. In mid-2025 the Fourth International Conference on Financing for Development, held in Seville, Spain, brought governments together to agree on ways to mobilize resources, reform the international financial architecture and tackle unsustainable debt. The interview considers what it will take to turn those commitments into money that reaches the people and places that need it, with only five years left before 2030.",
    },
    { kind: "heading", text: "A United Nations for the next 80 years" },
    {
      kind: "paragraph",
      text: "The final part of the interview turns to the Organization itself. In 2024 Member States adopted the Pact for the Future, with commitments to reform the Security Council, strengthen the international financial system and improve cooperation on new technologies. In 2025 the Secretary-General launched the UN80 Initiative to make the United Nations more efficient and effective at a time of tight budgets, including by reviewing how its mandates are carried out and how it is structured. The conversation explores how the Organization can adapt so that it stays relevant, trusted and able to deliver in its next 80 years.",
    },
  ],
  related: [
    {
      label: "World Leaders Gather for the 80th General Assembly",
      href: "/stories/unga80-high-level-week",
    },
    { label: "UNGA80 in Numbers", href: "/media/unga80-facts" },
    { label: "Secretariat", href: "/structure/secretariat" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
  ],
};
