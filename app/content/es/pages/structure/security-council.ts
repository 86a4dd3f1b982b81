import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/security-council",
  section: "structure",
  title: "Consejo de Seguridad",
  lead: "El Consejo de Seguridad tiene la responsabilidad primordial de mantener la paz y la seguridad internacionales. Tiene 15 miembros: cinco permanentes y diez elegidos.",
  image: {
    id: "structure-security-council",
    alt: "Ilustración de una mesa en forma de herradura con quince sillas bajo un escudo y una rama de olivo",
  },
  body: [
    {
      kind: "paragraph",
      text: "En virtud de la Carta, el Consejo de Seguridad tiene la responsabilidad primordial de mantener la paz y la seguridad internacionales. A diferencia de las recomendaciones de la mayoría de los demás órganos, sus decisiones son vinculantes: todos los Estados Miembros han convenido en aceptarlas y cumplirlas. El Consejo puede reunirse en cualquier momento, con poca antelación, siempre que la paz se vea amenazada. Investiga las controversias, insta a las partes a resolverlas por medios pacíficos, recomienda condiciones de arreglo y, cuando es necesario, adopta medidas más enérgicas. También desempeña un papel central en la selección del Secretario General y en la admisión de nuevos Miembros.",
    },
    { kind: "heading", text: "Miembros" },
    {
      kind: "paragraph",
      text: "El Consejo tiene 15 miembros. Cinco son permanentes: China, Francia, la Federación de Rusia, el Reino Unido y los Estados Unidos. Los otros diez son elegidos por la Asamblea General por períodos de dos años, con cinco puestos renovados cada año, y los miembros salientes no pueden ser reelegidos inmediatamente. Los puestos electivos se reparten entre las regiones del mundo. La Presidencia del Consejo rota cada mes entre sus miembros, por el orden alfabético inglés de sus nombres. Cuando se firmó la Carta, el Consejo tenía 11 miembros; una reforma de la Carta que entró en vigor en 1965 elevó su número a 15.",
    },
    { kind: "heading", text: "Votación y veto" },
    {
      kind: "paragraph",
      text: "Cada miembro del Consejo tiene un voto. Las decisiones sobre cuestiones de procedimiento requieren el voto afirmativo de al menos nueve miembros. Las decisiones sobre todas las demás cuestiones requieren también nueve votos a favor, pero ninguno de los cinco miembros permanentes puede votar en contra: el voto negativo de cualquiera de ellos, conocido como veto, impide la aprobación de la propuesta. Según una práctica arraigada, la abstención de un miembro permanente no impide que se adopte una decisión. El veto es objeto de un intenso debate, y los Estados Miembros examinan periódicamente propuestas para reformar el Consejo.",
    },
    { kind: "heading", text: "Instrumentos para la paz" },
    {
      kind: "paragraph",
      text: "Cuando surge una controversia, el Consejo suele empezar instando a las partes a alcanzar un acuerdo por medios pacíficos, a veces mediante el nombramiento de enviados o el establecimiento de principios para un arreglo. Cuando existe una amenaza a la paz, un quebrantamiento de la paz o un acto de agresión, puede actuar en virtud del Capítulo VII de la Carta. Puede imponer sanciones, como embargos de armas, prohibiciones de viajar o restricciones financieras, y puede autorizar el uso de la fuerza. El Consejo también establece y renueva los mandatos de las operaciones de mantenimiento de la paz de las Naciones Unidas.",
    },
  ],
  related: [
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "La Carta de las Naciones Unidas", href: "/about/charter" },
    {
      label: "Corte Internacional de Justicia",
      href: "/structure/international-court",
    },
  ],
};
