import type { StructureBody } from "~/content/types";

/** The six main organs of the United Nations, in Charter order. */
export const structureBodies: readonly StructureBody[] = [
  {
    name: "General Assembly",
    description:
      "The main deliberative body, where all 193 Member States meet as equals, each with one vote, to discuss and decide on global issues.",
    link: "/structure/general-assembly",
  },
  {
    name: "Security Council",
    description:
      "Has primary responsibility for international peace and security. It has 15 Members, five of them permanent with the power of veto.",
    link: "/structure/security-council",
  },
  {
    name: "Economic and Social Council",
    description:
      "Coordinates the UN's economic, social and environmental work. Its 54 members are elected for three-year terms.",
    link: "/structure/economic-social-council",
  },
  {
    name: "International Court of Justice",
    description:
      "The principal judicial organ, based in The Hague. It settles legal disputes between States and gives advisory opinions.",
    link: "/structure/international-court",
  },
  {
    name: "Secretariat",
    description:
      "Led by the Secretary-General, its international staff carry out the day-to-day work decided by the other main organs.",
    link: "/structure/secretariat",
  },
  {
    name: "Trusteeship Council",
    description:
      "Oversaw trust territories on their way to self-government. It suspended operation in 1994 after Palau became independent.",
    link: "/structure/trusteeship-council",
  },
];
