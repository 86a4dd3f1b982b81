import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/climate",
  section: "global-issues",
  title: "Clima",
  lead: "El cambio climático es uno de los desafíos decisivos de nuestro tiempo. Las Naciones Unidas reúnen a los países para reducir las emisiones, adaptarse a un mundo más cálido y financiar la transición.",
  image: {
    id: "global-issues-climate",
    alt: "Ilustración de un globo terráqueo dividido entre un bosque verde y una tierra seca y agrietada bajo un sol abrasador",
  },
  body: [
    {
      kind: "paragraph",
      text: "Ningún país puede hacer frente por sí solo al cambio climático. Los gases de efecto invernadero emitidos en cualquier lugar calientan el planeta entero, y sus consecuencias, desde las olas de calor y las sequías hasta las inundaciones y la subida del nivel del mar, golpean con más dureza a las comunidades que menos han contribuido a provocarlas. Por eso la acción climática ocupa un lugar central en la labor de las Naciones Unidas. La Organización reúne las evaluaciones científicas en las que se basan las políticas, acoge las negociaciones en las que los países acuerdan objetivos y normas comunes, y apoya a los países en desarrollo mientras construyen economías más limpias y se preparan para efectos que ya no pueden evitarse.",
    },
    { kind: "heading", text: "La ciencia" },
    {
      kind: "paragraph",
      text: "En 1988, la Organización Meteorológica Mundial y el Programa de las Naciones Unidas para el Medio Ambiente crearon el Grupo Intergubernamental de Expertos sobre el Cambio Climático (IPCC) para evaluar los conocimientos científicos sobre el cambio climático. Sus informes los redactan expertos de todo el mundo que examinan miles de estudios científicos, y sus resúmenes para responsables de políticas son aprobados por los gobiernos. En su última evaluación, el IPCC concluyó que la influencia humana ha calentado de forma inequívoca la atmósfera, el océano y la tierra. La Organización Meteorológica Mundial también sigue cada año el estado del clima mundial y ha confirmado que 2024 fue el año más cálido del que se tienen registros.",
    },
    { kind: "heading", text: "De Río a París, y más allá" },
    {
      kind: "paragraph",
      text: "La Convención Marco de las Naciones Unidas sobre el Cambio Climático se aprobó en 1992 y se abrió a la firma en la Cumbre para la Tierra, celebrada en Río de Janeiro. Sus Partes se reúnen cada año en una Conferencia de las Partes, o COP. El Protocolo de Kyoto, de 1997, fijó metas vinculantes de emisiones para los países industrializados. Más tarde, en diciembre de 2015, la COP21 aprobó el Acuerdo de París, en virtud del cual todos los países establecen sus propios planes climáticos, denominados contribuciones determinadas a nivel nacional, con el objetivo común de mantener el calentamiento muy por debajo de 2\u00A0°C y proseguir los esfuerzos para limitarlo a 1,5\u00A0°C. Se espera que los países refuercen sus planes cada cinco años.",
    },
    {
      kind: "paragraph",
      text: "En 2023, la COP28, celebrada en Dubái, concluyó el primer balance mundial del Acuerdo de París, que constató que el mundo no iba por buen camino y pidió abandonar los combustibles fósiles en los sistemas energéticos. Se puso en funcionamiento un fondo para responder a las pérdidas y los daños, acordado un año antes en Sharm el-Sheij. En la COP29, celebrada en Bakú en 2024, los países fijaron un nuevo objetivo de financiación, según el cual los países desarrollados encabezarán la movilización de al menos 300\u00A0000 millones de dólares anuales para los países en desarrollo de aquí a 2035. La COP30, celebrada en Belém (Brasil) en noviembre de 2025, llevó por primera vez las negociaciones sobre el clima a la región amazónica.",
    },
    { kind: "heading", text: "De los planes a la acción" },
    {
      kind: "paragraph",
      text: "Más allá de las negociaciones, el sistema de las Naciones Unidas ayuda a los países a poner en práctica sus planes. Sus organismos, fondos y programas apoyan las energías renovables, protegen los bosques y los océanos, y ayudan a los agricultores a adaptarse a los cambios en las lluvias. La iniciativa Alertas Tempranas para Todos, puesta en marcha por el Secretario General en 2022, tiene por objeto que, para finales de 2027, todas las personas del planeta estén protegidas por sistemas de alerta temprana frente a fenómenos meteorológicos peligrosos. El Objetivo de Desarrollo Sostenible 13 pide adoptar medidas urgentes para combatir el cambio climático y sus efectos, un objetivo estrechamente vinculado a los avances en salud, alimentación, agua, empleo e igualdad.",
    },
  ],
  related: [
    { label: "Cambio climático", href: "/climate-change" },
    {
      label: "Cómo funcionan los mercados de carbono en el marco del Acuerdo de París",
      href: "/stories/carbon-markets",
    },
    {
      label: "Contaminación del aire: datos sobre el aire que respiramos",
      href: "/stories/air-pollution-facts",
    },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
  ],
};
