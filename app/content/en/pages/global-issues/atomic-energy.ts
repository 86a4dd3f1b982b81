import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/atomic-energy",
  section: "global-issues",
  title: "Atomic Energy",
  lead: "Since its very first resolution in 1946, the United Nations has worked to make sure that nuclear science serves peace, health and development rather than war.",
  image: {
    id: "global-issues-atomic-energy",
    alt: "Illustration of a stylized atom whose orbits circle an olive branch, a green leaf and a medical cross",
  },
  body: [
    {
      kind: "paragraph",
      text: "Atomic energy was on the agenda of the United Nations from the start. The first resolution ever adopted by the General Assembly, in January 1946, set up a commission to deal with the problems raised by the discovery of atomic energy, only months after atomic bombs had been used in war. Ever since, the Organization has pursued two aims side by side: to prevent the spread and use of nuclear weapons and work towards their elimination, and to make the benefits of peaceful nuclear science available to all countries, safely and securely.",
    },
    { kind: "heading", text: "The International Atomic Energy Agency" },
    {
      kind: "paragraph",
      text: 'In December 1953, United States President Dwight D. Eisenhower addressed the General Assembly in a speech that became known as "Atoms for Peace", proposing an international body to promote the peaceful use of nuclear energy. The International Atomic Energy Agency (IAEA) was established in 1957 and has its headquarters in Vienna, Austria. It is an autonomous organization within the UN system that reports to the General Assembly and, where appropriate, to the Security Council. In 2005 the IAEA and its Director General received the Nobel Peace Prize for their work to keep nuclear energy from military use and to make its peaceful use as safe as possible.',
    },
    { kind: "heading", text: "Non-proliferation and verification" },
    {
      kind: "paragraph",
      text: "The Treaty on the Non-Proliferation of Nuclear Weapons (NPT), which entered into force in 1970, is the cornerstone of global efforts to stop the spread of nuclear weapons. Under the Treaty, non-nuclear-weapon States undertake not to acquire such weapons and to accept IAEA safeguards on their nuclear material, while all parties commit to pursue negotiations on nuclear disarmament and may share in the peaceful uses of nuclear energy. Through inspections, monitoring and analysis, IAEA safeguards give the world confidence that nuclear material is not being diverted from peaceful activities. The Treaty was extended indefinitely in 1995, and its parties review it every five years.",
    },
    { kind: "heading", text: "Nuclear science for development" },
    {
      kind: "paragraph",
      text: "Nuclear techniques help to meet many everyday needs. The IAEA supports countries in using radiotherapy and nuclear medicine to diagnose and treat cancer, and in using isotopes to trace underground water so that it can be managed better. In agriculture, irradiation helps to keep food safe, and the sterile insect technique controls pests such as fruit flies and tsetse flies without heavy use of pesticides. Nuclear power, which produces electricity with very low greenhouse gas emissions, is part of the energy mix of a number of countries, and the Agency helps those that choose it to plan and run their programmes safely.",
    },
    {
      kind: "paragraph",
      text: "Safety and security run through all of this work. The IAEA develops international safety standards, reviews nuclear installations at the request of governments and helps countries prepare for and respond to nuclear and radiological emergencies. It also supports efforts to keep nuclear and other radioactive material out of the hands of criminals and terrorists. Meanwhile, disarmament remains on the agenda of the General Assembly, and the Treaty on the Prohibition of Nuclear Weapons entered into force in 2021 for the States that have joined it. A world free of nuclear weapons remains a long-standing goal of the United Nations.",
    },
  ],
  related: [
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "Security Council", href: "/structure/security-council" },
    { label: "The UN System", href: "/about/structure" },
    { label: "Overview & History", href: "/about/overview" },
  ],
};
