import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/membership",
  section: "about",
  title: "Membership of the United Nations",
  lead: "The United Nations has 193 Member States, from the 51 countries that founded it in 1945 to South Sudan, which joined in 2011.",
  image: {
    id: "about-membership",
    alt: "Illustration of a long row of blank flags on flagpoles arranged around a globe",
  },
  body: [
    {
      kind: "paragraph",
      text: "Membership of the United Nations is open to all peace-loving States that accept the obligations of the Charter and are judged able and willing to carry them out. Today there are 193 Member States, and each of them is represented in the General Assembly with one vote, whatever its size, population or wealth. Together they set the Organization's priorities, approve its budget and elect the members of its councils. Outside the Headquarters in New York, the flags of the Member States fly side by side in alphabetical order.",
    },
    { kind: "heading", text: "How a country joins" },
    {
      kind: "paragraph",
      text: "A State that wishes to join sends an application to the Secretary-General, together with a formal declaration that it accepts the obligations of the Charter. The Security Council considers the application first. If at least nine of its 15 members vote in favour, and none of the five permanent members votes against, the Council recommends admission to the General Assembly. The Assembly then decides by a two-thirds majority of the Members present and voting. Membership takes effect on the day the Assembly adopts its resolution of admission.",
    },
    { kind: "heading", text: "How membership has grown" },
    {
      kind: "paragraph",
      text: "The United Nations began with 51 original Members: the 50 countries that signed the Charter in San Francisco in 1945, and Poland, which signed shortly afterwards. Membership grew quickly as former colonies gained their independence, especially in Africa and Asia during the 1950s and 1960s; in 1960 alone, more than a dozen newly independent African States were admitted. The break-up of the Soviet Union and of Yugoslavia in the early 1990s brought another wave of new Members. Switzerland joined in 2002 after a popular vote, and South Sudan became the 193rd Member State in July 2011.",
    },
    {
      kind: "paragraph",
      text: "Two States are not Members but take part in the work of the General Assembly as non-member observer States: the Holy See and the State of Palestine. Observers can attend sessions and take part in many debates, but they do not vote on the Assembly's decisions. A number of intergovernmental organisations and other entities, such as the European Union and the International Committee of the Red Cross, have also been invited to follow and contribute to the Assembly's work as observers.",
    },
    {
      kind: "paragraph",
      text: "Membership brings duties as well as rights. Member States agree to settle disputes peacefully, to carry out the decisions of the Security Council and to pay their share of the Organization's expenses, as assessed by the General Assembly. A Member whose arrears equal or exceed the contributions due for the two preceding full years can lose its vote in the Assembly, unless the Assembly accepts that the failure to pay is due to conditions beyond its control. The Charter also allows for suspension or expulsion, but no Member has ever been expelled.",
    },
  ],
  related: [
    { label: "Overview & History", href: "/about/overview" },
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "Essential Facts", href: "/about/essential" },
    { label: "The Charter of the United Nations", href: "/about/charter" },
  ],
};
