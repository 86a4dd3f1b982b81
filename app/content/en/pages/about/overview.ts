import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/overview",
  section: "about",
  title: "Overview & History",
  lead: "The United Nations was founded in 1945 to keep the peace and help nations work together. Here is how it began, what it is for and where it stands at 80.",
  image: {
    id: "about-overview",
    alt: "Illustration of a dove flying over a globe encircled by a timeline of milestones",
  },
  body: [
    {
      kind: "paragraph",
      text: "The United Nations was born out of the Second World War. Even before the fighting ended, the Allied nations had begun to plan a new organisation that would succeed where the League of Nations had failed. The name itself was first used in the Declaration by United Nations of 1 January 1942, in which governments pledged to fight on together. In the spring of 1945, delegates from 50 countries met in San Francisco to draft a founding treaty, and on 26 June 1945 they signed the Charter of the United Nations.",
    },
    {
      kind: "paragraph",
      text: "Poland, which had not been represented at the conference, signed soon afterwards and became one of the 51 original Member States. The Charter entered into force on 24 October 1945, once it had been ratified by China, France, the Soviet Union, the United Kingdom, the United States and a majority of the other signatories. That date is now celebrated every year as United Nations Day. The General Assembly held its first meeting in London in January 1946, and the Organization later moved into its permanent Headquarters in New York.",
    },
    { kind: "heading", text: "What the United Nations is for" },
    {
      kind: "paragraph",
      text: "The Charter sets out four purposes. The first is to maintain international peace and security, by preventing conflict and by settling disputes through peaceful means. The second is to develop friendly relations among nations, based on equal rights and the self-determination of peoples. The third is to achieve cooperation in solving economic, social, cultural and humanitarian problems, and to encourage respect for human rights and fundamental freedoms for everyone. The fourth is to be a centre where nations can bring their actions into harmony in pursuit of these shared aims.",
    },
    {
      kind: "paragraph",
      text: "Over eight decades, the work has broadened far beyond what the founders could have imagined. The United Nations has sent peacekeepers to conflict zones, supported dozens of countries on the road to independence, and adopted the Universal Declaration of Human Rights on 10 December 1948. It coordinates humanitarian relief after disasters, helps set global standards in fields from aviation to health, and brings countries together on shared challenges such as climate change. In September 2015, all Member States adopted the 2030 Agenda for Sustainable Development, with its 17 Sustainable Development Goals.",
    },
    { kind: "heading", text: "The United Nations at 80" },
    {
      kind: "paragraph",
      text: "In 2025 the United Nations marks its 80th anniversary, often referred to as UN80. The world has changed enormously since 1945: membership has grown from 51 to 193 Member States, and issues such as digital technology, pandemics and the climate crisis have moved to the top of the agenda. The anniversary is an occasion to celebrate what international cooperation has achieved, to reflect honestly on where it has fallen short, and to consider how the Organization can serve people better in the decades ahead.",
    },
  ],
  related: [
    { label: "The Charter of the United Nations", href: "/about/charter" },
    { label: "Membership of the United Nations", href: "/about/membership" },
    { label: "The UN System", href: "/about/structure" },
    {
      label: "UN80: Eight Decades of Achievement",
      href: "/media/un-80-achievements",
    },
  ],
};
