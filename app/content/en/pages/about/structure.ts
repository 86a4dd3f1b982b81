import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/structure",
  section: "about",
  title: "The UN System",
  lead: "Six main organs sit at the heart of the United Nations, supported by a wider family of funds, programmes and specialized agencies working around the world.",
  image: {
    id: "about-structure",
    alt: "Illustration of six connected circles at the centre of a wider network of smaller linked nodes",
  },
  body: [
    {
      kind: "paragraph",
      text: "The United Nations is more than a single organisation. At its centre are the six main organs established by the Charter in 1945. Around them has grown a large family of funds, programmes, specialized agencies and other bodies, each with its own mandate, leadership and budget. Together they are known as the United Nations system. They work in almost every country, on matters ranging from emergency relief and child health to aviation safety, weather forecasting and the protection of intellectual property.",
    },
    { kind: "heading", text: "The six main organs" },
    {
      kind: "list",
      items: [
        "General Assembly: all 193 Member States, each with one vote",
        "Security Council: 15 members, with primary responsibility for peace and security",
        "Economic and Social Council: 54 members coordinating economic, social and environmental work",
        "International Court of Justice: the principal judicial organ, in The Hague",
        "Secretariat: the international staff, led by the Secretary-General",
        "Trusteeship Council: suspended operation in 1994 after completing its task",
      ],
    },
    {
      kind: "paragraph",
      text: "Five of the six main organs are based at the Headquarters in New York. The exception is the International Court of Justice, which sits in the Peace Palace in The Hague, in the Netherlands. The General Assembly, the Security Council and the Economic and Social Council can also create subsidiary bodies, such as committees, commissions and councils, to help them carry out their work. The Human Rights Council, for example, was established by the General Assembly in 2006 and meets in Geneva.",
    },
    { kind: "heading", text: "Funds and programmes" },
    {
      kind: "paragraph",
      text: "Funds and programmes were created by the United Nations to carry out particular tasks, and most rely mainly on voluntary contributions from governments and other donors. They include the United Nations Children's Fund (UNICEF), which works for the rights and well-being of children; the United Nations Development Programme (UNDP), which helps countries reduce poverty and build strong institutions; the World Food Programme (WFP), which delivers food assistance in emergencies; and the United Nations Environment Programme (UNEP), based in Nairobi. Each is overseen by a governing body made up of Member States.",
    },
    { kind: "heading", text: "Specialized agencies" },
    {
      kind: "paragraph",
      text: "Specialized agencies are independent international organisations linked to the United Nations by special agreements. They have their own member States, governing bodies and budgets, and they coordinate with the United Nations through the Economic and Social Council. Some are older than the United Nations itself: the International Labour Organization dates from 1919, and the Universal Postal Union from 1874. Others include the World Health Organization, the Food and Agriculture Organization, UNESCO, the International Civil Aviation Organization, the International Monetary Fund and the World Bank Group.",
    },
  ],
  related: [
    { label: "General Assembly", href: "/structure/general-assembly" },
    { label: "Security Council", href: "/structure/security-council" },
    { label: "Secretariat", href: "/structure/secretariat" },
    { label: "Overview & History", href: "/about/overview" },
  ],
};
