import type { StructureBody } from "~/content/types";

/** The six main organs of the United Nations, in Charter order. */
export const structureBodies: readonly StructureBody[] = [
  {
    name: "الجمعية العامة",
    description:
      "الهيئة التداولية الرئيسية، حيث تجتمع الدول الأعضاء الـ 193 جميعها على قدم المساواة، ولكل منها صوت واحد، لمناقشة القضايا العالمية واتخاذ القرارات بشأنها.",
    link: "/structure/general-assembly",
  },
  {
    name: "مجلس الأمن",
    description:
      "يتحمل التبعات الرئيسية عن حفظ السلم والأمن الدوليين. ويتألف من 15 عضوا، منهم خمسة أعضاء دائمون يتمتعون بحق النقض.",
    link: "/structure/security-council",
  },
  {
    name: "المجلس الاقتصادي والاجتماعي",
    description:
      "ينسق الأعمال الاقتصادية والاجتماعية والبيئية للأمم المتحدة. ويُنتخب أعضاؤه الـ 54 لولايات مدتها ثلاث سنوات.",
    link: "/structure/economic-social-council",
  },
  {
    name: "محكمة العدل الدولية",
    description:
      "الجهاز القضائي الرئيسي، ومقرها لاهاي. تفصل في النزاعات القانونية بين الدول وتصدر فتاوى.",
    link: "/structure/international-court",
  },
  {
    name: "الأمانة العامة",
    description:
      "يرأسها الأمين العام، ويضطلع موظفوها الدوليون بالأعمال اليومية التي تقررها الأجهزة الرئيسية الأخرى.",
    link: "/structure/secretariat",
  },
  {
    name: "مجلس الوصاية",
    description:
      "أشرف على الأقاليم المشمولة بالوصاية في طريقها إلى الحكم الذاتي. وعلّق أعماله في عام 1994 بعد استقلال بالاو.",
    link: "/structure/trusteeship-council",
  },
];
