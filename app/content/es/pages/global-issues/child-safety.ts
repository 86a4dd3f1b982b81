import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/child-safety",
  section: "global-issues",
  title: "Protección de la infancia",
  lead: "Todos los niños y niñas tienen derecho a crecer sin violencia, explotación ni abandono. Las Naciones Unidas colaboran con los gobiernos y las comunidades para que ese derecho sea una realidad.",
  image: {
    id: "global-issues-child-safety",
    alt: "Ilustración de dos grandes manos que forman un refugio sobre un grupo de niños que juegan juntos",
  },
  body: [
    {
      kind: "paragraph",
      text: "Los niños y niñas se cuentan entre los miembros más vulnerables de toda sociedad. Muchos sufren violencia en el hogar, en la escuela, en su comunidad y en Internet. Algunos se ven obligados a trabajar, son víctimas de la trata, se casan demasiado jóvenes o se ven atrapados en conflictos armados. Protegerlos es a la vez un deber moral y una obligación del derecho internacional. Las Naciones Unidas colaboran con los gobiernos, las familias, las escuelas y la sociedad civil para prevenir los daños antes de que se produzcan y para que los niños que han sufrido abusos o explotación reciban la atención, el apoyo y la justicia que necesitan para recuperarse y rehacer su vida.",
    },
    { kind: "heading", text: "La Convención sobre los Derechos del Niño" },
    {
      kind: "paragraph",
      text: "La piedra angular de esta labor es la Convención sobre los Derechos del Niño, aprobada por la Asamblea General el 20 de noviembre de 1989 y que es hoy el tratado de derechos humanos más ampliamente ratificado de la historia. La Convención considera a los niños titulares de derechos, y no meros objetos de cuidado, y obliga a los Estados a protegerlos contra toda forma de violencia, lesión, abuso, descuido y explotación. Dos Protocolos Facultativos aprobados en 2000 refuerzan la protección frente a la participación de niños en los conflictos armados y frente a su venta y explotación sexual. Un comité de expertos independientes examina el cumplimiento de las obligaciones de los Estados.",
    },
    { kind: "heading", text: "Los niños y los conflictos armados" },
    {
      kind: "paragraph",
      text: "La guerra es especialmente cruel con la infancia. El Consejo de Seguridad ha definido seis violaciones graves contra los niños en los conflictos armados: el asesinato y la mutilación; el reclutamiento y la utilización por fuerzas y grupos armados; la violencia sexual; los ataques contra escuelas y hospitales; el secuestro; y la denegación del acceso humanitario. Las Naciones Unidas vigilan estas violaciones e informan sobre ellas, y el informe anual del Secretario General sobre los niños y los conflictos armados enumera a las partes responsables. El diálogo con esas partes ha dado lugar a planes de acción en virtud de los cuales fuerzas y grupos armados han liberado a niños de sus filas y se han comprometido a protegerlos.",
    },
    { kind: "heading", text: "Seguros en casa, en la escuela y en Internet" },
    {
      kind: "paragraph",
      text: "Gran parte de la violencia contra los niños se produce lejos de las miradas, a menudo a manos de personas que conocen. El UNICEF, creado por la Asamblea General en 1946, y otras entidades de las Naciones Unidas ayudan a los países a establecer sistemas de protección de la infancia: leyes que prohíben el castigo violento, trabajadores sociales capacitados, líneas de ayuda, y tribunales y servicios concebidos pensando en los niños. Poner fin al matrimonio infantil y al trabajo infantil, y mantener a los niños en la escuela, forma parte del mismo esfuerzo. Como los niños se conectan a Internet a edades cada vez más tempranas, también se pide a los gobiernos, las empresas tecnológicas y los padres que los protejan del abuso, la explotación y los contenidos nocivos.",
    },
    {
      kind: "paragraph",
      text: "La Agenda 2030 para el Desarrollo Sostenible incluye una meta específica, la 16.2, para poner fin al maltrato, la explotación, la trata y todas las formas de violencia y tortura contra los niños. Los avances dependen tanto de los gestos cotidianos como de las leyes. Los padres y cuidadores pueden aprender formas positivas y no violentas de orientar a sus hijos; el personal docente puede hacer de las escuelas lugares seguros para aprender; y los vecinos pueden alzar la voz cuando un niño corre peligro. Cada 20 de noviembre, el Día Mundial de la Infancia conmemora la aprobación de la Convención e invita a todas las personas a escuchar a los niños y a defender sus derechos.",
    },
  ],
  related: [
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
    { label: "Objetivos de Desarrollo Sostenible", href: "/sdgs" },
    { label: "Igualdad de género", href: "/gender-equality" },
    { label: "Poner fin a la pobreza", href: "/ending-poverty" },
  ],
};
