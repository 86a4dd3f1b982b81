import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/ending-poverty",
  section: "topics",
  title: "Poner fin a la pobreza",
  lead: "Poner fin a la pobreza en todas sus formas y en todo el mundo es el primero de los Objetivos de Desarrollo Sostenible. Se ha avanzado mucho, pero cientos de millones de personas siguen quedándose atrás.",
  image: {
    id: "ending-poverty",
    alt: "Ilustración de una familia que avanza por un camino que sube desde un campo seco hacia un pueblo con una escuela y un centro de salud",
  },
  body: [
    {
      kind: "paragraph",
      text: "La pobreza es mucho más que la falta de ingresos. Significa pasar hambre, no poder enviar a los hijos a la escuela ni ir al médico en caso de enfermedad, vivir sin agua potable, electricidad ni una vivienda digna, y tener poca voz en las decisiones que determinan la propia vida. El primero de los Objetivos de Desarrollo Sostenible, aprobados por los dirigentes mundiales en septiembre de 2015, es poner fin a la pobreza en todas sus formas y en todo el mundo. Se basa en una idea sencilla: en un mundo con los conocimientos y la riqueza del nuestro, nadie debería vivir privado de lo básico para una vida digna.",
    },
    { kind: "heading", text: "Cómo se mide la pobreza" },
    {
      kind: "paragraph",
      text: "La pobreza extrema se mide con respecto al umbral internacional de pobreza, fijado por el Banco Mundial y revisado periódicamente para reflejar la evolución del costo de la vida en el mundo. Las personas que viven por debajo de ese umbral no pueden cubrir con regularidad sus necesidades más básicas. Como los ingresos por sí solos no lo dicen todo, el Programa de las Naciones Unidas para el Desarrollo y la Universidad de Oxford publican también un Índice de Pobreza Multidimensional mundial, que examina las privaciones en materia de salud, educación y nivel de vida. Los países establecen además sus propios umbrales nacionales de pobreza, que reflejan los costos locales y sirven para seguir los avances dentro de sus fronteras.",
    },
    { kind: "heading", text: "Avances y retrocesos" },
    {
      kind: "paragraph",
      text: "En los últimos decenios, la proporción de la población mundial que vive en la pobreza extrema ha disminuido de forma espectacular, impulsada por el crecimiento económico, sobre todo en Asia Oriental y Meridional, y por la inversión en educación, salud y protección social. La meta de los Objetivos de Desarrollo del Milenio de reducir a la mitad la pobreza extrema entre 1990 y 2015 se alcanzó antes de lo previsto. Sin embargo, los avances se han ralentizado. La pandemia de COVID-19 volvió a sumir en la pobreza a millones de personas, y los conflictos, las perturbaciones climáticas y el aumento de los precios han dificultado la recuperación. La pobreza extrema se concentra cada vez más en el África Subsahariana y en los países afectados por la fragilidad y los conflictos.",
    },
    { kind: "heading", text: "Qué funciona" },
    {
      kind: "paragraph",
      text: "La experiencia demuestra que la pobreza puede reducirse mediante una combinación de medidas. La protección social, como las prestaciones por hijos, las pensiones y las transferencias de efectivo, amortigua el impacto de las crisis en las familias y las ayuda a invertir en su futuro. El acceso a una buena educación, a la atención de la salud, al agua limpia y a la energía abre oportunidades, mientras que el trabajo decente y los salarios justos permiten a las personas salir de la pobreza gracias a su trabajo. El apoyo a los pequeños agricultores, a las mujeres emprendedoras y a las pequeñas empresas, junto con el acceso al crédito y a los servicios financieros, ayuda a las personas a acumular activos. El Objetivo 1 también pide fomentar la resiliencia de las personas pobres frente a los desastres y las crisis económicas.",
    },
    {
      kind: "paragraph",
      text: "Poner fin a la pobreza está estrechamente vinculado al resto de la Agenda 2030. Depende de los avances en la erradicación del hambre, el logro de la igualdad de género, la reducción de las desigualdades y la lucha contra el cambio climático, que amenaza con sumir en la pobreza a muchas más personas. Depende también de la financiación: muchos países en desarrollo soportan una pesada carga de deuda que limita lo que pueden gastar en su población. Cada 17 de octubre, el Día Internacional para la Erradicación de la Pobreza ofrece a las personas que viven en la pobreza una plataforma para hacerse oír, y recuerda que deben participar en el diseño de las soluciones que afectan a su vida.",
    },
  ],
  related: [
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
    { label: "Igualdad de género", href: "/gender-equality" },
    { label: "Cambio climático", href: "/climate-change" },
    {
      label: "El Secretario General ante la 80.ª Asamblea General",
      href: "/media/sg-interview-unga80",
    },
  ],
};
