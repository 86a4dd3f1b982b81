import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/reduce-air-pollution",
  section: "stories",
  title: "Formas prácticas de reducir la contaminación del aire",
  lead: "Desde formas más limpias de cocinar y desplazarse hasta ciudades más verdes, las decisiones de los gobiernos, las ciudades y las personas pueden contribuir a limpiar el aire y proteger nuestra salud.",
  published: "2025-09-07",
  image: {
    id: "stories-reduce-air-pollution",
    alt: "Ilustración de una bicicleta, un tranvía y árboles ante el perfil de una ciudad bajo un cielo despejado",
  },
  body: [
    {
      kind: "paragraph",
      text: "La contaminación del aire no es inevitable. En su mayor parte procede de la actividad humana, lo que significa que puede reducirse cambiando la forma en que producimos energía, nos desplazamos, cocinamos, cultivamos y gestionamos los residuos. Muchas ciudades que antes vivían bajo una densa capa de esmog han limpiado su aire gracias a políticas decididas, lo que demuestra que es posible avanzar. Las soluciones son bien conocidas; lo que a menudo falta es la voluntad y el dinero para ponerlas en práctica. Es necesario actuar a todos los niveles, y los resultados son mejores cuando los gobiernos, las autoridades locales, las empresas y la ciudadanía reman en la misma dirección.",
    },
    { kind: "heading", text: "Lo que pueden hacer los gobiernos" },
    {
      kind: "paragraph",
      text: "Los gobiernos nacionales establecen las normas que determinan el aire que respiramos. Pueden adoptar normas de calidad del aire que se acerquen gradualmente a los niveles recomendados por la OMS y crear redes de estaciones de medición para que la población sepa qué respira. Sustituir el carbón y otros combustibles fósiles por energías limpias y renovables en la generación de electricidad reduce la contaminación en su origen, al igual que las normas estrictas sobre emisiones de vehículos e industrias. Los gobiernos también pueden ayudar a los hogares a pasar a formas limpias de cocinar con electricidad, gas licuado de petróleo u otros combustibles limpios. Como la contaminación no conoce fronteras, los países también cooperan, como hacen muchos de Europa y América del Norte desde 1979 en el marco del Convenio sobre la Contaminación Atmosférica Transfronteriza a Gran Distancia.",
    },
    { kind: "heading", text: "Lo que pueden hacer las ciudades" },
    {
      kind: "paragraph",
      text: "Las ciudades son los lugares donde muchas personas sufren la peor exposición, y donde se encuentran algunas de las soluciones más eficaces. Un transporte público seguro y asequible, junto con buenas aceras y carriles para bicicletas, ofrece a la población una verdadera alternativa al automóvil. Algunas ciudades impiden la entrada de los vehículos más contaminantes en su centro o electrifican sus flotas de autobuses. Recoger y gestionar adecuadamente los residuos acaba con la quema de basura al aire libre, una de las principales fuentes de humo tóxico en muchos lugares. Una planificación urbana cuidadosa también puede alejar las viviendas, las escuelas y los hospitales de las carreteras más transitadas y de las zonas industriales, mientras que los parques y los árboles hacen las calles más agradables para pasear.",
    },
    {
      kind: "paragraph",
      text: "Las decisiones individuales también suman, sobre todo cuando unas buenas políticas públicas las facilitan. Lo que cada uno puede hacer depende del lugar donde vive y de las opciones de que dispone, pero muchas personas pueden reducir la contaminación que generan y protegerse a sí mismas y a sus familias de la peor exposición. Pequeños cambios en la forma de desplazarnos, de calentar y refrigerar nuestras viviendas, de cocinar y de deshacernos de los residuos pueden mejorar de verdad el aire de nuestras calles y hogares. Estas son algunas medidas prácticas.",
    },
    {
      kind: "list",
      items: [
        "Camine, vaya en bicicleta o use el transporte público siempre que pueda, y comparta el coche en los trayectos más largos.",
        "No queme nunca basura doméstica, hojas ni plásticos; utilice en su lugar la recogida de residuos o el compostaje.",
        "Ahorre energía en casa con electrodomésticos e iluminación eficientes, y apague lo que no esté utilizando.",
        "Siempre que sea posible, cocine con combustibles limpios y mantenga bien ventilados los espacios donde vive.",
        "Consulte la información local sobre la calidad del aire y limite el ejercicio intenso al aire libre los días de alta contaminación, especialmente en el caso de los niños y las personas mayores.",
        "Apoye las iniciativas locales en favor de un aire más limpio, desde rutas ciclistas más seguras hasta mejores servicios de recogida de residuos.",
      ],
    },
    {
      kind: "paragraph",
      text: "Un aire limpio aporta beneficios que van mucho más allá de los pulmones. Reducir la contaminación procedente de los combustibles fósiles también disminuye las emisiones que impulsan el cambio climático, y cocinar con combustibles limpios puede ahorrar a las mujeres y las niñas las horas que dedican a recoger leña. Niños y trabajadores más sanos significan menos días perdidos por enfermedad y menores gastos sanitarios. Un aire más limpio contribuye a varios de los Objetivos de Desarrollo Sostenible, entre ellos los relativos a la salud y el bienestar, la energía asequible y no contaminante, y las ciudades y comunidades sostenibles. El Día Internacional del Aire Limpio por un Cielo Azul, que se celebra cada año el 7 de septiembre, recuerda que todos tenemos un papel que desempeñar.",
    },
  ],
  related: [
    {
      label: "Contaminación del aire: datos sobre el aire que respiramos",
      href: "/stories/air-pollution-facts",
    },
    { label: "Cambio climático", href: "/climate-change" },
    {
      label: "Cómo funcionan los mercados de carbono en el marco del Acuerdo de París",
      href: "/stories/carbon-markets",
    },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
  ],
};
