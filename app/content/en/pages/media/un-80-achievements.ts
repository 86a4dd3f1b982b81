import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/un-80-achievements",
  section: "media",
  title: "UN80: Eight Decades of Achievement",
  lead: "A short film looks back at milestones from 80 years of United Nations work for peace, human rights and development. Here is what each of its chapters covers.",
  published: "2025-10-24",
  image: {
    id: "media-un-80-achievements",
    alt: "Illustration of a winding ribbon timeline marked with a dove, a globe, an open book and a vaccine vial",
  },
  body: [
    {
      kind: "paragraph",
      text: "When the Charter of the United Nations entered into force on 24 October 1945, the world was emerging from a war that had killed tens of millions of people. The 51 founding Members pledged to spare future generations from war and to build a world of social progress and better lives for all. Eighty years later, with 193 Member States, the Organization can point to achievements that have changed countless lives. This film, released for the 80th anniversary, looks back at some of them in five chapters, summarized below.",
    },
    { kind: "heading", text: "Chapter 1: Keeping the peace" },
    {
      kind: "paragraph",
      text: "The first chapter follows United Nations peacekeeping from its beginnings in 1948, when military observers were sent to the Middle East to help supervise a truce. Since then, more than 70 peacekeeping operations have been deployed around the world, protecting civilians, helping former fighters lay down their arms, supporting elections and rebuilding institutions after conflict. In 1988 the United Nations peacekeeping forces were awarded the Nobel Peace Prize. The chapter also recalls the quieter work of mediation and preventive diplomacy, through which envoys of the Secretary-General have helped parties to end wars or avoid them altogether.",
    },
    { kind: "heading", text: "Chapters 2 and 3: Freedom and human rights" },
    {
      kind: "paragraph",
      text: "The second chapter turns to decolonization. When the United Nations was founded, nearly a third of the world's people lived in territories that did not govern themselves. In 1960 the General Assembly adopted the Declaration on the Granting of Independence to Colonial Countries and Peoples, and since 1945 more than 80 former colonies have gained their independence, many of them going on to join the Organization as Member States. Seventeen Non-Self-Governing Territories remain on the United Nations list today, and the General Assembly continues to follow their path towards self-determination.",
    },
    {
      kind: "paragraph",
      text: "The third chapter is devoted to the Universal Declaration of Human Rights, adopted by the General Assembly in Paris on 10 December 1948. For the first time, countries set out together the basic rights and freedoms that belong to every human being, without distinction of any kind. The Declaration has been translated into more than 500 languages. It has inspired national constitutions and a body of binding international treaties, including the two covenants on civil and political rights and on economic, social and cultural rights, and conventions protecting women, children and persons with disabilities.",
    },
    { kind: "heading", text: "Chapters 4 and 5: Health, food and a shared agenda" },
    {
      kind: "paragraph",
      text: "The fourth chapter shows the work of UN agencies for health and food. Thanks to a global campaign led by the World Health Organization, smallpox was declared eradicated in 1980, and a worldwide effort has cut polio cases by more than 99% since 1988. UNICEF helps to supply the vaccines that protect children in many countries. The World Food Programme, created in 1961 and awarded the Nobel Peace Prize in 2020, brings food assistance to people affected by conflict and disaster. The final chapter turns to the 2030 Agenda for Sustainable Development, adopted in September 2015, whose 17 Goals offer a shared plan for people and the planet.",
    },
  ],
  related: [
    { label: "Overview & History", href: "/about/overview" },
    { label: "The Charter of the United Nations", href: "/about/charter" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
    {
      label: "World Leaders Gather for the 80th General Assembly",
      href: "/stories/unga80-high-level-week",
    },
  ],
};
