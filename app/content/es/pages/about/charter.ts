import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/charter",
  section: "about",
  title: "La Carta de las Naciones Unidas",
  lead: "Firmada en San Francisco el 26 de junio de 1945, la Carta es el tratado fundacional de las Naciones Unidas. En ella se establecen los propósitos, los principios y los órganos principales de la Organización.",
  image: {
    id: "about-charter",
    alt: "Ilustración de un pergamino desenrollado con una pluma estilográfica junto a un globo terráqueo",
  },
  body: [
    {
      kind: "paragraph",
      text: "La Carta de las Naciones Unidas es el tratado que creó la Organización y que sigue rigiendo su funcionamiento. Se redactó en la Conferencia de las Naciones Unidas sobre Organización Internacional, inaugurada en San Francisco en abril de 1945, y la firmaron el 26 de junio de 1945 los representantes de 50 países. Entró en vigor el 24 de octubre de 1945. Todo país que ingresa en las Naciones Unidas acepta las obligaciones que contiene y, si esas obligaciones entran en conflicto con las contraídas en virtud de cualquier otro convenio internacional, prevalecen las de la Carta.",
    },
    {
      kind: "quote",
      text: "Los pueblos de las Naciones Unidas están resueltos a preservar de la guerra a las generaciones venideras, a reafirmar su fe en los derechos humanos y en el igual valor de cada persona, a defender la justicia y el derecho internacional, y a promover el progreso social y a elevar el nivel de vida dentro de un concepto más amplio de la libertad.",
      source: "Paráfrasis del preámbulo de la Carta",
    },
    { kind: "heading", text: "Cómo está organizada la Carta" },
    {
      kind: "paragraph",
      text: "La Carta consta de un preámbulo seguido de 111 artículos, agrupados en 19 capítulos. El primer capítulo enuncia los propósitos y principios de la Organización. Los capítulos siguientes tratan de los Miembros, de cada uno de los seis órganos principales y sus facultades, del arreglo pacífico de controversias y de la cooperación en cuestiones económicas y sociales. El Estatuto de la Corte Internacional de Justicia figura como anexo de la Carta y forma parte integrante de ella. El último artículo dispone que los textos en chino, español, francés, inglés y ruso son igualmente auténticos.",
    },
    { kind: "heading", text: "Principios y facultades" },
    {
      kind: "paragraph",
      text: "El artículo 2 enumera los principios que los Miembros se comprometen a respetar. Todos los Estados Miembros son soberanamente iguales y deben cumplir de buena fe las obligaciones contraídas en virtud de la Carta. Deben resolver sus controversias por medios pacíficos y abstenerse de recurrir a la amenaza o al uso de la fuerza contra la integridad territorial o la independencia política de cualquier Estado. La Carta reconoce asimismo el derecho inmanente de legítima defensa, individual o colectiva, en caso de ataque armado, y, por regla general, excluye la intervención de las Naciones Unidas en los asuntos que son esencialmente de la jurisdicción interna de los Estados.",
    },
    {
      kind: "paragraph",
      text: "Varios capítulos son fundamentales para la labor de la Organización en favor de la paz. El Capítulo VI describe cómo pueden resolverse pacíficamente las controversias, mediante la negociación, la mediación, el arbitraje o el arreglo judicial, y cómo puede el Consejo de Seguridad recomendar soluciones. El Capítulo VII faculta al Consejo para determinar la existencia de toda amenaza a la paz y decidir qué medidas adoptar en respuesta, desde sanciones económicas hasta, como último recurso, el uso de la fuerza. El Capítulo VIII reconoce el papel que pueden desempeñar los organismos regionales en el mantenimiento de la paz en sus respectivas regiones.",
    },
    {
      kind: "paragraph",
      text: "La Carta puede modificarse, pero solo con un amplio acuerdo. Toda reforma debe ser adoptada por el voto de las dos terceras partes de los miembros de la Asamblea General y ratificada después por las dos terceras partes de los Estados Miembros, incluidos los cinco miembros permanentes del Consejo de Seguridad. Esto ha ocurrido en muy pocas ocasiones. Las reformas más conocidas, que entraron en vigor en las décadas de 1960 y 1970, ampliaron el Consejo de Seguridad de 11 a 15 miembros, y el Consejo Económico y Social, primero de 18 a 27 miembros y, más tarde, a 54.",
    },
  ],
  related: [
    { label: "Panorama general e historia", href: "/about/overview" },
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
    {
      label: "Corte Internacional de Justicia",
      href: "/structure/international-court",
    },
  ],
};
