import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/trusteeship-council",
  section: "structure",
  title: "Trusteeship Council",
  lead: "The Trusteeship Council oversaw territories on their path to self-government. With its work complete, it suspended operation on 1 November 1994.",
  image: {
    id: "structure-trusteeship-council",
    alt: "Illustration of an open door leading from a meeting chamber to islands and a rising sun",
  },
  body: [
    {
      kind: "paragraph",
      text: "The Trusteeship Council is one of the six main organs established by the Charter in 1945. It was given the task of supervising the administration of trust territories: areas brought under the International Trusteeship System, most of them former mandates of the League of Nations or territories detached from States defeated in the Second World War. The aim was to promote the political, economic, social and educational advancement of their inhabitants and their progressive development towards self-government or independence.",
    },
    { kind: "heading", text: "Eleven territories" },
    {
      kind: "paragraph",
      text: "In all, eleven territories were placed under trusteeship, in Africa and in the Pacific. Each was run by a Member State acting as the administering authority, which reported to the Council every year. The Council examined these reports, received petitions from the people of the territories and sent visiting missions to see conditions for themselves. One by one, the territories became independent or, in some cases, joined neighbouring countries, often after a vote organised or observed by the United Nations.",
    },
    { kind: "heading", text: "A task completed" },
    {
      kind: "paragraph",
      text: "The last trust territory was Palau, in the western Pacific, which had been part of the Trust Territory of the Pacific Islands administered by the United States. When Palau became independent on 1 October 1994, no territories remained under trusteeship. The Council suspended operation on 1 November 1994 and changed its rules of procedure so that it no longer meets every year, but only when occasion requires, at its own decision or that of its President, or at the request of a majority of its members, the General Assembly or the Security Council.",
    },
    {
      kind: "paragraph",
      text: "The members of the Council are the five permanent members of the Security Council. Its chamber at the Headquarters in New York, designed by the Danish architect Finn Juhl, is still used for other meetings and events. The Council remains part of the Charter, and its story is often cited as one of the clearest successes of the United Nations: a body that finished the job it was created to do. Work on the remaining non-self-governing territories continues through the General Assembly and its Special Committee on Decolonization.",
    },
  ],
  related: [
    { label: "The Charter of the United Nations", href: "/about/charter" },
    { label: "Membership of the United Nations", href: "/about/membership" },
    { label: "The UN System", href: "/about/structure" },
    { label: "Security Council", href: "/structure/security-council" },
  ],
};
