import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/air-pollution-facts",
  section: "stories",
  title: "Air Pollution: Facts About the Air We Breathe",
  lead: "WHO estimates that 99% of the world's population breathes air that exceeds its guideline limits. Here are the key facts about what pollutes our air and how it harms health.",
  published: "2025-09-05",
  image: {
    id: "stories-air-pollution-facts",
    alt: "Illustration of a pair of lungs surrounded by grey haze and small particles",
  },
  body: [
    {
      kind: "paragraph",
      text: "Clean air is something most of us take for granted, yet almost no one on earth can count on it. The World Health Organization (WHO) estimates that 99% of the world's population lives in places where air pollution exceeds its guideline limits. Together, outdoor (ambient) and household air pollution are associated with about 7 million premature deaths every year, making polluted air one of the greatest environmental risks to human health. The burden is heaviest in low- and middle-income countries, but no region of the world is untouched.",
    },
    { kind: "heading", text: "What is in the air" },
    {
      kind: "paragraph",
      text: "Air pollution is a mixture of gases and tiny particles. The most harmful to health is fine particulate matter, known as PM2.5: particles 2.5 micrometres across or smaller, able to travel deep into the lungs and even enter the bloodstream. Other common pollutants include nitrogen dioxide, mostly from traffic; sulphur dioxide, from burning coal and oil; ground-level ozone, which forms when other pollutants react in sunlight; and carbon monoxide, from the incomplete burning of fuel. In its 2021 air quality guidelines, WHO set the recommended annual average level of PM2.5 at 5 micrograms per cubic metre.",
    },
    { kind: "heading", text: "Where it comes from" },
    {
      kind: "paragraph",
      text: "Outdoors, the main sources are the burning of fossil fuels in power plants, vehicles and industry, along with the burning of farm waste and rubbish, dust from construction sites and dry land, and wildfires. Indoors, the leading cause is cooking and heating with polluting fuels, such as wood, charcoal, dung, crop waste and kerosene, on open fires or simple stoves. Billions of people still depend on these fuels, and the women and children who spend the most time near the fire are the most exposed. Pollution also travels: smoke and particles can drift across cities, countries and even continents.",
    },
    { kind: "heading", text: "How it harms health" },
    {
      kind: "paragraph",
      text: "Breathing polluted air affects the whole body, not only the lungs. Long-term exposure raises the risk of stroke, heart disease, chronic obstructive pulmonary disease, lung cancer and respiratory infections such as pneumonia. Children are especially vulnerable because their lungs are still developing and they breathe faster than adults, while older people and those with existing illnesses are more likely to become seriously ill. Exposure during pregnancy has been linked to low birth weight. Because the damage builds up quietly over many years, people often do not realize how much the air they breathe is affecting them.",
    },
    {
      kind: "paragraph",
      text: "Air pollution and climate change are closely connected. Many of the same activities, above all the burning of fossil fuels, release both greenhouse gases and harmful pollutants, and some pollutants, such as black carbon and ground-level ozone, also warm the planet. This means that well-designed policies can improve health and protect the climate at the same time. To raise awareness of the problem and its solutions, the United Nations observes the International Day of Clean Air for blue skies every year on 7 September, a day first marked in 2020.",
    },
  ],
  related: [
    { label: "Practical Ways to Reduce Air Pollution", href: "/stories/reduce-air-pollution" },
    { label: "Climate Change", href: "/climate-change" },
    { label: "Sustainable Development Goals", href: "/sdgs" },
    { label: "Climate", href: "/global-issues/climate" },
  ],
};
