import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/stories/carbon-markets",
  section: "stories",
  title: "Cómo funcionan los mercados de carbono en el marco del Acuerdo de París",
  lead: "El artículo 6 del Acuerdo de París permite a los países cooperar para reducir las emisiones, entre otras vías mediante el comercio de créditos de carbono. Así funcionan estos mercados y así se protege su integridad.",
  published: "2025-11-12",
  image: {
    id: "stories-carbon-markets",
    alt: "Ilustración de una balanza que pone en equilibrio una nube de dióxido de carbono y un árbol joven",
  },
  body: [
    {
      kind: "paragraph",
      text: "El Acuerdo de París, aprobado en la COP21 en diciembre de 2015, compromete a los países a mantener el aumento de la temperatura media mundial muy por debajo de 2\u00A0°C con respecto a los niveles preindustriales y a proseguir los esfuerzos para limitarlo a 1,5\u00A0°C. Cada país establece su propio plan climático, denominado contribución determinada a nivel nacional, y presenta uno nuevo cada cinco años. Reducir las emisiones cuesta más en unos lugares que en otros, y algunos países pueden reducirlas más de lo que exigen sus propias metas. El artículo 6 del Acuerdo permite a los países colaborar para alcanzar sus objetivos, entre otras vías mediante los mercados internacionales de carbono.",
    },
    { kind: "heading", text: "Dos formas de comerciar" },
    {
      kind: "paragraph",
      text: "El artículo 6.2 se refiere a los enfoques cooperativos acordados directamente entre países. En virtud de esta disposición, un país puede transferir a otro las reducciones de emisiones logradas en su territorio, y este las computa para cumplir su propia meta. Estas transferencias se denominan resultados de mitigación de transferencia internacional. El artículo 6.4 crea un mecanismo de acreditación supervisado por las Naciones Unidas, denominado actualmente Mecanismo de Acreditación del Acuerdo de París. Los proyectos que reducen o eliminan emisiones, como las centrales de energía renovable o las cocinas menos contaminantes, pueden solicitar su registro y, una vez verificados sus resultados de forma independiente, recibir créditos. El mecanismo aprovecha la experiencia del Mecanismo para un Desarrollo Limpio establecido en virtud del Protocolo de Kyoto.",
    },
    {
      kind: "paragraph",
      text: "Una tercera parte del artículo, el 6.8, reconoce los enfoques no relacionados con el mercado, como la cooperación en materia de financiación, tecnología y fomento de la capacidad, que no implican en absoluto el comercio de créditos. Convertir estos breves párrafos en un sistema operativo requirió años de negociaciones. La mayoría de las normas detalladas se acordaron en la COP26, celebrada en Glasgow en 2021, y los elementos pendientes se resolvieron en la COP29, celebrada en Bakú en 2024. Con el reglamento prácticamente terminado, la atención ha pasado del diseño a la práctica: registrar proyectos, expedir créditos y velar por que cada transferencia se registre y se notifique debidamente.",
    },
    { kind: "heading", text: "Proteger la integridad" },
    {
      kind: "paragraph",
      text: "Un mercado de carbono solo beneficia al clima si cada crédito corresponde a una reducción real que no se habría producido de otro modo, y si esa reducción se contabiliza una sola vez. Unos créditos poco fiables permitirían a los compradores atribuirse avances sin que la atmósfera ganara nada. Por ello, las normas de París incluyen una serie de salvaguardias, respaldadas por la presentación de informes en el marco de transparencia del Acuerdo, en el que la información sobre las transferencias se somete al examen de expertos. A continuación se resumen las principales garantías.",
    },
    {
      kind: "list",
      items: [
        "Adicionalidad: un proyecto debe demostrar que sus reducciones no se habrían producido sin los ingresos procedentes de los créditos de carbono.",
        "Bases de referencia realistas: las reducciones se miden con respecto a una estimación creíble de las emisiones que se habrían producido de otro modo, y las verifican auditores independientes.",
        "Ajustes correspondientes: el país que transfiere una reducción al extranjero la vuelve a sumar a su propio balance de emisiones, de modo que una misma tonelada nunca se reclama dos veces.",
        "Permanencia: las absorciones, como el carbono almacenado en bosques o suelos, deben tener en cuenta el riesgo de que ese carbono vuelva a liberarse más adelante.",
        "Mitigación global: en virtud del artículo 6.4, se cancela una parte de los créditos para que el comercio aporte un beneficio neto a la atmósfera en lugar de limitarse a trasladar reducciones de un lugar a otro.",
        "Apoyo a la adaptación: una parte de los créditos expedidos en virtud del artículo 6.4 se destina al Fondo de Adaptación, que ayuda a los países vulnerables a hacer frente a los efectos del cambio climático.",
      ],
    },
    {
      kind: "paragraph",
      text: "Las salvaguardias también protegen a las personas. Los proyectos acogidos al mecanismo de acreditación deben consultar a las comunidades locales, respetar los derechos humanos y tener en cuenta sus efectos más amplios en el desarrollo sostenible, y existe un procedimiento de apelación y de reclamación. Los partidarios de los mercados de carbono sostienen que, con normas estrictas, pueden abaratar la acción climática y canalizar financiación hacia los países en desarrollo. Sus detractores advierten de que los créditos nunca deben sustituir a las reducciones profundas en el propio país. Los objetivos del Acuerdo de París solo podrán alcanzarse si el comercio aumenta la ambición en lugar de reemplazarla.",
    },
  ],
  related: [
    { label: "Clima", href: "/global-issues/climate" },
    { label: "Cambio climático", href: "/climate-change" },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
  ],
};
