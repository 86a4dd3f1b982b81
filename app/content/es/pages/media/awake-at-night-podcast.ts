import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/media/awake-at-night-podcast",
  section: "media",
  title: "Awake at Night",
  lead: "Un pódcast de largas conversaciones con personas que prestan servicio en los lugares más difíciles del mundo: qué las impulsa, qué han visto y qué les da fuerzas para seguir.",
  published: "2025-08-19",
  image: {
    id: "media-awake-at-night-podcast",
    alt: "Ilustración de un micrófono de estudio ante un cielo nocturno con una luna creciente sobre un pequeño campamento",
  },
  body: [
    {
      kind: "paragraph",
      text: "Awake at Night es un pódcast de las Naciones Unidas que lleva a quienes lo escuchan más allá de los titulares. Cada episodio es una conversación larga y pausada con alguien que ha decidido trabajar donde más se necesita: en zonas de guerra, campamentos de refugiados, zonas de desastre y lugares donde los servicios básicos se han desmoronado. Las personas invitadas prestan servicio con las Naciones Unidas y sus asociados, desde trabajadores humanitarios y personal sanitario hasta efectivos de mantenimiento de la paz y mediadores. En lugar de detenerse en las políticas o las estadísticas, la serie se interesa por la persona que hay detrás de cada trabajo y por las experiencias que la han marcado.",
    },
    { kind: "heading", text: "De qué tratan las conversaciones" },
    {
      kind: "paragraph",
      text: "El título procede de una pregunta que está en el centro de cada episodio: ¿qué le quita el sueño por las noches? Las respuestas rara vez son sencillas. Las personas invitadas hablan de los momentos que no han podido olvidar, de las decisiones que tuvieron que tomar bajo presión y de la gente que conocieron por el camino. Hablan del miedo y el agotamiento, pero también de la esperanza, del humor y de las pequeñas victorias que hacen que el trabajo merezca la pena. Las conversaciones dejan espacio para hablar con franqueza de lo que salió mal y de lo que salió bien, así como del coste personal de servir lejos de casa.",
    },
    {
      kind: "list",
      items: [
        "Entrevistas extensas en las que las personas invitadas cuentan su historia con sus propias palabras y a su propio ritmo",
        "Testimonios directos de la labor humanitaria, de mantenimiento de la paz y de desarrollo en situaciones de crisis",
        "Reflexiones sobre la motivación, la resiliencia y el precio que este trabajo puede cobrarse en la salud mental",
        "Una mirada a cómo actúan sobre el terreno las Naciones Unidas y sus asociados",
        "Relatos de conflictos, violencia y pérdidas que pueden resultar perturbadores para algunas personas",
      ],
    },
    { kind: "heading", text: "Por qué importan estas historias" },
    {
      kind: "paragraph",
      text: "Quienes trabajan en zonas de crisis suelen ser invisibles para el público al que sirven. Cuando se informa sobre su labor, suele hacerse a través de cifras: las toneladas de alimentos entregadas, las familias alojadas, los niños vacunados. El pódcast aporta la dimensión humana. Muestra que detrás de cada operación hay personas que han decidido ir adonde otros necesitan ayuda, a menudo con un gran riesgo personal. En muchos conflictos, trabajadores humanitarios han sido asesinados, heridos o secuestrados, y su seguridad depende de que todas las partes respeten el derecho internacional humanitario.",
    },
    {
      kind: "paragraph",
      text: "Cada 19 de agosto, el Día Mundial de la Asistencia Humanitaria rinde homenaje a los trabajadores humanitarios y a las personas a las que ayudan. La fecha recuerda el atentado con bomba contra la sede de las Naciones Unidas en el Hotel Canal de Bagdad, el 19 de agosto de 2003, en el que murieron 22 personas. Awake at Night comparte ese mismo espíritu de reconocimiento. No hace falta conocer previamente las Naciones Unidas para seguir los episodios: la serie está pensada para cualquier persona que sienta curiosidad por lo que significa realmente servir en los lugares más difíciles y por lo que sostiene a quienes eligen ese camino.",
    },
  ],
  related: [
    { label: "Empleo", href: "/careers" },
    { label: "ONU80: ocho décadas de logros", href: "/media/un-80-achievements" },
    { label: "Protección de la infancia", href: "/global-issues/child-safety" },
    { label: "Panorama general e historia", href: "/about/overview" },
  ],
};
