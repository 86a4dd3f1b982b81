import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/global-issues/atomic-energy",
  section: "global-issues",
  title: "Energía atómica",
  lead: "Desde su primera resolución, en 1946, las Naciones Unidas se esfuerzan por que la ciencia nuclear sirva a la paz, la salud y el desarrollo, y no a la guerra.",
  image: {
    id: "global-issues-atomic-energy",
    alt: "Ilustración de un átomo estilizado cuyas órbitas rodean una rama de olivo, una hoja verde y una cruz médica",
  },
  body: [
    {
      kind: "paragraph",
      text: "La energía atómica figuró en el programa de las Naciones Unidas desde el principio. La primera resolución aprobada por la Asamblea General, en enero de 1946, estableció una comisión encargada de los problemas planteados por el descubrimiento de la energía atómica, apenas unos meses después de que se hubieran utilizado bombas atómicas en la guerra. Desde entonces, la Organización persigue dos objetivos a la par: impedir la propagación y el uso de las armas nucleares y avanzar hacia su eliminación, y poner los beneficios de la ciencia nuclear con fines pacíficos al alcance de todos los países, en condiciones de seguridad tecnológica y física.",
    },
    { kind: "heading", text: "El Organismo Internacional de Energía Atómica" },
    {
      kind: "paragraph",
      text: "En diciembre de 1953, el Presidente de los Estados Unidos, Dwight D. Eisenhower, pronunció ante la Asamblea General un discurso que pasó a conocerse como «Átomos para la Paz», en el que propuso crear un órgano internacional que promoviera el uso pacífico de la energía nuclear. El Organismo Internacional de Energía Atómica (OIEA) se creó en 1957 y tiene su sede en Viena (Austria). Es una organización autónoma del sistema de las Naciones Unidas que informa a la Asamblea General y, cuando procede, al Consejo de Seguridad. En 2005, el OIEA y su Director General recibieron el Premio Nobel de la Paz por su labor para impedir el uso militar de la energía nuclear y lograr que su uso pacífico sea lo más seguro posible.",
    },
    { kind: "heading", text: "No proliferación y verificación" },
    {
      kind: "paragraph",
      text: "El Tratado sobre la No Proliferación de las Armas Nucleares (TNP), que entró en vigor en 1970, es la piedra angular de los esfuerzos mundiales para detener la propagación de las armas nucleares. En virtud del Tratado, los Estados no poseedores de armas nucleares se comprometen a no adquirirlas y a aceptar las salvaguardias del OIEA sobre sus materiales nucleares, mientras que todas las partes se comprometen a celebrar negociaciones sobre el desarme nuclear y pueden beneficiarse de los usos pacíficos de la energía nuclear. Mediante inspecciones, vigilancia y análisis, las salvaguardias del OIEA dan al mundo la garantía de que los materiales nucleares no se desvían de las actividades pacíficas. El Tratado se prorrogó indefinidamente en 1995, y sus partes lo examinan cada cinco años.",
    },
    { kind: "heading", text: "Ciencia nuclear para el desarrollo" },
    {
      kind: "paragraph",
      text: "Las técnicas nucleares ayudan a satisfacer muchas necesidades cotidianas. El OIEA ayuda a los países a utilizar la radioterapia y la medicina nuclear para diagnosticar y tratar el cáncer, y a emplear isótopos para rastrear las aguas subterráneas y gestionarlas mejor. En la agricultura, la irradiación contribuye a la inocuidad de los alimentos, y la técnica de los insectos estériles permite combatir plagas como la mosca de la fruta y la mosca tsetsé sin un uso intensivo de plaguicidas. La energía nucleoeléctrica, que genera electricidad con muy pocas emisiones de gases de efecto invernadero, forma parte de la combinación energética de varios países, y el Organismo ayuda a quienes optan por ella a planificar y gestionar sus programas de forma segura.",
    },
    {
      kind: "paragraph",
      text: "La seguridad tecnológica y la seguridad física están presentes en toda esta labor. El OIEA elabora normas internacionales de seguridad, examina instalaciones nucleares a petición de los gobiernos y ayuda a los países a prepararse para las emergencias nucleares y radiológicas y a responder a ellas. También apoya los esfuerzos para impedir que los materiales nucleares y otros materiales radiactivos caigan en manos de delincuentes y terroristas. Por otra parte, el desarme sigue figurando en el programa de la Asamblea General, y el Tratado sobre la Prohibición de las Armas Nucleares entró en vigor en 2021 para los Estados que se han adherido a él. Un mundo libre de armas nucleares sigue siendo un objetivo de larga data de las Naciones Unidas.",
    },
  ],
  related: [
    { label: "Asamblea General", href: "/structure/general-assembly" },
    { label: "Consejo de Seguridad", href: "/structure/security-council" },
    { label: "El sistema de las Naciones Unidas", href: "/about/structure" },
    { label: "Panorama general e historia", href: "/about/overview" },
  ],
};
