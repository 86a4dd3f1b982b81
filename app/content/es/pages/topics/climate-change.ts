import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/climate-change",
  section: "topics",
  title: "Cambio climático",
  lead: "La Tierra se está calentando a causa de la actividad humana, sobre todo por la quema de carbón, petróleo y gas. Esto es lo que está ocurriendo, por qué es importante y qué se puede hacer todavía.",
  image: {
    id: "climate-change",
    alt: "Ilustración de un termómetro en ascenso junto a un glaciar que se derrite y una costa bañada por olas cada vez más altas",
  },
  body: [
    {
      kind: "paragraph",
      text: "El clima de la Tierra siempre ha cambiado a lo largo de grandes períodos, pero el calentamiento que observamos hoy es diferente. Desde la Revolución Industrial, el ser humano ha liberado a la atmósfera enormes cantidades de dióxido de carbono, metano y otros gases de efecto invernadero, principalmente al quemar carbón, petróleo y gas para obtener energía, pero también con la deforestación y la agricultura. Estos gases retienen el calor como una manta que envuelve el planeta. El Grupo Intergubernamental de Expertos sobre el Cambio Climático (IPCC) ha concluido que la influencia humana ha calentado de forma inequívoca la atmósfera, el océano y la tierra, y que muchos de los cambios observados no tienen precedentes en siglos o incluso milenios.",
    },
    { kind: "heading", text: "Qué significa un mundo más cálido" },
    {
      kind: "paragraph",
      text: "Un mundo más cálido no es simplemente un mundo con más calor. Las olas de calor son cada vez más frecuentes e intensas, y las lluvias torrenciales y las sequías son más graves en muchas regiones. Los glaciares y los mantos de hielo se derriten y el nivel del mar sube, lo que amenaza a las ciudades costeras y a los países insulares de baja altitud. El océano absorbe gran parte del calor y del dióxido de carbono adicionales, lo que lo vuelve más cálido y más ácido y daña los arrecifes de coral y las pesquerías. Estos cambios afectan al suministro de alimentos y agua, a la salud, a la vivienda y a los medios de vida, y golpean con más dureza a las personas y los países más pobres, que son los que menos han contribuido al problema.",
    },
    { kind: "heading", text: "Qué hay que hacer" },
    {
      kind: "paragraph",
      text: "En virtud del Acuerdo de París, aprobado en diciembre de 2015, los países se proponen mantener el calentamiento global muy por debajo de 2\u00A0°C con respecto a los niveles preindustriales y proseguir los esfuerzos para limitarlo a 1,5\u00A0°C. Cada fracción de grado cuenta: los riesgos para las personas y la naturaleza aumentan con cada incremento del calentamiento. Según el IPCC, para mantener al alcance el límite de 1,5\u00A0°C, las emisiones mundiales de gases de efecto invernadero tendrían que reducirse en torno a un 43\u00A0% de aquí a 2030 con respecto a los niveles de 2019, y las emisiones de dióxido de carbono deberían alcanzar el cero neto hacia mediados de siglo.",
    },
    {
      kind: "paragraph",
      text: "Reducir las emisiones exige cambiar la forma en que producimos y utilizamos la energía: sustituir los combustibles fósiles por fuentes renovables como la energía solar y la eólica, usar la energía de forma más eficiente y transformar el transporte, los edificios, la industria y la agricultura. En muchas partes del mundo, la energía renovable es ya la opción más barata para generar nueva electricidad. Proteger y restaurar los bosques y otros ecosistemas ayuda a retirar carbono del aire. Al mismo tiempo, los países deben adaptarse a los cambios que ya están en marcha, construyendo defensas contra las inundaciones, cultivando variedades resistentes a la sequía y estableciendo sistemas de alerta temprana que den a la población tiempo para actuar antes de que se produzca un desastre.",
    },
    { kind: "heading", text: "Todos tenemos un papel" },
    {
      kind: "paragraph",
      text: "La principal responsabilidad recae en los gobiernos, mediante planes climáticos nacionales, políticas e inversiones, y los países desarrollados se han comprometido a proporcionar financiación y tecnología para apoyar a los países en desarrollo. Las empresas, las ciudades y los inversores pueden fijarse metas de reducción de sus emisiones y cumplirlas. Cada persona también puede marcar la diferencia: ahorrando energía en casa, caminando, yendo en bicicleta o utilizando el transporte público, desperdiciando menos alimentos y alzando la voz en favor de la acción climática. El Objetivo de Desarrollo Sostenible 13 insta al mundo a adoptar medidas urgentes para combatir el cambio climático y sus efectos, y los avances en este Objetivo favorecen a casi todos los demás.",
    },
  ],
  related: [
    { label: "Clima", href: "/global-issues/climate" },
    {
      label: "Cómo funcionan los mercados de carbono en el marco del Acuerdo de París",
      href: "/stories/carbon-markets",
    },
    {
      label: "Formas prácticas de reducir la contaminación del aire",
      href: "/stories/reduce-air-pollution",
    },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
  ],
};
