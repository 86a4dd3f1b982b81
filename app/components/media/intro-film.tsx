import type * as React from "react";
import { useI18n } from "~/i18n/i18n-provider";

/** The site's own intro film, with captions in every language. */
export const introFilm = {
  webm: "/video/intro.webm",
  mp4: "/video/intro.mp4",
  poster: "/video/intro-poster.jpg",
  captions: (language: string) => `/video/intro.${language}.vtt`,
} as const;

/** A player of the intro film with the page language's captions shown by default. */
export function IntroFilm({ ref }: { ref?: React.Ref<HTMLVideoElement> }) {
  const { messages, language } = useI18n();
  return (
    <video
      ref={ref}
      controls
      playsInline
      preload="none"
      poster={introFilm.poster}
      width={1280}
      height={720}
      className="block h-auto w-full bg-black"
    >
      <source src={introFilm.webm} type="video/webm" />
      <source src={introFilm.mp4} type="video/mp4" />
      <track
        kind="captions"
        src={introFilm.captions(language.code)}
        srcLang={language.code}
        label={messages.intro.captions}
        default
      />
      <p className="p-4">
        {messages.intro.fallback}{" "}
        <a className="link" href={introFilm.mp4}>
          {messages.intro.download}
        </a>
      </p>
    </video>
  );
}
