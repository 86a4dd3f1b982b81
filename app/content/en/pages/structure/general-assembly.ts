import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/general-assembly",
  section: "structure",
  title: "General Assembly",
  lead: "The General Assembly is the main deliberative body of the United Nations, where all 193 Member States meet as equals, each with one vote.",
  image: {
    id: "structure-general-assembly",
    alt: "Illustration of a semicircular hall with tiers of seats facing a rostrum beneath a globe emblem",
  },
  body: [
    {
      kind: "paragraph",
      text: "The General Assembly is the only main organ of the United Nations in which every Member State is represented. All 193 Members have a seat and a vote, and every vote carries the same weight, whether it is cast by one of the largest countries on earth or one of the smallest. This makes the Assembly a unique forum where the whole international community can discuss any question within the scope of the Charter, from peace and security to development, human rights and international law.",
    },
    { kind: "heading", text: "Sessions and the general debate" },
    {
      kind: "paragraph",
      text: "The Assembly's regular session opens each year in September at the Headquarters in New York. Early in the session comes the general debate, when Heads of State and Government and other senior representatives take the rostrum of the Assembly Hall to set out their views on the most pressing global issues. The main part of the session runs until December, but the Assembly meets throughout the year as needed. A President is elected for each session, and the post rotates among the five regional groups of Member States.",
    },
    { kind: "heading", text: "How decisions are made" },
    {
      kind: "paragraph",
      text: "Decisions on important questions need a two-thirds majority of the Members present and voting. These include recommendations on peace and security, the election of members of the councils, the admission of new Members and budgetary matters. Other questions are decided by a simple majority, and in practice many resolutions are adopted by consensus, without a vote. Assembly resolutions are generally recommendations rather than binding obligations, but they carry real weight as an expression of world opinion, and its decisions on the budget are binding on all Members.",
    },
    { kind: "heading", text: "Committees and responsibilities" },
    {
      kind: "paragraph",
      text: "Much of the detailed work takes place in six main committees, each covering a broad field: disarmament and international security; economic and financial questions; social, humanitarian and cultural issues; special political questions and decolonization; administrative and budgetary matters; and legal questions. The Assembly also elects the non-permanent members of the Security Council and the members of the Economic and Social Council. It appoints the Secretary-General on the recommendation of the Security Council and, together with the Council, elects the judges of the International Court of Justice.",
    },
    {
      kind: "paragraph",
      text: "The Assembly first met on 10 January 1946 in London, with representatives of the 51 original Members. Since then it has adopted many landmark texts, among them the Universal Declaration of Human Rights in 1948 and the 2030 Agenda for Sustainable Development in 2015. Under a 1950 resolution known as Uniting for Peace, the Assembly can also meet in an emergency special session if the Security Council fails to act on a threat to peace because its permanent members cannot agree.",
    },
  ],
  related: [
    { label: "Security Council", href: "/structure/security-council" },
    { label: "Membership of the United Nations", href: "/about/membership" },
    {
      label: "World Leaders Gather for the 80th General Assembly",
      href: "/stories/unga80-high-level-week",
    },
    { label: "UNGA80 in Numbers", href: "/media/unga80-facts" },
  ],
};
