import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/climate-change",
  section: "topics",
  title: "Climate Change",
  lead: "The Earth is warming because of human activity, above all the burning of coal, oil and gas. Here is what is happening, why it matters and what can still be done.",
  image: {
    id: "climate-change",
    alt: "Illustration of a rising thermometer beside a melting glacier and a coastline lapped by rising waves",
  },
  body: [
    {
      kind: "paragraph",
      text: "The Earth's climate has always changed over long periods, but the warming we see today is different. Since the Industrial Revolution, people have released huge quantities of carbon dioxide, methane and other greenhouse gases into the atmosphere, mainly by burning coal, oil and gas for energy, and also through deforestation and farming. These gases trap heat like a blanket around the planet. The Intergovernmental Panel on Climate Change (IPCC) has concluded that human influence has unequivocally warmed the atmosphere, ocean and land, and that many of the changes observed are unprecedented in centuries to thousands of years.",
    },
    { kind: "heading", text: "What a warmer world means" },
    {
      kind: "paragraph",
      text: "A warmer world is not simply a hotter one. Heatwaves are becoming more frequent and intense, and heavy rainfall and droughts are more severe in many regions. Glaciers and ice sheets are melting and sea levels are rising, threatening coastal cities and low-lying island nations. The ocean absorbs much of the extra heat and carbon dioxide, which makes it warmer and more acidic and harms coral reefs and fisheries. These changes affect food and water supplies, health, homes and livelihoods, and they fall hardest on the poorest people and countries, which have contributed least to the problem.",
    },
    { kind: "heading", text: "What needs to happen" },
    {
      kind: "paragraph",
      text: "Under the Paris Agreement, adopted in December 2015, countries aim to hold global warming well below 2 °C above pre-industrial levels and to pursue efforts to limit it to 1.5 °C. Every fraction of a degree matters: the risks to people and nature grow with each increment of warming. The IPCC has found that keeping 1.5 °C within reach would require global greenhouse gas emissions to fall by about 43% by 2030 compared with 2019 levels, and carbon dioxide emissions to reach net zero around the middle of the century.",
    },
    {
      kind: "paragraph",
      text: "Cutting emissions means changing the way we produce and use energy: replacing fossil fuels with renewable sources such as solar and wind power, using energy more efficiently, and transforming transport, buildings, industry and agriculture. In many parts of the world, renewable power is now the cheapest option for new electricity. Protecting and restoring forests and other ecosystems helps to draw carbon out of the air. At the same time, countries must adapt to the changes already under way, by building flood defences, growing drought-resistant crops and setting up early warning systems that give people time to act before disaster strikes.",
    },
    { kind: "heading", text: "Everyone has a role" },
    {
      kind: "paragraph",
      text: "Governments carry the main responsibility, through national climate plans, policies and investment, and developed countries have committed to provide finance and technology to support developing countries. Businesses, cities and investors can set targets to cut their emissions and follow through on them. Individuals can make a difference too, by saving energy at home, walking, cycling or taking public transport, wasting less food and speaking up for climate action. Sustainable Development Goal 13 calls on the world to take urgent action to combat climate change and its impacts, and progress on it supports almost every other Goal.",
    },
  ],
  related: [
    { label: "Climate", href: "/global-issues/climate" },
    { label: "How Carbon Markets Work Under the Paris Agreement", href: "/stories/carbon-markets" },
    { label: "Practical Ways to Reduce Air Pollution", href: "/stories/reduce-air-pollution" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
  ],
};
