import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/carbon-markets",
  section: "stories",
  title: "How Carbon Markets Work Under the Paris Agreement",
  lead: "Article 6 of the Paris Agreement lets countries cooperate to cut emissions, including by trading carbon credits. Here is how these markets work and how their integrity is protected.",
  published: "2025-11-12",
  image: {
    id: "stories-carbon-markets",
    alt: "Illustration of a balance scale weighing a cloud of carbon dioxide against a young tree",
  },
  body: [
    {
      kind: "paragraph",
      text: "The Paris Agreement, adopted at COP21 in December 2015, commits countries to holding the rise in global average temperature well below 2 °C above pre-industrial levels and to pursuing efforts to limit it to 1.5 °C. Each country sets out its own climate plan, known as a nationally determined contribution, and submits a new one every five years. Cutting emissions costs more in some places than in others, and some countries can reduce more than their own targets require. Article 6 of the Agreement allows countries to work together to meet their goals, including through international carbon markets.",
    },
    { kind: "heading", text: "Two ways to trade" },
    {
      kind: "paragraph",
      text: "Article 6.2 covers cooperative approaches agreed directly between countries. Under it, one country can transfer emission reductions achieved on its territory to another, which counts them towards its own target. These transfers are known as internationally transferred mitigation outcomes. Article 6.4 creates a crediting mechanism supervised by the United Nations, now called the Paris Agreement Crediting Mechanism. Projects that reduce or remove emissions, such as renewable energy plants or cleaner cookstoves, can apply to be registered and, once their results have been independently verified, receive credits. The mechanism builds on the experience of the Clean Development Mechanism set up under the Kyoto Protocol.",
    },
    {
      kind: "paragraph",
      text: "A third part of the Article, 6.8, recognizes non-market approaches, such as cooperation on finance, technology and capacity-building, that do not involve trading credits at all. Turning these short paragraphs into a working system took years of negotiation. Most of the detailed rules were agreed at COP26 in Glasgow in 2021, and the remaining pieces were settled at COP29 in Baku in 2024. With the rulebook largely complete, the focus has moved from design to practice: registering projects, issuing credits and making sure that every transfer is properly recorded and reported.",
    },
    { kind: "heading", text: "Safeguarding integrity" },
    {
      kind: "paragraph",
      text: "A carbon market only helps the climate if every credit stands for a real reduction that would not otherwise have happened, and if that reduction is counted only once. Weak credits would allow buyers to claim progress while the atmosphere gains nothing. For this reason the Paris rules include a series of safeguards, backed by reporting under the Agreement's transparency framework, where information on transfers is open to expert review. The main protections are summarized below.",
    },
    {
      kind: "list",
      items: [
        "Additionality: a project must show that its reductions would not have happened without the income from carbon credits.",
        "Realistic baselines: reductions are measured against a credible estimate of what emissions would otherwise have been, and are verified by independent auditors.",
        "Corresponding adjustments: a country that transfers a reduction abroad adds it back to its own emissions balance, so the same tonne is never claimed twice.",
        "Permanence: removals, such as carbon stored in forests or soils, must address the risk that the carbon is released again later.",
        "Overall mitigation: under Article 6.4, a portion of credits is cancelled so that trading brings a net benefit to the atmosphere instead of only moving reductions around.",
        "Support for adaptation: a share of the credits issued under Article 6.4 goes to the Adaptation Fund, which helps vulnerable countries cope with climate impacts.",
      ],
    },
    {
      kind: "paragraph",
      text: "Safeguards also protect people. Projects under the crediting mechanism must consult local communities, respect human rights and consider their wider effects on sustainable development, and there is a process for appeals and grievances. Supporters of carbon markets argue that, with strong rules, they can lower the cost of climate action and channel finance to developing countries. Critics warn that credits must never become a substitute for deep cuts at home. The goals of the Paris Agreement can be met only if trading raises ambition rather than replacing it.",
    },
  ],
  related: [
    { label: "Climate", href: "/global-issues/climate" },
    { label: "Climate Change", href: "/climate-change" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
  ],
};
