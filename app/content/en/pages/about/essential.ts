import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/essential",
  section: "about",
  title: "Essential Facts",
  lead: "Key facts about the United Nations: its official languages, where it works, how it is funded, and the flag and day that represent it.",
  image: {
    id: "about-essential",
    alt: "Illustration of a light blue flag with a world map emblem beside speech bubbles and a calendar",
  },
  body: [
    {
      kind: "paragraph",
      text: "The United Nations has six official languages: Arabic, Chinese, English, French, Russian and Spanish. Delegates may speak in any of them at formal meetings, and interpreters provide simultaneous interpretation into the other five. Official documents are issued in all six languages, so that every Member State can follow discussions and decisions on an equal footing. Five of the languages were official from the start; Arabic was added as an official language of the General Assembly in 1973 and later of other organs. English and French are the working languages of the Secretariat.",
    },
    { kind: "heading", text: "Where the United Nations works" },
    {
      kind: "paragraph",
      text: "The Headquarters of the United Nations stands on the east side of Manhattan in New York, beside the East River, on a site that has a special status under an agreement with the host country. The Organization also has major offices in Geneva, Vienna and Nairobi. Geneva is a centre for human rights and humanitarian work, Vienna for areas such as drugs, crime and outer space affairs, and Nairobi is home to the environment and human settlements programmes. Five regional commissions are based in Addis Ababa, Bangkok, Beirut, Geneva and Santiago.",
    },
    { kind: "heading", text: "How the United Nations is funded" },
    {
      kind: "paragraph",
      text: "The United Nations is funded by its Member States in two main ways. Assessed contributions are the dues that every Member is obliged to pay towards the regular budget and, separately, towards peacekeeping operations. Each country's share is set by the General Assembly according to a scale based mainly on its capacity to pay. Voluntary contributions are additional funds that governments and other donors choose to give. They pay for much of the work of the funds and programmes, including a large part of humanitarian relief and development assistance.",
    },
    { kind: "heading", text: "The flag and United Nations Day" },
    {
      kind: "paragraph",
      text: "The United Nations flag shows the Organization's emblem in white on a light blue background. The emblem is a map of the world centred on the North Pole, framed by two olive branches as a symbol of peace. The General Assembly adopted the flag in 1947. It flies over United Nations offices and missions around the world, and the light blue colour has become closely linked with the Organization, most famously in the blue helmets and berets worn by its peacekeepers.",
    },
    {
      kind: "paragraph",
      text: "United Nations Day is celebrated on 24 October, the anniversary of the day in 1945 when the Charter entered into force. It is an occasion to recall the aims of the Charter and the work done in their name. Many other international days are marked throughout the year, from International Women's Day on 8 March to Human Rights Day on 10 December, which recalls the adoption of the Universal Declaration of Human Rights in 1948. Each one draws attention to a particular issue and to what people can do about it.",
    },
  ],
  related: [
    { label: "Overview & History", href: "/about/overview" },
    { label: "Membership of the United Nations", href: "/about/membership" },
    { label: "The UN System", href: "/about/structure" },
    { label: "Frequently Asked Questions", href: "/faq" },
  ],
};
