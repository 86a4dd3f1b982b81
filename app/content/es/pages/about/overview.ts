import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/overview",
  section: "about",
  title: "Panorama general e historia",
  lead: "Las Naciones Unidas se fundaron en 1945 para mantener la paz y ayudar a las naciones a trabajar juntas. Descubra cómo comenzaron, para qué existen y en qué situación llegan a su 80.º aniversario.",
  image: {
    id: "about-overview",
    alt: "Ilustración de una paloma que sobrevuela un globo terráqueo rodeado por una cronología de hitos",
  },
  body: [
    {
      kind: "paragraph",
      text: "Las Naciones Unidas nacieron de la Segunda Guerra Mundial. Antes incluso de que terminaran los combates, las naciones aliadas habían empezado a planificar una nueva organización que triunfara allí donde había fracasado la Sociedad de las Naciones. El propio nombre se utilizó por primera vez en la Declaración de las Naciones Unidas, del 1 de enero de 1942, en la que los gobiernos se comprometieron a seguir luchando juntos. En la primavera de 1945, delegados de 50 países se reunieron en San Francisco para redactar un tratado fundacional, y el 26 de junio de 1945 firmaron la Carta de las Naciones Unidas.",
    },
    {
      kind: "paragraph",
      text: "Polonia, que no había estado representada en la conferencia, la firmó poco después y pasó a ser uno de los 51 Estados Miembros originarios. La Carta entró en vigor el 24 de octubre de 1945, una vez ratificada por China, Francia, la Unión Soviética, el Reino Unido, los Estados Unidos y la mayoría de los demás signatarios. Esa fecha se celebra hoy cada año como Día de las Naciones Unidas. La Asamblea General celebró su primera sesión en Londres en enero de 1946, y más tarde la Organización se instaló en su Sede permanente de Nueva York.",
    },
    { kind: "heading", text: "Para qué existen las Naciones Unidas" },
    {
      kind: "paragraph",
      text: "La Carta enuncia cuatro propósitos. El primero es mantener la paz y la seguridad internacionales, previniendo los conflictos y resolviendo las controversias por medios pacíficos. El segundo, fomentar entre las naciones relaciones de amistad basadas en el respeto a la igualdad de derechos y a la libre determinación de los pueblos. El tercero, realizar la cooperación internacional en la solución de problemas de carácter económico, social, cultural o humanitario, y promover el respeto a los derechos humanos y a las libertades fundamentales de todas las personas. El cuarto, servir de centro que armonice los esfuerzos de las naciones por alcanzar estos propósitos comunes.",
    },
    {
      kind: "paragraph",
      text: "A lo largo de ocho décadas, esta labor se ha ampliado mucho más allá de lo que los fundadores podían imaginar. Las Naciones Unidas han desplegado efectivos de mantenimiento de la paz en zonas de conflicto, han acompañado a decenas de países en su camino hacia la independencia y aprobaron la Declaración Universal de Derechos Humanos el 10 de diciembre de 1948. Coordinan el socorro humanitario tras los desastres, contribuyen a establecer normas mundiales en ámbitos que van de la aviación a la salud y reúnen a los países en torno a desafíos comunes como el cambio climático. En septiembre de 2015, todos los Estados Miembros aprobaron la Agenda 2030 para el Desarrollo Sostenible, con sus 17 Objetivos de Desarrollo Sostenible.",
    },
    { kind: "heading", text: "Las Naciones Unidas cumplen 80 años" },
    {
      kind: "paragraph",
      text: "En 2025, las Naciones Unidas celebran su 80.º aniversario, al que a menudo se hace referencia como ONU80. El mundo ha cambiado enormemente desde 1945: el número de Estados Miembros ha pasado de 51 a 193, y cuestiones como la tecnología digital, las pandemias y la crisis climática ocupan ahora los primeros puestos de la agenda. El aniversario es una ocasión para celebrar los logros de la cooperación internacional, reflexionar con franqueza sobre sus carencias y estudiar cómo puede la Organización servir mejor a las personas en las próximas décadas.",
    },
  ],
  related: [
    { label: "La Carta de las Naciones Unidas", href: "/about/charter" },
    { label: "Miembros de las Naciones Unidas", href: "/about/membership" },
    { label: "El sistema de las Naciones Unidas", href: "/about/structure" },
    {
      label: "ONU80: ocho décadas de logros",
      href: "/media/un-80-achievements",
    },
  ],
};
