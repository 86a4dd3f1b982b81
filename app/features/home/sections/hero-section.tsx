import { useHomeMessages } from "../home-messages";
import { PauseIcon, PlayIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { heroVideo, homeLinks } from "../home-links";
import { HeroPoster } from "../hero-poster";
import { IntroDialog } from "../intro-dialog";

/**
 * Section 2: the hero over a looping muted film, with its two calls to action. Its control
 * (hero-video.client.ts) loads and plays the film where it may, and shows the button that pauses it.
 */
export function HeroSection() {
  const homeMessages = useHomeMessages();
  const hero = homeMessages.hero;

  return (
    <section
      aria-labelledby="hero-heading"
      data-control="hero-video"
      className="hero on-dark relative isolate flex grow overflow-hidden bg-[#0b2545] text-white"
    >
      <HeroPoster className="hero__media hero__still absolute inset-x-0 top-0 -z-30 w-full rtl:-scale-x-100" />
      <video
        data-hero-film=""
        className="hero__media absolute inset-x-0 top-0 -z-20 w-full rtl:-scale-x-100"
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
      <div className="hero__shade absolute inset-0 -z-10" />
      <div className="hero__words page-container">
        {/* On wide screens the words keep to the near side of the film (styles/hero.css), sized so
            that the longest word of the title ("Объединённых") fits the column, and the film is
            mirrored in right-to-left pages. */}
        <div className="md:landscape:max-w-[min(30rem,calc(45vw-1.875rem))]">
          <p className="font-semibold uppercase tracking-wider sm:text-lg sm:tracking-widest">
            {hero.welcome}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-extrabold tracking-tight sm:text-7xl md:landscape:text-[length:min(3.5rem,calc((45vw-1.875rem)/8.8))]"
          >
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-reading text-xl text-pretty sm:text-2xl">{hero.tagline}</p>
          <div className="mt-6 flex flex-wrap gap-4 sm:mt-10">
            <Link to={homeLinks.exploreWork} className="button button--primary">
              {hero.explore}
            </Link>
            <IntroDialog label={hero.watchIntro} />
          </div>
        </div>
      </div>
      {/* Offered only once the film may load (WCAG 2.2.2); the control shows the label of what a
          press does: play while the film is paused, pause while it plays. On a phone it stands
          over the film's band, within the first screen (styles/hero.css). */}
      <button
        type="button"
        hidden
        data-hero-film-toggle=""
        className="hero__film-toggle button button--outline absolute bg-black/60 text-white print:hidden"
      >
        <span className="contents" data-shown-while="paused">
          <PlayIcon />
          {hero.playVideo}
        </span>
        <span className="contents" hidden data-shown-while="playing">
          <PauseIcon />
          {hero.pauseVideo}
        </span>
      </button>
    </section>
  );
}
