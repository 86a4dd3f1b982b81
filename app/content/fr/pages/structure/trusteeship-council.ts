import type { ContentPage } from "~/content/types";

export const page: ContentPage = {
  path: "/structure/trusteeship-council",
  section: "structure",
  title: "Conseil de tutelle",
  lead: "Le Conseil de tutelle a accompagné des territoires sur la voie de l’autonomie. Sa mission accomplie, il a suspendu ses activités le 1er novembre 1994.",
  image: {
    id: "structure-trusteeship-council",
    alt: "Illustration d’une porte ouverte donnant d’une salle de réunion sur des îles et un soleil levant",
  },
  body: [
    {
      kind: "paragraph",
      text: "Le Conseil de tutelle est l’un des six organes principaux créés par la Charte en 1945. Il était chargé de surveiller l’administration des territoires sous tutelle, c’est-à-dire des territoires placés sous le régime international de tutelle, pour la plupart d’anciens mandats de la Société des Nations ou des territoires détachés d’États vaincus lors de la Seconde Guerre mondiale. L’objectif était de favoriser le progrès politique, économique et social des populations de ces territoires ainsi que le développement de leur instruction, et leur évolution progressive vers la capacité à s’administrer elles-mêmes ou l’indépendance.",
    },
    { kind: "heading", text: "Onze territoires" },
    {
      kind: "paragraph",
      text: "Au total, onze territoires, situés en Afrique et dans le Pacifique, ont été placés sous tutelle. Chacun était administré par un État Membre agissant en qualité d’autorité administrante, qui faisait rapport chaque année au Conseil. Le Conseil examinait ces rapports, recevait des pétitions des habitants des territoires et envoyait des missions de visite constater la situation sur place. Un à un, les territoires ont accédé à l’indépendance ou, dans certains cas, se sont rattachés à des pays voisins, souvent à l’issue d’un vote organisé ou observé par l’Organisation des Nations Unies.",
    },
    { kind: "heading", text: "Une mission accomplie" },
    {
      kind: "paragraph",
      text: "Le dernier territoire sous tutelle était celui des Palaos, dans le Pacifique occidental, qui faisait partie du Territoire sous tutelle des îles du Pacifique administré par les États-Unis. Lorsque les Palaos ont accédé à l’indépendance, le 1er octobre 1994, plus aucun territoire n’était sous tutelle. Le Conseil a suspendu ses activités le 1er novembre 1994 et modifié son règlement intérieur afin de ne plus se réunir chaque année, mais seulement lorsque les circonstances l’exigent, sur sa propre décision ou celle de son Président, ou à la demande de la majorité de ses membres, de l’Assemblée générale ou du Conseil de sécurité.",
    },
    {
      kind: "paragraph",
      text: "Les membres du Conseil sont les cinq membres permanents du Conseil de sécurité. Sa salle au Siège, à New York, conçue par l’architecte danois Finn Juhl, accueille toujours d’autres réunions et manifestations. Le Conseil demeure inscrit dans la Charte, et son histoire est souvent citée comme l’un des succès les plus nets de l’Organisation des Nations Unies\u00A0: un organe qui a mené à bien la mission pour laquelle il avait été créé. Les travaux sur les territoires non autonomes restants se poursuivent par l’intermédiaire de l’Assemblée générale et de son Comité spécial de la décolonisation.",
    },
  ],
  related: [
    { label: "La Charte des Nations Unies", href: "/about/charter" },
    { label: "Les Membres de l’Organisation des Nations Unies", href: "/about/membership" },
    { label: "Le système des Nations Unies", href: "/about/structure" },
    { label: "Conseil de sécurité", href: "/structure/security-council" },
  ],
};
