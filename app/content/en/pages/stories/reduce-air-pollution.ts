import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/reduce-air-pollution",
  section: "stories",
  title: "Practical Ways to Reduce Air Pollution",
  lead: "From cleaner cooking and transport to greener cities, choices made by governments, cities and individuals can help clear the air and protect our health.",
  published: "2025-09-07",
  image: {
    id: "stories-reduce-air-pollution",
    alt: "Illustration of a bicycle, a tram and trees in front of a city skyline under a clear sky",
  },
  body: [
    {
      kind: "paragraph",
      text: "Air pollution is not inevitable. Most of it comes from human activity, which means it can be reduced by changing how we produce energy, travel, cook, farm and deal with waste. Many cities that once lived under thick smog have cleaned their air through determined policies, showing that progress is possible. The solutions are well known; what is often missing is the will and the money to put them into practice. Action is needed at every level, and it works best when governments, local authorities, businesses and people pull in the same direction.",
    },
    { kind: "heading", text: "What governments can do" },
    {
      kind: "paragraph",
      text: "National governments set the rules that shape the air we breathe. They can adopt air quality standards that move step by step towards the WHO guideline levels and build networks of monitors so that people know what they are breathing. Shifting power generation from coal and other fossil fuels to clean and renewable energy cuts pollution at its source, as do strict emission standards for vehicles and industry. Governments can also help households switch to clean cooking with electricity, liquefied petroleum gas or other clean fuels. Because pollution crosses borders, countries cooperate too, as many in Europe and North America have done since 1979 under the Convention on Long-range Transboundary Air Pollution.",
    },
    { kind: "heading", text: "What cities can do" },
    {
      kind: "paragraph",
      text: "Cities are where many people face the worst exposure, and where some of the most effective solutions are found. Safe and affordable public transport, together with good pavements and cycle lanes, gives people a real alternative to driving. Some cities keep the most polluting vehicles out of their centres or switch their buses to electric power. Collecting and managing waste properly ends the open burning of rubbish, a major source of toxic smoke in many places. Careful urban planning can also keep homes, schools and hospitals away from the busiest roads and industrial sites, while parks and trees make streets more pleasant for walking.",
    },
    {
      kind: "paragraph",
      text: "Individual choices add up as well, especially when good public policy makes them easy. What each of us can do depends on where we live and what options are available, but many people can reduce the pollution they produce and protect themselves and their families from the worst exposure. Small changes in the way we travel, heat and cool our homes, cook and get rid of waste can make a real difference to the air in our streets and homes. Here are some practical steps.",
    },
    {
      kind: "list",
      items: [
        "Walk, cycle or use public transport when you can, and share rides for longer journeys.",
        "Never burn household rubbish, leaves or plastic; use waste collection or composting instead.",
        "Save energy at home with efficient appliances and lighting, and switch off what you are not using.",
        "Where possible, cook with clean fuels and keep living spaces well ventilated.",
        "Check local air quality information and limit hard outdoor exercise on highly polluted days, especially for children and older people.",
        "Support local efforts for cleaner air, from safer cycling routes to better waste services.",
      ],
    },
    {
      kind: "paragraph",
      text: "Clean air brings benefits far beyond the lungs. Cutting pollution from fossil fuels also reduces the emissions that drive climate change, while clean cooking can save women and girls hours spent gathering fuel. Healthier children and workers mean fewer days lost to illness and lower health costs. Cleaner air supports several of the Sustainable Development Goals, including good health and well-being, affordable and clean energy, and sustainable cities and communities. The International Day of Clean Air for blue skies, held every year on 7 September, is a reminder that everyone has a part to play.",
    },
  ],
  related: [
    {
      label: "Air Pollution: Facts About the Air We Breathe",
      href: "/stories/air-pollution-facts",
    },
    { label: "Climate Change", href: "/climate-change" },
    { label: "How Carbon Markets Work Under the Paris Agreement", href: "/stories/carbon-markets" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
  ],
};
