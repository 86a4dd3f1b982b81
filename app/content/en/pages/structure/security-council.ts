import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/security-council",
  section: "structure",
  title: "Security Council",
  lead: "The Security Council has primary responsibility for international peace and security. It has 15 members: five permanent and ten elected.",
  image: {
    id: "structure-security-council",
    alt: "Illustration of a horseshoe-shaped table with fifteen chairs under a shield and olive branch",
  },
  body: [
    {
      kind: "paragraph",
      text: "Under the Charter, the Security Council has primary responsibility for maintaining international peace and security. Unlike the recommendations of most other organs, its decisions are binding: all Member States have agreed to accept and carry them out. The Council can meet at any time, at short notice, whenever peace is threatened. It investigates disputes, calls on the parties to settle them peacefully, recommends terms of settlement and, when necessary, takes stronger measures. It also has a central role in choosing the Secretary-General and in admitting new Members.",
    },
    { kind: "heading", text: "Members" },
    {
      kind: "paragraph",
      text: "The Council has 15 members. Five are permanent: China, France, the Russian Federation, the United Kingdom and the United States. The other ten are elected by the General Assembly for two-year terms, with five seats filled each year, and a retiring member cannot be re-elected straight away. Elected seats are shared among the regions of the world. The presidency of the Council rotates every month among its members, in the English alphabetical order of their names. When the Charter was signed, the Council had 11 members; a Charter amendment that came into force in 1965 raised the number to 15.",
    },
    { kind: "heading", text: "Voting and the veto" },
    {
      kind: "paragraph",
      text: "Each member of the Council has one vote. Decisions on procedural matters need the support of at least nine members. Decisions on all other matters also need nine votes in favour, but none of the five permanent members may vote against: a negative vote by any one of them, known as a veto, blocks the proposal. By long-standing practice, a permanent member that abstains does not prevent a decision from being adopted. The veto is the subject of lively debate, and proposals to reform the Council are discussed regularly by Member States.",
    },
    { kind: "heading", text: "Tools for peace" },
    {
      kind: "paragraph",
      text: "When a dispute arises, the Council usually begins by urging the parties to reach agreement by peaceful means, sometimes by appointing envoys or setting out principles for a settlement. Where there is a threat to the peace, a breach of the peace or an act of aggression, it can act under Chapter VII of the Charter. It may impose sanctions, such as arms embargoes, travel bans or financial restrictions, and it may authorise the use of force. The Council also establishes and renews the mandates of United Nations peacekeeping operations.",
    },
  ],
  related: [
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "The Charter of the United Nations", href: "/about/charter" },
    {
      label: "International Court of Justice",
      href: "/structure/international-court",
    },
  ],
};
