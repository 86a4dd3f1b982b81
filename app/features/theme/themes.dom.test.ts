import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throwingStorage } from "~/test/match-media";
import {
  applyThemeClass,
  DARK_SCHEME_QUERY,
  fallbackTheme,
  isTheme,
  readStoredTheme,
  resolveTheme,
  saveTheme,
  THEME_CLASS_PREFIX,
  THEME_STORAGE_KEY,
  THEME_TRANSITION_MS,
  THEMES,
  type Theme,
} from "./themes";

/** A minimal in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key: string) => (data.has(key) ? (data.get(key) ?? null) : null),
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => {
      data.delete(key);
    },
    setItem: (key: string, value: string) => {
      data.set(key, String(value));
    },
  };
}

const INVALID_STRINGS = [
  "",
  " ",
  " normal",
  "normal ",
  "Normal",
  "NORMAL",
  "nOrmal",
  "dark",
  "light",
  "high-contrast",
  "high contrast dark",
  "High Contrast Dark",
  "high_contrast_dark",
  "highContrastDark",
  "light-contrast",
  "light-high-contrast-dark",
  "theme-normal",
  "theme-system",
  '"normal"',
  "'normal'",
  "normal\n",
  "\nnormal",
  "normal\t",
  "normal\0",
  "system ",
  " system",
  "System",
  "SYSTEM",
  "auto",
  "default",
  "null",
  "undefined",
  "true",
  "0",
  "[object Object]",
  "normal,system",
  "norma",
  "normall",
  "ｎormal",
  "high‐contrast‐dark", // U+2010 hyphens
];

const INVALID_NON_STRINGS: unknown[] = [
  null,
  undefined,
  0,
  1,
  -1,
  NaN,
  Infinity,
  true,
  false,
  {},
  { theme: "normal" },
  [],
  ["normal"],
  [...THEMES],
  new String("normal"),
  Symbol("normal"),
  10n,
  () => "normal",
  new Date(),
];

describe("constants", () => {
  it("exposes the four theme ids in specification order", () => {
    expect(THEMES).toEqual(["high-contrast-dark", "normal", "light-high-contrast", "system"]);
  });

  it("uses the documented storage key, transition length, prefix and media query", () => {
    expect(THEME_STORAGE_KEY).toBe("un-theme");
    expect(THEME_TRANSITION_MS).toBe(800);
    expect(THEME_CLASS_PREFIX).toBe("theme-");
    expect(DARK_SCHEME_QUERY).toBe("(prefers-color-scheme: dark)");
  });
});

describe("isTheme", () => {
  it.each(THEMES)("accepts %j", (theme) => {
    expect(isTheme(theme)).toBe(true);
  });

  it.each(INVALID_STRINGS)("rejects the string %j", (value) => {
    expect(isTheme(value)).toBe(false);
  });

  it.each(INVALID_NON_STRINGS.map((value) => [value]))("rejects the non-string %s", (value) => {
    expect(isTheme(value)).toBe(false);
  });

  it("rejects Array.prototype methods and inherited property names", () => {
    for (const value of ["includes", "length", "constructor", "toString", "__proto__"]) {
      expect(isTheme(value)).toBe(false);
    }
  });
});

describe("readStoredTheme", () => {
  it.each(THEMES)("returns the stored valid theme %j", (theme) => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: theme });
    expect(readStoredTheme(() => storage)).toBe(theme);
  });

  it.each(INVALID_STRINGS)("returns null for the stored invalid string %j", (value) => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: value });
    expect(readStoredTheme(() => storage)).toBeNull();
  });

  it("returns null when nothing is stored", () => {
    expect(readStoredTheme(() => memoryStorage())).toBeNull();
  });

  it("reads only its own key", () => {
    const storage = memoryStorage({ theme: "normal", "un-theme-old": "system" });
    expect(readStoredTheme(() => storage)).toBeNull();
    const getItem = vi.spyOn(storage, "getItem");
    readStoredTheme(() => storage);
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(getItem).toHaveBeenCalledWith("un-theme");
  });

  it("returns null when getItem throws", () => {
    expect(readStoredTheme(() => throwingStorage())).toBeNull();
  });

  it("returns null when the storage getter itself throws", () => {
    const storage = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    expect(() => readStoredTheme(storage)).not.toThrow();
    expect(readStoredTheme(storage)).toBeNull();
  });

  it("returns null when storage is undefined", () => {
    expect(readStoredTheme(() => undefined)).toBeNull();
  });

  it("returns null when getItem returns a non-string value", () => {
    for (const value of [undefined, 0, {}, ["normal"]]) {
      const storage = { ...memoryStorage(), getItem: () => value } as unknown as Storage;
      expect(readStoredTheme(() => storage)).toBeNull();
    }
  });

  describe("with the real jsdom localStorage", () => {
    beforeEach(() => window.localStorage.clear());
    afterEach(() => window.localStorage.clear());

    it("reads the value saved by saveTheme", () => {
      const storage = () => window.localStorage;
      expect(saveTheme(storage, "light-high-contrast")).toBe(true);
      expect(readStoredTheme(storage)).toBe("light-high-contrast");
    });

    it("returns null for an invalid value in localStorage", () => {
      window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
      expect(readStoredTheme(() => window.localStorage)).toBeNull();
    });
  });
});

describe("saveTheme", () => {
  it.each(THEMES)("writes %j under the one key and returns true", (theme) => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, "setItem");
    expect(saveTheme(() => storage, theme)).toBe(true);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(setItem).toHaveBeenCalledWith("un-theme", theme);
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe("un-theme");
    expect(storage.getItem("un-theme")).toBe(theme);
  });

  it("overwrites a previous value without adding keys", () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: "normal", other: "kept" });
    expect(saveTheme(() => storage, "system")).toBe(true);
    expect(storage.length).toBe(2);
    expect(storage.getItem("un-theme")).toBe("system");
    expect(storage.getItem("other")).toBe("kept");
  });

  it("returns false when setItem throws QuotaExceededError", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(() => saveTheme(() => storage, "normal")).not.toThrow();
    expect(saveTheme(() => storage, "normal")).toBe(false);
  });

  it("returns false when every storage method throws", () => {
    expect(saveTheme(() => throwingStorage(), "normal")).toBe(false);
  });

  it("returns false when the storage getter throws", () => {
    const storage = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    expect(saveTheme(storage, "high-contrast-dark")).toBe(false);
  });

  it("returns false when storage is undefined", () => {
    expect(saveTheme(() => undefined, "normal")).toBe(false);
  });
});

describe("fallbackTheme", () => {
  it("is high-contrast-dark when the device prefers dark", () => {
    expect(fallbackTheme(true)).toBe("high-contrast-dark");
  });

  it("is normal otherwise", () => {
    expect(fallbackTheme(false)).toBe("normal");
  });
});

describe("resolveTheme", () => {
  it.each([
    ["high-contrast-dark", true, "high-contrast-dark"],
    ["high-contrast-dark", false, "high-contrast-dark"],
    ["normal", true, "normal"],
    ["normal", false, "normal"],
    ["light-high-contrast", true, "light-high-contrast"],
    ["light-high-contrast", false, "light-high-contrast"],
    ["system", true, "high-contrast-dark"],
    ["system", false, "normal"],
  ] as const)("resolves %j with prefersDark=%s to %j", (theme, prefersDark, expected) => {
    expect(resolveTheme(theme, prefersDark)).toBe(expected);
  });
});

describe("applyThemeClass", () => {
  it.each(THEMES)("adds theme-%s to an element with no classes", (theme) => {
    const element = document.createElement("html");
    applyThemeClass(element, theme);
    expect(element.className).toBe(`theme-${theme}`);
  });

  it("replaces any previous theme class and keeps unrelated classes", () => {
    const element = document.createElement("div");
    element.className = "js splash-active theme-normal theme-transitioning custom";
    applyThemeClass(element, "light-high-contrast");
    const classes = [...element.classList];
    expect(classes).toContain("theme-light-high-contrast");
    expect(classes).not.toContain("theme-normal");
    expect(classes).toEqual(
      expect.arrayContaining(["js", "splash-active", "theme-transitioning", "custom"]),
    );
    expect(classes.filter((name) => THEMES.some((t) => name === `theme-${t}`))).toEqual([
      "theme-light-high-contrast",
    ]);
  });

  it("removes several stale theme classes at once", () => {
    const element = document.createElement("div");
    element.className = THEMES.map((theme) => `theme-${theme}`).join(" ") + " keep";
    applyThemeClass(element, "system");
    expect([...element.classList].sort()).toEqual(["keep", "theme-system"]);
  });

  it("is idempotent", () => {
    const element = document.createElement("div");
    const themes: Theme[] = ["normal", "normal", "system", "system"];
    for (const theme of themes) applyThemeClass(element, theme);
    expect(element.className).toBe("theme-system");
  });

  it("switches through every theme leaving exactly one theme class", () => {
    const element = document.documentElement;
    const before = element.className;
    try {
      element.className = "keep-me";
      for (const theme of THEMES) {
        applyThemeClass(element, theme);
        expect([...element.classList].sort()).toEqual(["keep-me", `theme-${theme}`].sort());
      }
    } finally {
      element.className = before;
    }
  });
});
