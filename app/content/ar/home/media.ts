import type { MediaItem } from "~/content/types";

/** The four media highlights on the home page. */
export const mediaItems: readonly MediaItem[] = [
  {
    type: "Video",
    title: "الأمم المتحدة في عامها الثمانين: ثمانية عقود من الإنجازات",
    description:
      "فيلم قصير يستعرض محطات بارزة من 80 عاما من عمل الأمم المتحدة من أجل السلام وحقوق الإنسان والتنمية.",
    link: "/media/un-80-achievements",
  },
  {
    type: "Podcast",
    title: "ساهرون في الليل",
    description:
      "أحاديث مع أشخاص يعملون في أصعب أماكن العالم، عما يحفزهم وما يعينهم على المضي قدما.",
    link: "/media/awake-at-night-podcast",
  },
  {
    type: "Interview",
    title: "الأمين العام يتحدث عن الدورة الثمانين للجمعية العامة",
    description: "مقابلة مع الأمين العام قبيل انعقاد الدورة الثمانين للجمعية العامة.",
    link: "/media/sg-interview-unga80",
  },
  {
    type: "Facts",
    title: "الدورة الثمانون للجمعية العامة بالأرقام",
    description:
      "الدورة الثمانون للجمعية العامة بالأرقام: من يشارك فيها، وكيف تسير أعمالها، وما المدرج في جدول أعمالها.",
    link: "/media/unga80-facts",
  },
];
