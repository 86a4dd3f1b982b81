import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/about/membership",
  section: "about",
  title: "Miembros de las Naciones Unidas",
  lead: "Las Naciones Unidas cuentan con 193 Estados Miembros, desde los 51 países que las fundaron en 1945 hasta Sudán del Sur, que ingresó en 2011.",
  image: {
    id: "about-membership",
    alt: "Ilustración de una larga hilera de banderas lisas en sus mástiles dispuestas alrededor de un globo terráqueo",
  },
  body: [
    {
      kind: "paragraph",
      text: "Pueden ser Miembros de las Naciones Unidas todos los Estados amantes de la paz que acepten las obligaciones consignadas en la Carta y que, a juicio de la Organización, estén capacitados para cumplirlas y se hallen dispuestos a hacerlo. Hoy hay 193 Estados Miembros, y cada uno de ellos está representado en la Asamblea General con un voto, independientemente de su tamaño, población o riqueza. Juntos fijan las prioridades de la Organización, aprueban su presupuesto y eligen a los miembros de sus consejos. Frente a la Sede de Nueva York, las banderas de los Estados Miembros ondean una junto a otra por orden alfabético.",
    },
    { kind: "heading", text: "Cómo ingresa un país" },
    {
      kind: "paragraph",
      text: "El Estado que desea ingresar presenta una solicitud al Secretario General, acompañada de una declaración formal en la que acepta las obligaciones de la Carta. La solicitud la examina primero el Consejo de Seguridad. Si al menos nueve de sus 15 miembros votan a favor y ninguno de los cinco miembros permanentes vota en contra, el Consejo recomienda la admisión a la Asamblea General. A continuación, la Asamblea decide por mayoría de dos tercios de los Miembros presentes y votantes. La condición de Miembro surte efecto el día en que la Asamblea aprueba la resolución de admisión.",
    },
    { kind: "heading", text: "Cómo ha crecido el número de Miembros" },
    {
      kind: "paragraph",
      text: "Las Naciones Unidas comenzaron con 51 Miembros originarios: los 50 países que firmaron la Carta en San Francisco en 1945 y Polonia, que la firmó poco después. El número de Miembros creció con rapidez a medida que las antiguas colonias obtenían la independencia, sobre todo en África y Asia durante los años cincuenta y sesenta; solo en 1960 fueron admitidos más de una docena de Estados africanos recién independizados. La desintegración de la Unión Soviética y de Yugoslavia a principios de los años noventa trajo una nueva oleada de Miembros. Suiza ingresó en 2002 tras un referéndum, y Sudán del Sur se convirtió en el Estado Miembro número 193 en julio de 2011.",
    },
    {
      kind: "paragraph",
      text: "Dos Estados no son Miembros, pero participan en la labor de la Asamblea General como Estados observadores no miembros: la Santa Sede y el Estado de Palestina. Los observadores pueden asistir a los períodos de sesiones y participar en muchos debates, pero no votan las decisiones de la Asamblea. También se ha invitado a diversas organizaciones intergubernamentales y otras entidades, como la Unión Europea y el Comité Internacional de la Cruz Roja, a seguir la labor de la Asamblea y a contribuir a ella en calidad de observadores.",
    },
    {
      kind: "paragraph",
      text: "Ser Miembro conlleva tanto derechos como deberes. Los Estados Miembros se comprometen a resolver sus controversias por medios pacíficos, a cumplir las decisiones del Consejo de Seguridad y a sufragar la parte de los gastos de la Organización que les asigne la Asamblea General. El Miembro cuyos atrasos igualen o superen el importe de las cuotas adeudadas por los dos años anteriores completos puede perder su voto en la Asamblea, salvo que esta considere que la falta de pago se debe a circunstancias ajenas a su voluntad. La Carta prevé también la suspensión y la expulsión, pero ningún Miembro ha sido expulsado jamás.",
    },
  ],
  related: [
    { label: "Panorama general e historia", href: "/about/overview" },
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "Datos esenciales", href: "/about/essential" },
    { label: "La Carta de las Naciones Unidas", href: "/about/charter" },
  ],
};
