import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/democracy",
  section: "global-issues",
  title: "Democracy",
  lead: "The United Nations promotes no single model of democracy, but it upholds its core principles: human rights, the rule of law and the right of people to choose who governs them.",
  image: {
    id: "global-issues-democracy",
    alt: "Illustration of a ballot box with hands of different skin tones placing voting papers inside",
  },
  body: [
    {
      kind: "paragraph",
      text: 'The word democracy does not appear in the Charter of the United Nations, yet the Charter opens with "We the peoples", a reminder that the Organization ultimately draws its authority from people everywhere. Over the decades, democracy has become one of the universal values at the heart of the work of the United Nations. The Organization does not impose or favour any one model of government. It recognizes that democracies share common features, such as respect for human rights, free and fair elections and accountable institutions, while taking many forms shaped by each country\'s history and culture.',
    },
    { kind: "heading", text: "Rooted in human rights" },
    {
      kind: "paragraph",
      text: "The foundations of democracy are set out in the Universal Declaration of Human Rights, adopted by the General Assembly on 10 December 1948, which recognizes the right of everyone to take part in the government of their country. The International Covenant on Civil and Political Rights, adopted in 1966, made this right a legal obligation for the States that are party to it. Freedom of expression, assembly and association, together with independent courts and a free press, allow citizens to take part in public life, hold leaders to account and change them peacefully.",
    },
    {
      kind: "quote",
      text: "The authority of government rests on the will of the people, which must be expressed in genuine elections held at regular intervals, with universal and equal suffrage and a secret ballot.",
      source: "Universal Declaration of Human Rights, Article 21 (paraphrased)",
    },
    { kind: "heading", text: "Support for elections and institutions" },
    {
      kind: "paragraph",
      text: "The United Nations provides electoral assistance to countries that ask for it, or where the Security Council or the General Assembly has given it a mandate to do so. Support can range from technical advice on electoral laws, voter registration and logistics to, in rarer cases, organizing or verifying elections. Many countries have received this help, often in the delicate period after a conflict, when a credible vote can help a society turn towards lasting peace. The decisions, however, always belong to the people of the country concerned, and the assistance is designed to strengthen their own institutions.",
    },
    {
      kind: "paragraph",
      text: "Democracy is about much more than elections. The United Nations works to strengthen parliaments, justice systems, human rights institutions and local government, and to make sure that women, young people, minorities and other groups can take a full part in public life. Sustainable Development Goal 16 calls for peaceful and inclusive societies, access to justice for all and effective, accountable institutions at every level. The UN Democracy Fund, created in 2005, supports projects led by civil society organizations that give people a stronger voice and encourage them to take part in democratic processes.",
    },
    {
      kind: "paragraph",
      text: "Democracy is under pressure in many parts of the world, from disinformation and attacks on journalists to restrictions on civil society and a loss of trust in public institutions. The General Assembly chose 15 September as the International Day of Democracy, first observed in 2008, to encourage governments and citizens alike to review the state of democracy and to renew their commitment to it. The Day is a reminder that democracy is never finished: it depends on informed and active citizens and on institutions that listen and answer to them.",
    },
  ],
  related: [
    { label: "The Charter of the United Nations", href: "/about/charter" },
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "Gender Equality", href: "/gender-equality" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
  ],
};
