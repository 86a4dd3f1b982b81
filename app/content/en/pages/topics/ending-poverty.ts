import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/ending-poverty",
  section: "topics",
  title: "Ending Poverty",
  lead: "Ending poverty in all its forms everywhere is the first of the Sustainable Development Goals. Much progress has been made, but hundreds of millions of people are still left behind.",
  image: {
    id: "ending-poverty",
    alt: "Illustration of a family walking along a path that rises from a dry field towards a village with a school and a clinic",
  },
  body: [
    {
      kind: "paragraph",
      text: "Poverty is more than a lack of income. It means going hungry, being unable to send children to school or to see a doctor when ill, living without safe water, electricity or decent shelter, and having little say in the decisions that shape one's life. The first of the Sustainable Development Goals, adopted by world leaders in September 2015, is to end poverty in all its forms everywhere. It rests on a simple idea: in a world with the knowledge and wealth that ours has, no one should have to live without the basics of a dignified life.",
    },
    { kind: "heading", text: "Measuring poverty" },
    {
      kind: "paragraph",
      text: "Extreme poverty is measured against the international poverty line, set by the World Bank and revised from time to time to reflect changes in the cost of living around the world. People below this line cannot reliably meet their most basic needs. Because income alone does not tell the whole story, the UN Development Programme and the University of Oxford also publish a global Multidimensional Poverty Index, which looks at deprivations in health, education and living standards. Countries also set their own national poverty lines, which reflect local costs and are used to track progress at home.",
    },
    { kind: "heading", text: "Progress and setbacks" },
    {
      kind: "paragraph",
      text: "Over recent decades, the share of the world's population living in extreme poverty has fallen dramatically, driven by economic growth, especially in East and South Asia, and by investment in education, health and social protection. The Millennium Development Goal target of halving extreme poverty between 1990 and 2015 was met ahead of schedule. But progress has slowed. The COVID-19 pandemic pushed millions of people back into poverty, and conflict, climate shocks and rising prices have made recovery harder. Extreme poverty is increasingly concentrated in sub-Saharan Africa and in countries affected by fragility and conflict.",
    },
    { kind: "heading", text: "What works" },
    {
      kind: "paragraph",
      text: "Experience shows that poverty can be reduced through a combination of measures. Social protection, such as child benefits, pensions and cash transfers, cushions families against shocks and helps them invest in their future. Access to good education, health care, clean water and energy opens up opportunities, while decent jobs and fair wages allow people to work their way out of poverty. Support for small farmers, women entrepreneurs and small businesses, together with access to credit and financial services, helps people build assets. Goal 1 also calls for building the resilience of poor people to disasters and economic shocks.",
    },
    {
      kind: "paragraph",
      text: "Ending poverty is closely linked to the rest of the 2030 Agenda. It depends on progress in ending hunger, achieving gender equality, reducing inequality and tackling climate change, which threatens to push many more people into poverty. It also depends on finance: many developing countries carry heavy debt burdens that limit what they can spend on their people. Every year on 17 October, the International Day for the Eradication of Poverty gives people living in poverty a platform to be heard, a reminder that they must be partners in designing the solutions that affect their lives.",
    },
  ],
  related: [
    { label: "Sustainable Development Goals", href: "/sdgs" },
    { label: "Gender Equality", href: "/gender-equality" },
    { label: "Climate Change", href: "/climate-change" },
    {
      label: "The Secretary-General on the 80th General Assembly",
      href: "/media/sg-interview-unga80",
    },
  ],
};
