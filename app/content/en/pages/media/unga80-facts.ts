import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/unga80-facts",
  section: "media",
  title: "UNGA80 in Numbers",
  lead: "The General Assembly's 80th session in numbers: who takes part, how it works and when its key moments take place.",
  published: "2025-09-09",
  image: {
    id: "media-unga80-facts",
    alt: "Illustration of tiered desks in a semicircular hall with simple number tiles and small flags floating above",
  },
  body: [
    {
      kind: "paragraph",
      text: "The General Assembly is the one place where every Member State of the United Nations sits as an equal. Its 80th session opened at Headquarters in New York on 9 September 2025, in the year the Organization marked 80 years since its Charter entered into force. Here are some of the key facts and figures behind the session, from the number of countries taking part to the languages in which they speak and the way the Assembly organizes its work.",
    },
    {
      kind: "list",
      items: [
        "193 Member States, each with one vote, whatever its size or population",
        "2 non-member observer States: the Holy See and the State of Palestine",
        "9 September 2025: the opening of the 80th session",
        "23 September 2025: the start of the general debate, during high-level week",
        "24 October 2025: United Nations Day, 80 years after the Charter entered into force",
        "6 official languages: Arabic, Chinese, English, French, Russian and Spanish",
        "6 Main Committees, each dealing with a broad area of the agenda",
        "1 President, elected for each session",
      ],
    },
    { kind: "heading", text: "One country, one vote" },
    {
      kind: "paragraph",
      text: "Every Member State has a single vote in the Assembly. Decisions on important questions, such as recommendations on peace and security, the admission of new Members and budgetary matters, need a two-thirds majority of the Members present and voting; other questions are settled by a simple majority. Many resolutions are adopted by consensus, without a vote. Most Assembly resolutions are recommendations rather than binding obligations, but they carry the weight of world opinion, and the Assembly's decisions on the budget of the Organization and on how its costs are shared among Members are binding.",
    },
    { kind: "heading", text: "The President and the Hall" },
    {
      kind: "paragraph",
      text: "The President of the General Assembly is elected each year, a few months before the session begins, and the post rotates among the five regional groups of Member States. The President chairs the plenary meetings, guides the work of the session and represents the Assembly. The Assembly also elects 21 Vice-Presidents and the chairs of its six Main Committees. Plenary meetings take place in the General Assembly Hall at Headquarters, the largest meeting room in the complex, where the emblem of the United Nations hangs above the rostrum from which leaders address the world.",
    },
    { kind: "heading", text: "Languages and a long history" },
    {
      kind: "paragraph",
      text: "Delegates normally speak in one of the six official languages, and their words are interpreted simultaneously into the other five so that every delegation can follow the debate. Official documents are issued in all six languages. The Assembly's history goes back to 10 January 1946, when it first met in London with representatives of the 51 original Members. Its membership has nearly quadrupled since then, largely as a result of decolonization, making the Assembly the most representative body of the international community.",
    },
  ],
  related: [
    { label: "General Assembly", href: "/structure/general-assembly" },
    {
      label: "World Leaders Gather for the 80th General Assembly",
      href: "/stories/unga80-high-level-week",
    },
    { label: "Membership of the United Nations", href: "/about/membership" },
    {
      label: "The Secretary-General on the 80th General Assembly",
      href: "/media/sg-interview-unga80",
    },
  ],
};
