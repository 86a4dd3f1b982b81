import type * as React from "react";
import { FormattedMessage } from "~/i18n/formatted-message";
import { useI18n } from "~/i18n/i18n-provider";
import { DEFAULT_LANGUAGE, languageByCode } from "~/i18n/languages";

/** The site's own intro film, with captions or subtitles in every language. */
export const introFilm = {
  webm: "/video/intro.webm",
  mp4: "/video/intro.mp4",
  poster: "/video/intro-poster.jpg",
  captions: (language: string) => `/video/intro.${language}.vtt`,
  /** Its length, as the cards that lead to it say it (scripts/media/intro.mjs: 42.96 s). */
  seconds: 43,
} as const;

/**
 * A player of the intro film with the page language's captions or subtitles shown by default (its
 * control, intro-film.client.ts, makes sure of it). In a page it loads nothing until asked
 * (`preload="none"`); a player put in the page because the reader asked for the film says
 * `preload="auto"`: an engine may wait for a request to play made after it chose its source, and
 * WebKit does, so a `play()` in the same task as the insertion would otherwise never load it.
 */
export function IntroFilm({
  ref,
  preload = "none",
}: {
  ref?: React.Ref<HTMLVideoElement>;
  preload?: "none" | "auto";
}) {
  const { messages, language } = useI18n();
  const subtitled = language.code !== DEFAULT_LANGUAGE;
  // In another language's menu, the English track is named like the language controls: "English".
  const englishCaptions = subtitled
    ? languageByCode(DEFAULT_LANGUAGE).nativeName
    : messages.intro.captions;
  return (
    <video
      ref={ref}
      controls
      playsInline
      preload={preload}
      data-control="intro-film"
      poster={introFilm.poster}
      width={1280}
      height={720}
      // The poster (introFilm.poster) again, under the picture: WebKit stops drawing `poster` as
      // soon as the film is asked to play, and shows a black box until its first frame arrives.
      className="block h-auto w-full bg-black bg-[url(/video/intro-poster.jpg)] bg-cover bg-center"
    >
      <source src={introFilm.webm} type="video/webm" />
      <source src={introFilm.mp4} type="video/mp4" />
      {/* The narration is English: English text is its captions; other languages add subtitles. */}
      <track
        kind="captions"
        src={introFilm.captions(DEFAULT_LANGUAGE)}
        srcLang={DEFAULT_LANGUAGE}
        label={englishCaptions}
        default={subtitled ? undefined : true}
      />
      {subtitled && (
        <track
          kind="subtitles"
          src={introFilm.captions(language.code)}
          srcLang={language.code}
          label={messages.intro.captions}
          default
        />
      )}
      <p className="p-4">
        <FormattedMessage
          message={messages.intro.fallback}
          values={{
            link: (text) => (
              <a className="link" href={introFilm.mp4}>
                {text}
              </a>
            ),
          }}
        />
      </p>
    </video>
  );
}
