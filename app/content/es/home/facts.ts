import type { Fact } from "~/content/types";

/** "Did You Know?" facts on the home page. */
export const facts: readonly Fact[] = [
  {
    title: "Democracia",
    text: "El Día Internacional de la Democracia se celebra cada año el 15 de septiembre. La Asamblea General lo proclamó en 2007.",
    link: "/global-issues/democracy",
  },
  {
    title: "Protección de la infancia",
    text: "La Convención sobre los Derechos del Niño, aprobada en 1989, es el tratado de derechos humanos más ampliamente ratificado de la historia.",
    link: "/global-issues/child-safety",
  },
  {
    title: "Clima",
    text: "En virtud del Acuerdo de París de 2015, los países se proponen mantener el calentamiento muy por debajo de 2\u00A0°C y proseguir los esfuerzos para limitarlo a 1,5\u00A0°C.",
    link: "/global-issues/climate",
  },
  {
    title: "Energía atómica",
    text: "El Organismo Internacional de Energía Atómica, fundado en 1957 y con sede en Viena, promueve el uso seguro y pacífico de la tecnología nuclear.",
    link: "/global-issues/atomic-energy",
  },
];
