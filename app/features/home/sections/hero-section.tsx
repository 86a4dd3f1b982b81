import * as React from "react";
import { useHomeMessages } from "../home-messages";
import { Link } from "~/components/ui/link";
import { heroVideo, homeLinks } from "../home-links";
import { HeroPoster } from "../hero-poster";
import { IntroDialog } from "../intro-dialog";
import { useBackgroundVideo } from "../use-background-video";

/** Section 2: full-screen hero over a looping muted film, with its two calls to action. */
export function HeroSection() {
  const homeMessages = useHomeMessages();
  const hero = homeMessages.hero;
  const { videoProps, available, playing, toggle, pause } = useBackgroundVideo();
  const [introOpen, setIntroOpen] = React.useState(false);
  const introButtonRef = React.useRef<HTMLButtonElement>(null);

  return (
    <section
      aria-labelledby="hero-heading"
      className="on-dark relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-[#0b2545] text-white"
    >
      <HeroPoster className="absolute inset-0 -z-30 size-full object-cover" />
      <video
        {...videoProps}
        className="absolute inset-0 -z-20 size-full object-cover"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={heroVideo.webm} type="video/webm" />
        <source src={heroVideo.mp4} type="video/mp4" />
      </video>
      <div className="absolute inset-0 -z-10 bg-linear-to-r rtl:bg-linear-to-l from-black/80 via-black/60 to-black/30" />
      <div className="mx-auto w-full max-w-7xl px-4 py-20">
        <p className="text-lg font-semibold uppercase tracking-widest">{hero.welcome}</p>
        <h1 id="hero-heading" className="mt-3 text-4xl font-extrabold tracking-tight sm:text-7xl">
          {hero.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-xl sm:text-2xl">{hero.tagline}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={homeLinks.exploreWork} className="button button--primary">
            {hero.explore}
          </Link>
          <button
            ref={introButtonRef}
            type="button"
            className="needs-js button button--outline text-white"
            aria-haspopup="dialog"
            onClick={() => {
              pause();
              setIntroOpen(true);
            }}
          >
            <PlayIcon />
            {hero.watchIntro}
          </button>
        </div>
      </div>
      {available && (
        <button
          type="button"
          onClick={toggle}
          className="button button--outline absolute bottom-4 end-4 bg-black/60 text-white print:hidden"
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
          {playing ? hero.pauseVideo : hero.playVideo}
        </button>
      )}
      <IntroDialog
        open={introOpen}
        onClose={() => {
          setIntroOpen(false);
          introButtonRef.current?.focus();
        }}
      />
    </section>
  );
}

function PlayIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-5 rtl:-scale-x-100"
    >
      <path
        fill="currentColor"
        d="M8 5.1v13.8a1 1 0 0 0 1.5.9l10.8-6.9a1 1 0 0 0 0-1.7L9.5 4.2A1 1 0 0 0 8 5.1Z"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path fill="currentColor" d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </svg>
  );
}
