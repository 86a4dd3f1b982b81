import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/air-pollution-facts",
  section: "stories",
  title: "Contaminación del aire: datos sobre el aire que respiramos",
  lead: "La OMS estima que el 99\u00A0% de la población mundial respira un aire que supera los límites fijados en sus directrices. Estos son los datos clave sobre lo que contamina el aire y cómo daña la salud.",
  published: "2025-09-05",
  image: {
    id: "stories-air-pollution-facts",
    alt: "Ilustración de unos pulmones rodeados de una neblina gris y de pequeñas partículas",
  },
  body: [
    {
      kind: "paragraph",
      text: "La mayoría de nosotros damos por sentado el aire limpio y, sin embargo, casi nadie en el planeta puede contar con él. La Organización Mundial de la Salud (OMS) estima que el 99\u00A0% de la población mundial vive en lugares donde la contaminación del aire supera los límites fijados en sus directrices. En conjunto, la contaminación del aire exterior (ambiente) y la del aire de los hogares están asociadas a unos 7 millones de muertes prematuras cada año, lo que convierte el aire contaminado en uno de los mayores riesgos ambientales para la salud humana. La carga más pesada recae en los países de ingreso bajo y mediano, pero ninguna región del mundo se libra de ella.",
    },
    { kind: "heading", text: "Qué hay en el aire" },
    {
      kind: "paragraph",
      text: "La contaminación del aire es una mezcla de gases y partículas diminutas. Lo más perjudicial para la salud son las partículas finas, conocidas como PM2,5: partículas de 2,5 micrómetros de diámetro o menos, capaces de penetrar hasta lo más profundo de los pulmones e incluso pasar al torrente sanguíneo. Otros contaminantes habituales son el dióxido de nitrógeno, procedente sobre todo del tráfico; el dióxido de azufre, de la combustión de carbón y petróleo; el ozono troposférico, que se forma cuando otros contaminantes reaccionan con la luz solar; y el monóxido de carbono, de la combustión incompleta de combustibles. En sus directrices sobre la calidad del aire de 2021, la OMS fijó en 5 microgramos por metro cúbico el nivel medio anual recomendado de PM2,5.",
    },
    { kind: "heading", text: "De dónde procede" },
    {
      kind: "paragraph",
      text: "En el exterior, las principales fuentes son la quema de combustibles fósiles en centrales eléctricas, vehículos e industrias, junto con la quema de residuos agrícolas y de basura, el polvo de las obras y de las tierras secas, y los incendios forestales. En el interior, la causa principal es cocinar y calentarse con combustibles contaminantes, como la leña, el carbón vegetal, el estiércol, los residuos de cultivos y el queroseno, en fuegos abiertos o cocinas rudimentarias. Miles de millones de personas siguen dependiendo de estos combustibles, y las mujeres y los niños, que pasan más tiempo junto al fuego, son los más expuestos. La contaminación también viaja: el humo y las partículas pueden desplazarse de una ciudad a otra, de un país a otro e incluso de un continente a otro.",
    },
    { kind: "heading", text: "Cómo daña la salud" },
    {
      kind: "paragraph",
      text: "Respirar aire contaminado afecta a todo el organismo, no solo a los pulmones. La exposición prolongada aumenta el riesgo de accidente cerebrovascular, cardiopatías, enfermedad pulmonar obstructiva crónica, cáncer de pulmón e infecciones respiratorias como la neumonía. Los niños son especialmente vulnerables, porque sus pulmones aún están en desarrollo y respiran más deprisa que los adultos, mientras que las personas mayores y las que ya padecen enfermedades tienen más probabilidades de enfermar gravemente. La exposición durante el embarazo se ha asociado con el bajo peso al nacer. Como el daño se acumula en silencio durante muchos años, a menudo las personas no son conscientes de hasta qué punto les afecta el aire que respiran.",
    },
    {
      kind: "paragraph",
      text: "La contaminación del aire y el cambio climático están estrechamente relacionados. Muchas de las mismas actividades, sobre todo la quema de combustibles fósiles, liberan a la vez gases de efecto invernadero y contaminantes nocivos, y algunos contaminantes, como el carbono negro y el ozono troposférico, también calientan el planeta. Esto significa que unas políticas bien concebidas pueden mejorar la salud y proteger el clima al mismo tiempo. Para dar a conocer el problema y sus soluciones, las Naciones Unidas celebran cada año, el 7 de septiembre, el Día Internacional del Aire Limpio por un Cielo Azul, que se conmemoró por primera vez en 2020.",
    },
  ],
  related: [
    {
      label: "Formas prácticas de reducir la contaminación del aire",
      href: "/stories/reduce-air-pollution",
    },
    { label: "Cambio climático", href: "/climate-change" },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
    { label: "Clima", href: "/global-issues/climate" },
  ],
};
