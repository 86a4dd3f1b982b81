/**
 * The preview pane: an entry laid out as its page on the site, with the site's own stylesheet
 * (typography and theme variables), in the language being edited.
 */
import type { createElement } from "react";
import { formatDate } from "../i18n/format";
import { DEFAULT_LANGUAGE, LANGUAGES, languageByCode } from "../i18n/languages";
import type { PreviewTemplateComponentProps } from "./decap";

type Entry = PreviewTemplateComponentProps["entry"];

/** Decap previews a translation as its own data, taken from the entry's `i18n`. */
function languageOf(entry: Entry) {
  const data: unknown = entry.get("data");
  return (
    LANGUAGES.find((language) => entry.getIn(["i18n", language.code, "data"]) === data) ??
    languageByCode(DEFAULT_LANGUAGE)
  );
}

/** A preview template for content pages, drawn with Decap's React (`h`). */
export function pagePreview(h: typeof createElement) {
  return function PagePreview({ entry, widgetFor, getAsset }: PreviewTemplateComponentProps) {
    const language = languageOf(entry);
    const text = (name: string) => {
      const value: unknown = entry.getIn(["data", name]);
      return typeof value === "string" && value.trim() ? value : undefined;
    };
    const date = text("date");
    const image = text("image");
    return h(
      "article",
      { lang: language.code, dir: language.dir, className: "mx-auto max-w-4xl px-4 py-10" },
      h(
        "header",
        null,
        h("h1", { className: "text-4xl font-bold tracking-tight sm:text-5xl" }, text("title")),
        h("p", { className: "mt-4 text-xl text-muted-foreground" }, text("lead")),
        date &&
          /^\d{4}-\d{2}-\d{2}$/.test(date) &&
          h(
            "p",
            { className: "mt-3 text-sm" },
            h("time", { dateTime: date }, formatDate(language, date, { dateStyle: "long" })),
          ),
      ),
      image &&
        h("img", {
          src: getAsset(image).url,
          alt: text("imageAlt") ?? "",
          className: "mt-8 aspect-video w-full rounded-lg object-cover",
        }),
      h("div", { className: "article-body mt-8 text-lg" }, widgetFor("body")),
    );
  };
}
