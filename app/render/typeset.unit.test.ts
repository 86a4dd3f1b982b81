import { describe, expect, it } from "vitest";
import { chineseWordBreaks, joinUnits, keepTogether, russianHyphens, typesetHtml } from "./typeset";

const shown = (text: string) => text.replace(/\u00A0/g, "~").replace(/\u2060/g, "^");

describe("keepTogether", () => {
  it("keeps a number with its unit", () => {
    expect(shown(keepTogether("limit it to 1.5 °C, 40 per cent and 99 % of 2 km", "en"))).toBe(
      "limit it to 1.5~°C, 40~per~cent and 99~% of 2~km",
    );
    expect(shown(keepTogether("de 1,5 °C", "fr"))).toBe("de 1,5~°C");
  });

  it("keeps a date's parts together in each language's form", () => {
    expect(shown(keepTogether("On 7 September 2025 and in March 2026.", "en"))).toBe(
      "On 7~September~2025 and in March~2026.",
    );
    expect(shown(keepTogether("le 7 septembre 2025", "fr"))).toBe("le 7~septembre~2025");
    expect(shown(keepTogether("el 7 de septiembre de 2025", "es"))).toBe(
      "el 7~de~septiembre~de~2025",
    );
    expect(shown(keepTogether("en septiembre\nde 2025", "es"))).toBe("en septiembre~de~2025");
    expect(shown(keepTogether("7 сентября 2025 г. и сентябрь 2025 г.", "ru"))).toBe(
      "7~сентября~2025~г. и сентябрь~2025~г.",
    );
    expect(shown(keepTogether("في 9 أيلول/سبتمبر 2025 و1 كانون الأول/ديسمبر", "ar"))).toBe(
      "في 9~أيلول/سبتمبر~2025 و1~كانون~الأول/ديسمبر",
    );
  });

  it("leaves other numbers and words alone", () => {
    expect(keepTogether("Goal 13 calls for 17 goals, may 2 be", "en")).toBe(
      "Goal 13 calls for 17 goals, may 2 be",
    );
  });
});

describe("chineseWordBreaks", () => {
  const breaks = (text: string) => chineseWordBreaks(text).replace(/\u200B/g, "|");

  it("offers a break between Chinese words only", () => {
    expect(breaks("可持续发展目标")).toBe("可持续|发展|目标");
    expect(breaks("和平、正义与强大机构")).toBe("和平、正义与强大|机构");
  });

  it("keeps a date and a number whole", () => {
    expect(chineseWordBreaks("2025年9月7日")).toBe("2025年9月7日");
  });
});

describe("chineseWordBreaks in a long run of short words", () => {
  it("offers a break before the next word once the run outgrows half a phone's line", () => {
    const marked = chineseWordBreaks("将减排量转让给外国的国家须将其加回本国的排放账目");
    const runs = marked.split("\u200B");
    expect(Math.max(...runs.map((run) => run.length))).toBeLessThanOrEqual(14);
    expect(runs.some((run) => run.includes("排放"))).toBe(true);
  });
});

describe("joinUnits", () => {
  it("joins a number to the unit written against it, as Chinese writes it", () => {
    expect(shown(joinUnits("控制在1.5°C以内，减少40%"))).toBe("控制在1.5^°C以内，减少40^%");
    expect(shown(typesetHtml("<p>限制在1.5°C以内</p>", "zh"))).toContain("1.5^°C");
  });
});

describe("russianHyphens", () => {
  const hyphens = (text: string) => russianHyphens(text).replace(/\u00AD/g, "-");

  it("offers hyphenation points between the syllables of long words", () => {
    expect(hyphens("Индустриализация")).toBe("Ин-ду-стри-а-ли-за-ция");
    expect(hyphens("Международный мир")).toBe("Меж-ду-на-род-ный мир");
    expect(hyphens("продолжительностью")).toBe("про-дол-жи-тель-но-стью");
  });

  it("keeps a prefix whole and never carries consonants without a vowel", () => {
    expect(hyphens("безопасности")).toBe("без-опас-но-сти");
    expect(hyphens("впоследствии")).toBe("впо-след-ствии");
    expect(hyphens("обязательств")).toBe("обя-за-тельств");
  });

  it("leaves short words, and other scripts, whole", () => {
    expect(russianHyphens("Устойчивого развития и sustainability")).toBe(
      "Устойчивого развития и sustainability",
    );
  });
});

describe("typesetHtml", () => {
  it("changes text only, never scripts, attributes or the title's markup", () => {
    const html =
      '<html><head><title>气候行动 2 °C</title><script>var a = "1 %";</script></head>' +
      '<body><p title="2 °C">可持续发展目标 <a href="/x">2 °C</a></p><code>2 %</code></body></html>';
    const out = typesetHtml(html, "zh");
    expect(out).toContain("<title>气候行动 2\u00A0°C</title>");
    expect(out).toContain('<script>var a = "1 %";</script>');
    expect(out).toContain('title="2 °C"');
    expect(out).toContain("<code>2 %</code>");
    expect(out).toContain(">2\u00A0°C</a>");
    expect(out.replace(/\u200B/g, "")).toBe(
      html.replace(/2 °C/g, (m, at: number) =>
        html.slice(at - 7, at) === 'title="' ? m : "2\u00A0°C",
      ),
    );
  });
});
