import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format";
import { languageByCode, type LanguageCode } from "./languages";

const intlOf = (code: LanguageCode) => languageByCode(code);

describe("formatDate", () => {
  it("writes dates as each language's texts do", () => {
    const long = { dateStyle: "long" } as const;
    expect(formatDate(intlOf("en"), "2025-09-07", long)).toBe("7 September 2025");
    expect(formatDate(intlOf("ar"), "2025-09-07", long)).toBe("7 أيلول/سبتمبر 2025");
    expect(formatDate(intlOf("ar"), "2025-12-01", long)).toBe("1 كانون الأول/ديسمبر 2025");
    expect(formatDate(intlOf("ru"), "2025-09-07", long)).toBe("7 сентября 2025\u00A0года");
    expect(formatDate(intlOf("fr"), "2025-11-01", long)).toBe("1er novembre 2025");
    expect(formatDate(intlOf("fr"), "2025-11-02", long)).toBe("2 novembre 2025");
    expect(formatDate(intlOf("es"), "2025-09-07", long)).toBe("7 de septiembre de 2025");
    expect(formatDate(intlOf("zh"), "2025-09-07", long)).toBe("2025年9月7日");
  });

  it("writes month headings and times the same way", () => {
    expect(formatDate(intlOf("ar"), "2025-06-01", { month: "long", year: "numeric" })).toBe(
      "حزيران/يونيه 2025",
    );
    expect(formatDateTime(intlOf("ru"), "2025-09-07T14:00", { dateStyle: "long" })).toBe(
      "7 сентября 2025\u00A0года",
    );
  });
});
