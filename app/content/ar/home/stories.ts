import { imageIdFor } from "~/config/paths";
import type { Story } from "~/content/types";

/** The four Featured Stories on the home page. */
export const stories: readonly Story[] = [
  {
    category: "الجمعية العامة",
    title: "قادة العالم يجتمعون في الدورة الثمانين للجمعية العامة",
    description:
      "في أيلول/سبتمبر 2025، توافد قادة من جميع أنحاء العالم إلى نيويورك للمشاركة في الأسبوع الرفيع المستوى للدورة الثمانين للجمعية العامة.",
    image: {
      id: imageIdFor("/stories/unga80-high-level-week"),
      alt: "رسم توضيحي لقاعة اجتماعات مستديرة تصطف فيها الأعلام تحت شعار كبير على هيئة كرة أرضية",
    },
    link: "/stories/unga80-high-level-week",
  },
  {
    category: "المناخ",
    title: "كيف تعمل أسواق الكربون في إطار اتفاق باريس",
    description:
      "تتيح المادة 6 من اتفاق باريس للبلدان أن تتعاون على خفض الانبعاثات، بوسائل منها الاتجار بأرصدة الكربون. وإليكم طريقة عملها.",
    image: {
      id: imageIdFor("/stories/carbon-markets"),
      alt: "رسم توضيحي لميزان يوازن بين سحابة من ثاني أكسيد الكربون وشجرة فتية",
    },
    link: "/stories/carbon-markets",
  },
  {
    category: "الصحة",
    title: "تلوث الهواء: حقائق عن الهواء الذي نتنفسه",
    description:
      "تقدّر منظمة الصحة العالمية أن 99 في المائة من سكان العالم يتنفسون هواء يتجاوز الحدود الواردة في مبادئها التوجيهية. فماذا يعني ذلك لصحتنا؟",
    image: {
      id: imageIdFor("/stories/air-pollution-facts"),
      alt: "رسم توضيحي لرئتين يحيط بهما ضباب رمادي وجسيمات دقيقة",
    },
    link: "/stories/air-pollution-facts",
  },
  {
    category: "البيئة",
    title: "سبل عملية للحد من تلوث الهواء",
    description:
      "من الطهي والنقل الأنظف إلى المدن الأكثر اخضرارا، يمكن للخيارات التي يتخذها الأفراد والحكومات أن تسهم في تنقية الهواء.",
    image: {
      id: imageIdFor("/stories/reduce-air-pollution"),
      alt: "رسم توضيحي لدراجة هوائية وترام وأشجار أمام أفق مدينة تحت سماء صافية",
    },
    link: "/stories/reduce-air-pollution",
  },
];
