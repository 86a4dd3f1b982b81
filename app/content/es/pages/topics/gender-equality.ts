import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/gender-equality",
  section: "topics",
  title: "Igualdad de género",
  lead: "La igualdad de género es un derecho humano fundamental y el eje del Objetivo de Desarrollo Sostenible 5. Lograrla beneficiaría a todas las personas, pero los avances siguen siendo demasiado lentos.",
  image: {
    id: "gender-equality",
    alt: "Ilustración de una mujer y un hombre de pie, uno al lado del otro, sobre los dos platillos de una balanza en perfecto equilibrio",
  },
  body: [
    {
      kind: "paragraph",
      text: "La igualdad de derechos entre mujeres y hombres está inscrita en los cimientos de las Naciones Unidas. La Carta, firmada en 1945, reafirma en su preámbulo la igualdad de derechos de hombres y mujeres, y en 1946 la Organización creó la Comisión de la Condición Jurídica y Social de la Mujer para promover los derechos de las mujeres en todo el mundo. Desde entonces, las mujeres han conquistado el derecho de voto en casi todos los países, más niñas que nunca van a la escuela y se han derogado muchas leyes que discriminaban a las mujeres. Sin embargo, ningún país ha logrado plenamente la igualdad de género, y en algunos lugares se están perdiendo avances que costó mucho conseguir.",
    },
    { kind: "heading", text: "Hitos en el camino hacia la igualdad" },
    {
      kind: "paragraph",
      text: "En 1979, la Asamblea General aprobó la Convención sobre la Eliminación de Todas las Formas de Discriminación contra la Mujer, a menudo descrita como una carta internacional de derechos de la mujer. La Cuarta Conferencia Mundial sobre la Mujer, celebrada en Beijing en 1995, aprobó una Declaración y Plataforma de Acción que abarca doce esferas de especial preocupación, desde la pobreza y la educación hasta la violencia, la economía y la toma de decisiones; en 2025 se cumple su 30.º aniversario. En 2000, el Consejo de Seguridad reconoció en su resolución 1325 el papel de las mujeres en la prevención y la solución de los conflictos, y en 2010 la Asamblea General creó ONU-Mujeres para aunar la labor de la Organización en favor de la igualdad de género.",
    },
    { kind: "heading", text: "Los desafíos pendientes" },
    {
      kind: "paragraph",
      text: "La violencia contra las mujeres y las niñas es una de las violaciones de los derechos humanos más extendidas del mundo. La Organización Mundial de la Salud estima que alrededor de una de cada tres mujeres en todo el mundo ha sufrido violencia física o sexual a lo largo de su vida, en la mayoría de los casos a manos de su pareja. Millones de niñas siguen casándose en la infancia, y persisten prácticas nocivas como la mutilación genital femenina. Las mujeres realizan la mayor parte del trabajo doméstico y de cuidados no remunerado del mundo, lo que limita el tiempo que pueden dedicar al trabajo remunerado, la educación y la vida pública. Por término medio cobran menos que los hombres y siguen estando infrarrepresentadas en los parlamentos, los consejos de administración y las negociaciones de paz.",
    },
    { kind: "heading", text: "El Objetivo 5" },
    {
      kind: "paragraph",
      text: "El Objetivo de Desarrollo Sostenible 5 pide lograr la igualdad entre los géneros y empoderar a todas las mujeres y las niñas. Sus metas incluyen poner fin a la discriminación y la violencia contra las mujeres y las niñas, eliminar el matrimonio infantil y la mutilación genital femenina, reconocer y valorar los cuidados no remunerados, asegurar la participación plena de las mujeres y la igualdad de oportunidades de liderazgo, y garantizar el acceso universal a la salud sexual y reproductiva y a los derechos reproductivos. Dado que las mujeres y las niñas representan la mitad de la humanidad, los avances en el Objetivo 5 son esenciales para todos los demás, desde poner fin a la pobreza y el hambre hasta mejorar la salud, la educación y el crecimiento económico.",
    },
    {
      kind: "paragraph",
      text: "El cambio se produce cuando las leyes, las instituciones y las actitudes avanzan a la par. Los gobiernos pueden aprobar y hacer cumplir leyes que garanticen la igualdad de derechos, invertir en el cuidado infantil y la protección social, y velar por que los presupuestos públicos tengan en cuenta las necesidades de las mujeres y las niñas. Las empresas pueden eliminar las brechas salariales y promover a más mujeres a puestos directivos. Los hombres y los niños son aliados fundamentales para combatir los estereotipos nocivos y compartir las tareas de cuidado en el hogar. Cada 8 de marzo, el Día Internacional de la Mujer es una ocasión para celebrar los avances y pedir que se actúe con más rapidez, de modo que las niñas crezcan con las mismas oportunidades que los niños.",
    },
  ],
  related: [
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
    { label: "Poner fin a la pobreza", href: "/ending-poverty" },
    { label: "Protección de la infancia", href: "/global-issues/child-safety" },
    { label: "Democracia", href: "/global-issues/democracy" },
  ],
};
