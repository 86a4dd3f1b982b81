import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/secretariat",
  section: "structure",
  title: "Secretariat",
  lead: "The Secretariat carries out the day-to-day work of the United Nations. It is led by the Secretary-General and staffed by people from around the world.",
  image: {
    id: "structure-secretariat",
    alt: "Illustration of a tall glass office tower beside a river, with documents and a globe in the foreground",
  },
  body: [
    {
      kind: "paragraph",
      text: "The Secretariat is the international civil service of the United Nations. Its staff carry out the work that the other main organs decide upon, from preparing reports and organising conferences to supporting peace operations, mediating disputes, analysing economic trends and coordinating humanitarian relief. The Charter asks that staff be chosen for the highest standards of efficiency, competence and integrity, with due regard to recruiting on as wide a geographical basis as possible. They work at the Headquarters in New York and at duty stations around the world.",
    },
    { kind: "heading", text: "The Secretary-General" },
    {
      kind: "paragraph",
      text: "At the head of the Secretariat is the Secretary-General, whom the Charter describes as the chief administrative officer of the Organization. The Secretary-General is appointed by the General Assembly on the recommendation of the Security Council, for a term of five years that may be renewed. The role is both administrative and political: the Secretary-General speaks for the Organization, offers good offices to help prevent and resolve conflicts, and may bring to the attention of the Security Council any matter that could threaten international peace and security.",
    },
    { kind: "heading", text: "An independent service" },
    {
      kind: "paragraph",
      text: "The Charter makes clear that the Secretariat serves the Organization as a whole, not any single country. The Secretary-General and the staff may not seek or receive instructions from any government or from any authority outside the United Nations, and Member States undertake to respect the exclusively international character of their responsibilities. This independence is essential if the Secretariat is to be trusted by all sides, whether it is supporting an election, monitoring a ceasefire or reporting on the state of the world economy.",
    },
    { kind: "heading", text: "Departments and offices" },
    {
      kind: "paragraph",
      text: "The Secretariat is organised into departments and offices, each with a distinct area of work. Some deal with political affairs and peace operations, others with economic and social affairs, humanitarian coordination, human rights, disarmament, legal affairs, communications, or management and support. Alongside Headquarters, the major offices in Geneva, Vienna and Nairobi and the five regional commissions are also part of the Secretariat. Many of the reports, statistics and publications that people associate with the United Nations are prepared by Secretariat staff.",
    },
  ],
  related: [
    { label: "Careers", href: "/careers" },
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "Security Council", href: "/structure/security-council" },
    {
      label: "The Secretary-General on the 80th General Assembly",
      href: "/media/sg-interview-unga80",
    },
  ],
};
