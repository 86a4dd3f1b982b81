import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/international-court",
  section: "structure",
  title: "International Court of Justice",
  lead: "The International Court of Justice is the principal judicial organ of the United Nations. It sits in the Peace Palace in The Hague, in the Netherlands.",
  image: {
    id: "structure-international-court",
    alt: "Illustration of a palace facade with a clock tower behind the scales of justice",
  },
  body: [
    {
      kind: "paragraph",
      text: "The International Court of Justice, often called the World Court, is the principal judicial organ of the United Nations. Its Statute is annexed to the Charter, and every Member State is automatically a party to it. The Court began its work in 1946, taking over from the Permanent Court of International Justice, which had been set up after the First World War. It is the only one of the six main organs not based in New York: it sits in the Peace Palace in The Hague, in the Netherlands.",
    },
    { kind: "heading", text: "The judges" },
    {
      kind: "paragraph",
      text: "The Court is made up of 15 judges, elected for nine-year terms by the General Assembly and the Security Council, voting separately; a candidate needs an absolute majority in both. One third of the Court is elected every three years, and judges may be re-elected. No two judges may be nationals of the same State, and the Court as a whole should represent the main forms of civilisation and the principal legal systems of the world. The judges do not represent their governments; they serve as independent magistrates.",
    },
    { kind: "heading", text: "Disputes between States" },
    {
      kind: "paragraph",
      text: "The Court settles legal disputes submitted to it by States, in accordance with international law. Only States can be parties to these cases, which have concerned questions such as land and maritime boundaries, the treatment of foreign nationals and alleged breaches of treaties. The Court can hear a case only if the States involved have accepted its jurisdiction, whether by special agreement, through a clause in a treaty or by a general declaration. Its judgments are final and binding on the parties, and there is no appeal.",
    },
    { kind: "heading", text: "Advisory opinions" },
    {
      kind: "paragraph",
      text: "The Court also gives advisory opinions on legal questions referred to it by the General Assembly, the Security Council and other authorised organs and specialized agencies. These opinions are not binding in themselves, but they carry great legal and moral authority and help to clarify international law. The Court's official languages are English and French. It should not be confused with the International Criminal Court, also in The Hague, which tries individuals accused of the gravest crimes and is independent of the United Nations.",
    },
  ],
  related: [
    { label: "The Charter of the United Nations", href: "/about/charter" },
    { label: "Security Council", href: "/structure/security-council" },
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "The UN System", href: "/about/structure" },
  ],
};
