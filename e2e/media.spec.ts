import { siteCatalog } from "../app/config/site-catalog.server";
import { localizePath, type LanguageCode } from "../app/i18n/languages";
import { expect, test } from "./fixtures";

// What a media page plays (its files fetched, its captions, the film playing) does not depend on
// the screen: checked once, at 1280 px. The home page's media cards at both widths:
// media.both.spec.ts.

/** How a media page that plays nothing says it is written, and what the film page never claims. */
const WORDING: Record<"en" | "ar", { written: RegExp; chapters: RegExp }> = {
  en: { written: /\bwritten\b/i, chapters: /\bchapters?\b/i },
  ar: { written: /مكتوب/, chapters: /الفصل|فصول/ },
};

for (const code of ["en", "ar"] as const satisfies readonly LanguageCode[]) {
  const mediaPages = siteCatalog()
    .pagesIn(code)
    .filter((page) => page.collection === "media");
  /** The kind of media each page is, as its home card types it. */
  const kindOf = new Map(
    siteCatalog()
      .home(code)
      .mediaItems.map((item) => [item.link, item.type]),
  );

  test.describe(`media in ${code}`, () => {
    test("each media page plays what it promises, captioned, or says it is written", async ({
      page,
    }) => {
      expect(mediaPages).toHaveLength(4);
      for (const mediaPage of mediaPages) {
        await page.goto(localizePath(mediaPage.path, code));
        const article = page.getByRole("article");
        const players = article.locator("audio, video");
        const text = await article.innerText();
        if (!mediaPage.film) {
          await expect(players).toHaveCount(0);
          await expect(article.getByText(mediaPage.lead)).toBeVisible();
          // A podcast or interview with nothing to play says from its lead on that it is written.
          if (kindOf.get(mediaPage.path) !== "Facts") {
            expect(mediaPage.lead, mediaPage.path).toMatch(WORDING[code].written);
          }
          continue;
        }
        expect(kindOf.get(mediaPage.path), mediaPage.path).toBe("Video");
        // The film page describes the film it plays, not a longer film in chapters.
        expect(text, mediaPage.path).not.toMatch(WORDING[code].chapters);
        await expect(players).toHaveCount(1);
        const player = players.first();
        for (const source of await player.locator("source").all()) {
          const response = await page.request.get(String(await source.getAttribute("src")));
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toMatch(/^(video|audio)\//);
        }
        const tracks = player.locator("track[kind=captions], track[kind=subtitles]");
        await expect(player.locator(`track[srclang=${code}]`)).toHaveCount(1);
        for (const track of await tracks.all()) {
          const response = await page.request.get(String(await track.getAttribute("src")));
          expect(response.status()).toBe(200);
          expect(await response.text()).toMatch(/^WEBVTT/);
        }
        // It really plays: muted, so no gesture is needed.
        await player.evaluate((element: HTMLMediaElement) => {
          element.muted = true;
          return element.play();
        });
        await expect
          .poll(() => player.evaluate((element: HTMLMediaElement) => element.currentTime))
          .toBeGreaterThan(0.2);
      }
    });
  });
}
