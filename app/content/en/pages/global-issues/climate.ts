import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/climate",
  section: "global-issues",
  title: "Climate",
  lead: "Climate change is a defining challenge of our time. The United Nations brings countries together to cut emissions, adapt to a warming world and finance the transition.",
  image: {
    id: "global-issues-climate",
    alt: "Illustration of a globe divided between green forest and dry, cracked earth under a blazing sun",
  },
  body: [
    {
      kind: "paragraph",
      text: "No country can tackle climate change on its own. Greenhouse gases released anywhere warm the planet everywhere, and the consequences, from heatwaves and droughts to floods and rising seas, fall hardest on the communities that did least to cause them. That is why climate action is central to the work of the United Nations. The Organization brings together the scientific assessments on which policy is built, hosts the negotiations in which countries agree on shared goals and rules, and supports developing countries as they build cleaner economies and prepare for impacts that can no longer be avoided.",
    },
    { kind: "heading", text: "The science" },
    {
      kind: "paragraph",
      text: "In 1988 the World Meteorological Organization and the UN Environment Programme set up the Intergovernmental Panel on Climate Change (IPCC) to assess the science of climate change. Its reports are written by experts from around the world who review thousands of scientific studies, and their summaries for policymakers are approved by governments. In its latest assessment, the IPCC concluded that human influence has unequivocally warmed the atmosphere, ocean and land. The World Meteorological Organization also tracks the state of the global climate each year, and it has confirmed that 2024 was the warmest year on record.",
    },
    { kind: "heading", text: "From Rio to Paris and beyond" },
    {
      kind: "paragraph",
      text: "The United Nations Framework Convention on Climate Change was adopted in 1992 and opened for signature at the Earth Summit in Rio de Janeiro. Its parties meet every year at a Conference of the Parties, or COP. The Kyoto Protocol of 1997 set binding emission targets for industrialized countries. Then, in December 2015, COP21 adopted the Paris Agreement, under which all countries set their own climate plans, known as nationally determined contributions, with the shared aim of holding warming well below 2 °C and pursuing efforts to limit it to 1.5 °C. Countries are expected to strengthen their plans every five years.",
    },
    {
      kind: "paragraph",
      text: "In 2023, COP28 in Dubai concluded the first global stocktake of the Paris Agreement, which found that the world was not on track and called for transitioning away from fossil fuels in energy systems. A fund for responding to loss and damage, agreed a year earlier in Sharm el-Sheikh, was made operational. At COP29 in Baku in 2024, countries set a new finance goal, with developed countries taking the lead in mobilizing at least $300 billion a year for developing countries by 2035. COP30, held in Belém, Brazil, in November 2025, brought the climate talks to the Amazon region for the first time.",
    },
    { kind: "heading", text: "From plans to action" },
    {
      kind: "paragraph",
      text: "Beyond the negotiations, the UN system helps countries put their plans into practice. Its agencies, funds and programmes support renewable energy, protect forests and oceans, and help farmers adapt to changing rainfall. The Early Warnings for All initiative, launched by the Secretary-General in 2022, aims to ensure that everyone on earth is protected by early warning systems against dangerous weather by the end of 2027. Sustainable Development Goal 13 calls for urgent action to combat climate change and its impacts, a goal closely tied to progress on health, food, water, jobs and equality.",
    },
  ],
  related: [
    { label: "Climate Change", href: "/climate-change" },
    { label: "How Carbon Markets Work Under the Paris Agreement", href: "/stories/carbon-markets" },
    {
      label: "Air Pollution: Facts About the Air We Breathe",
      href: "/stories/air-pollution-facts",
    },
    { label: "Sustainable Development Goals", href: "/sdgs" },
  ],
};
