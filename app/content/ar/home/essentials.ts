import { imageIdFor } from "~/config/paths";
import type { EssentialCard } from "~/content/types";

/** The three topic cards of the home page. */
export const essentialCards: readonly EssentialCard[] = [
  {
    title: "تغير المناخ",
    description:
      "يؤثر تغير المناخ في كل بلد. تعرّف على الجهود التي يبذلها العالم لخفض الانبعاثات والتكيف مع كوكب يزداد احترارا.",
    link: "/climate-change",
    image: {
      id: imageIdFor("/climate-change"),
      alt: "رسم توضيحي لكرة أرضية مع مقياس حرارة وتوربين رياح وشمس مشرقة",
    },
  },
  {
    title: "المساواة بين الجنسين",
    description:
      "إن المساواة في الحقوق والفرص للنساء والفتيات حق من حقوق الإنسان وأساس لعالم أكثر عدلا وسلاما.",
    link: "/gender-equality",
    image: {
      id: imageIdFor("/gender-equality"),
      alt: "رسم توضيحي لامرأة ورجل يقفان على مستوى واحد فوق ميزان متوازن الكفتين",
    },
  },
  {
    title: "القضاء على الفقر",
    description:
      "القضاء على الفقر بجميع أشكاله هو أول أهداف التنمية المستدامة. اكتشف كيف تعمل البلدان من أجل تحقيقه.",
    link: "/ending-poverty",
    image: {
      id: imageIdFor("/ending-poverty"),
      alt: "رسم توضيحي لأيدٍ تغرس شتلة تنمو لتصبح منزلا ومدرسة وحقلا",
    },
  },
];
