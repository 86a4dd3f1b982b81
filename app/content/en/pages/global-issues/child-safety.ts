import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/child-safety",
  section: "global-issues",
  title: "Child Safety",
  lead: "Every child has the right to grow up free from violence, exploitation and neglect. The United Nations works with governments and communities to make that right a reality.",
  image: {
    id: "global-issues-child-safety",
    alt: "Illustration of two large hands forming a shelter over a group of children playing together",
  },
  body: [
    {
      kind: "paragraph",
      text: "Children are among the most vulnerable members of every society. Many face violence at home, at school, in their communities and online. Some are forced to work, trafficked, married too young or caught up in armed conflict. Protecting them is both a moral duty and an obligation under international law. The United Nations works with governments, families, schools and civil society to prevent harm before it happens, and to make sure that children who have suffered abuse or exploitation receive the care, support and justice they need to recover and rebuild their lives.",
    },
    { kind: "heading", text: "The Convention on the Rights of the Child" },
    {
      kind: "paragraph",
      text: "The cornerstone of this work is the Convention on the Rights of the Child, adopted by the General Assembly on 20 November 1989 and now the most widely ratified human rights treaty in history. The Convention treats children as holders of rights, not simply as objects of care, and requires States to protect them from all forms of violence, injury, abuse, neglect and exploitation. Two Optional Protocols adopted in 2000 strengthen protection against the involvement of children in armed conflict and against their sale and sexual exploitation. A committee of independent experts reviews how States meet their obligations.",
    },
    { kind: "heading", text: "Children in armed conflict" },
    {
      kind: "paragraph",
      text: "War is especially cruel to children. The Security Council has identified six grave violations against children in armed conflict: killing and maiming; recruitment and use by armed forces and groups; sexual violence; attacks on schools and hospitals; abduction; and the denial of humanitarian access. The United Nations monitors and reports on these violations, and the Secretary-General's annual report on children and armed conflict lists parties responsible for them. Engagement with those parties has led to action plans under which armed forces and groups have released children from their ranks and committed to protect them.",
    },
    { kind: "heading", text: "Safe at home, at school and online" },
    {
      kind: "paragraph",
      text: "Much of the violence against children happens out of sight, often at the hands of people they know. UNICEF, created by the General Assembly in 1946, and other UN entities help countries build child protection systems: laws that ban violent punishment, trained social workers, helplines, and courts and services designed with children in mind. Ending child marriage and child labour, and keeping children in school, are part of the same effort. As children go online at ever younger ages, governments, technology companies and parents are also called on to protect them from abuse, exploitation and harmful content.",
    },
    {
      kind: "paragraph",
      text: "The 2030 Agenda for Sustainable Development includes a specific target, 16.2, to end abuse, exploitation, trafficking and all forms of violence against and torture of children. Progress depends on everyday actions as much as on laws. Parents and caregivers can learn positive, non-violent ways to guide their children; teachers can make schools safe places to learn; and neighbours can speak up when a child is at risk. Every year on 20 November, World Children's Day marks the adoption of the Convention and invites everyone to listen to children and uphold their rights.",
    },
  ],
  related: [
    { label: "Security Council", href: "/structure/security-council" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
    { label: "Gender Equality", href: "/gender-equality" },
    { label: "Ending Poverty", href: "/ending-poverty" },
  ],
};
