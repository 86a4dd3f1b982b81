import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/economic-social-council",
  section: "structure",
  title: "Economic and Social Council",
  lead: "The Economic and Social Council (ECOSOC) brings together the UN's work on economic, social and environmental questions and on sustainable development.",
  image: {
    id: "structure-economic-social-council",
    alt: "Illustration of interlocking gears shaped like a factory, a leaf and a group of people",
  },
  body: [
    {
      kind: "paragraph",
      text: "The Economic and Social Council, known as ECOSOC, is one of the six main organs established by the Charter. It is the central platform for debate and policy recommendations on economic, social and environmental questions, and it coordinates much of the work of the United Nations system in these fields. The Council is also a gateway for a wide range of partners, from specialized agencies and commissions to civil society groups, academics and businesses, to engage with the Organization on sustainable development.",
    },
    { kind: "heading", text: "Membership" },
    {
      kind: "paragraph",
      text: "ECOSOC has 54 members, elected by the General Assembly for overlapping three-year terms. Eighteen members are elected each year, and seats are allocated to ensure a fair balance among the regions of the world. Each member has one vote, and decisions are taken by a simple majority. The Council was smaller when the United Nations was founded: it began with 18 members and was enlarged twice by amendments to the Charter, first to 27 and then to 54, to reflect the Organization's growing membership.",
    },
    { kind: "heading", text: "A wide network" },
    {
      kind: "paragraph",
      text: "The Council oversees a network of subsidiary bodies. Functional commissions examine particular subjects, such as the status of women, population and development, statistics and narcotic drugs. Five regional commissions, for Africa, Asia and the Pacific, Europe, Latin America and the Caribbean, and Western Asia, promote cooperation and development within their regions. ECOSOC also works with the specialized agencies, which are linked to the United Nations by agreements negotiated through the Council, and it receives reports from many of the funds and programmes.",
    },
    { kind: "heading", text: "Civil society and the Goals" },
    {
      kind: "paragraph",
      text: "The Charter allows the Council to consult non-governmental organisations on matters within its competence. Thousands of such organisations now hold consultative status, which lets them attend meetings, submit written statements and, in some cases, speak. ECOSOC also hosts the high-level political forum on sustainable development, which meets every July to review progress towards the 17 Sustainable Development Goals of the 2030 Agenda. Many countries use the forum to present voluntary reviews of how they are putting the Goals into practice at home.",
    },
  ],
  related: [
    { label: "Sustainable Development Goals", href: "/sdgs" },
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "The UN System", href: "/about/structure" },
    { label: "Ending Poverty", href: "/ending-poverty" },
  ],
};
