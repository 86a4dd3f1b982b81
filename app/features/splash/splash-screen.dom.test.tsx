import { screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n-provider";
import { englishI18n } from "~/test/i18n";
import { SplashScreen } from "./splash-screen";

afterEach(() => {
  document.body.innerHTML = "";
});

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider value={englishI18n}>
      <SplashScreen />
    </I18nProvider>,
  );
});

const splash = () => screen.getByRole("region", { name: "Welcome to the United Nations" });

describe("SplashScreen", () => {
  it("is prerendered as its control's markup: the logo, the first message, a progress bar and the taglines", () => {
    expect(splash()).toHaveAttribute("data-control", "splash");
    expect(screen.getByRole("img", { name: "United Nations Logo" })).toBeInTheDocument();
    expect(screen.getByText("Promoting International Cooperation")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Loading the site" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");
    expect(progress).toHaveAttribute("aria-valuemin", "0");
    expect(progress).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByText("A More Peaceful, Prosperous World")).toBeInTheDocument();
    expect(screen.getByText("United Nations • Founded 1945")).toBeInTheDocument();
  });

  it("writes the lines it lives long enough to show, in order, for the stylesheet to turn", () => {
    const lines = splash().querySelectorAll(".splash__message");
    expect([...lines].map((line) => line.textContent)).toEqual([
      "Promoting International Cooperation",
      "Maintaining International Peace and Security",
      "Developing Friendly Relations Among Nations",
    ]);
  });
});
