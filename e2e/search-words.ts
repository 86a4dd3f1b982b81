import type { LanguageCode } from "../app/i18n/languages";

/** The page every language's search must find: the Atomic Energy page. */
export const FOUND_PAGE = "/global-issues/atomic-energy";

/** A word of each language and the title, in that language, of the page it must find. */
export const KNOWN_WORDS: Record<LanguageCode, { word: string; title: string }> = {
  en: { word: "atomic", title: "Atomic Energy" },
  ar: { word: "الذرية", title: "الطاقة الذرية" },
  zh: { word: "原子能", title: "原子能" },
  fr: { word: "atomique", title: "Énergie atomique" },
  ru: { word: "атомная", title: "Атомная энергия" },
  es: { word: "atómica", title: "Energía atómica" },
};

/**
 * How visitors write a goal's number in each language, `{number}` standing for it: each must find
 * that goal's page in the top three, for every goal.
 */
export const GOAL_QUERIES: Record<LanguageCode, readonly string[]> = {
  en: ["SDG {number}", "SDG{number}", "goal {number}", "Sustainable Development Goal {number}"],
  fr: [
    "ODD {number}",
    "ODD{number}",
    "Objectif {number}",
    "objectif de développement durable {number}",
  ],
  es: [
    "ODS {number}",
    "ODS{number}",
    "Objetivo {number}",
    "objetivo de desarrollo sostenible {number}",
  ],
  ru: ["ЦУР {number}", "ЦУР{number}", "Цель {number}", "цель устойчивого развития {number}"],
  zh: ["目标{number}", "目标 {number}", "可持续发展目标{number}", "SDG{number}", "SDG {number}"],
  ar: ["الهدف {number}", "هدف التنمية المستدامة {number}", "SDG {number}"],
};

/**
 * Visitors' queries in each language, and the page (its English address) each must find in the top
 * three: the organization's abbreviations, the usual words for a page's subject, offices and organs.
 */
export const VISITOR_QUERIES: Record<LanguageCode, ReadonlyArray<readonly [string, string]>> = {
  en: [
    ["UN", "/about/overview"],
    ["United Nations", "/about/overview"],
    ["Secretary-General", "/structure/secretariat"],
    ["secretary general", "/structure/secretariat"],
    ["internship", "/careers"],
    ["jobs", "/careers"],
    ["ICJ", "/structure/international-court"],
    ["ECOSOC", "/structure/economic-social-council"],
    ["Security Council", "/structure/security-council"],
    ["General Assembly", "/structure/general-assembly"],
    ["member states", "/about/membership"],
    ["Paris Agreement", "/documents/paris-agreement"],
    ["UDHR", "/documents/a-res-217-iii-universal-declaration-of-human-rights"],
    ["atomic energy", "/global-issues/atomic-energy"],
    ["gender equality", "/goals/5"],
    ["SDGs", "/sdgs"],
    ["privacy", "/privacy-notice"],
  ],
  fr: [
    ["ONU", "/about/overview"],
    ["Nations Unies", "/about/overview"],
    ["Secrétaire général", "/structure/secretariat"],
    ["stage", "/careers"],
    ["emploi", "/careers"],
    ["CIJ", "/structure/international-court"],
    ["ECOSOC", "/structure/economic-social-council"],
    ["Conseil de sécurité", "/structure/security-council"],
    ["Assemblée générale", "/structure/general-assembly"],
    ["États membres", "/about/membership"],
    ["Accord de Paris", "/documents/paris-agreement"],
    ["DUDH", "/documents/a-res-217-iii-universal-declaration-of-human-rights"],
    ["énergie atomique", "/global-issues/atomic-energy"],
    ["égalité des sexes", "/goals/5"],
    ["ODD", "/sdgs"],
  ],
  es: [
    ["ONU", "/about/overview"],
    ["Naciones Unidas", "/about/overview"],
    ["Secretario General", "/structure/secretariat"],
    ["prácticas", "/careers"],
    ["pasantías", "/careers"],
    ["trabajo", "/careers"],
    ["CIJ", "/structure/international-court"],
    ["ECOSOC", "/structure/economic-social-council"],
    ["Consejo de Seguridad", "/structure/security-council"],
    ["Asamblea General", "/structure/general-assembly"],
    ["Estados miembros", "/about/membership"],
    ["Acuerdo de París", "/documents/paris-agreement"],
    ["DUDH", "/documents/a-res-217-iii-universal-declaration-of-human-rights"],
    ["energía atómica", "/global-issues/atomic-energy"],
    ["igualdad de género", "/goals/5"],
    ["ODS", "/sdgs"],
  ],
  ru: [
    ["ООН", "/about/overview"],
    ["Организация Объединенных Наций", "/about/overview"],
    ["Генеральный секретарь", "/structure/secretariat"],
    ["генсек", "/structure/secretariat"],
    ["стажировка", "/careers"],
    ["работа в ООН", "/careers"],
    ["МС", "/structure/international-court"],
    ["ЭКОСОС", "/structure/economic-social-council"],
    ["Совет Безопасности", "/structure/security-council"],
    ["Генеральная Ассамблея", "/structure/general-assembly"],
    ["государства-члены", "/about/membership"],
    ["Парижское соглашение", "/documents/paris-agreement"],
    ["ВДПЧ", "/documents/a-res-217-iii-universal-declaration-of-human-rights"],
    ["атомная энергия", "/global-issues/atomic-energy"],
    ["гендерное равенство", "/goals/5"],
    ["ЦУР", "/sdgs"],
  ],
  zh: [
    ["联合国", "/about/overview"],
    ["安全理事会", "/structure/security-council"],
    ["秘书长", "/structure/secretariat"],
    ["实习", "/careers"],
    ["工作", "/careers"],
    ["国际法院", "/structure/international-court"],
    ["经社理事会", "/structure/economic-social-council"],
    ["安理会", "/structure/security-council"],
    ["联大", "/structure/general-assembly"],
    ["会员国", "/about/membership"],
    ["巴黎协定", "/documents/paris-agreement"],
    ["世界人权宣言", "/documents/a-res-217-iii-universal-declaration-of-human-rights"],
    ["原子能", "/global-issues/atomic-energy"],
    ["性别平等", "/goals/5"],
    ["可持续发展目标", "/sdgs"],
  ],
  ar: [
    ["الأمم المتحدة", "/about/overview"],
    ["الأمين العام", "/structure/secretariat"],
    ["تدريب", "/careers"],
    ["وظائف", "/careers"],
    ["محكمة العدل الدولية", "/structure/international-court"],
    ["المجلس الاقتصادي والاجتماعي", "/structure/economic-social-council"],
    ["مجلس الأمن", "/structure/security-council"],
    ["الجمعية العامة", "/structure/general-assembly"],
    ["الدول الأعضاء", "/about/membership"],
    ["اتفاق باريس", "/documents/paris-agreement"],
    [
      "الإعلان العالمي لحقوق الإنسان",
      "/documents/a-res-217-iii-universal-declaration-of-human-rights",
    ],
    ["الطاقة الذرية", "/global-issues/atomic-energy"],
    ["المساواة بين الجنسين", "/goals/5"],
    ["أهداف التنمية المستدامة", "/sdgs"],
    ["الهدف 5", "/goals/5"],
  ],
};
