import { afterEach, describe, expect, it } from "vitest";
import { appModule } from "./app-module.mjs";

describe("appModule", () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it("leaves NODE_ENV unset, so a build the script starts ships production code", async () => {
    delete process.env.NODE_ENV;
    const { LANGUAGE_CODES } = await appModule("app/i18n/languages.ts");
    expect(LANGUAGE_CODES).toContain("ar");
    expect(process.env.NODE_ENV).toBeUndefined();
  });
});
