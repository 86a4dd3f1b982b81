import { Emblem } from "~/components/ui/emblem";
import { SITE_ROOT_ID } from "~/config/constants";
import * as React from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import {
  SPLASH_ACTIVE_CLASS,
  SPLASH_FADE_OUT_MS,
  SPLASH_PROGRESS_MS,
  SPLASH_TAGLINE_DELAY_MS,
} from "./splash-timeline";
import { useSplashTimeline } from "./use-splash-timeline";

/**
 * The first-load splash. Its markup is prerendered into every page; CSS shows it only while `<html>`
 * carries the splash class, which the inline script sets on the first load of a tab.
 */
export function SplashScreen() {
  const { messages } = useI18n();
  const state = useSplashTimeline();
  const covering = state !== null;

  React.useEffect(() => {
    const site = document.getElementById(SITE_ROOT_ID);
    if (!site) return;
    // Only a splash the inline script actually showed may hold the page back.
    site.inert = covering && document.documentElement.classList.contains(SPLASH_ACTIVE_CLASS);
    return () => {
      site.inert = false;
    };
  }, [covering]);

  if (state === null) return null;
  // The catalogue numbers the rotating messages from 1, in the specification's order.
  const key = String(state.messageIndex + 1) as keyof typeof messages.splash.messages;
  const message = messages.splash.messages[key];

  return (
    <div
      className={cn("splash", state.phase === "fading" && "splash--fading")}
      data-phase={state.phase}
      style={{ "--splash-fade-ms": `${SPLASH_FADE_OUT_MS}ms` } as React.CSSProperties}
      role="region"
      aria-label={messages.splash.label}
    >
      <div className="splash__content">
        <div
          className={cn("splash__logo", state.glow && "splash__logo--glow")}
          data-glow={state.glow}
        >
          {/* Drawn in the page, as the header's emblem is: no request and no image document of its own. */}
          <Emblem label={messages.splash.logoAlt} width={112} height={112} />
        </div>
        <p className="splash__message" key={state.messageIndex}>
          {message}
        </p>
        <div
          className="splash__progress"
          role="progressbar"
          aria-label={messages.splash.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
        >
          <div
            className="splash__progress-fill"
            style={{ animationDuration: `${SPLASH_PROGRESS_MS}ms` }}
          />
        </div>
        <div
          className="splash__tagline"
          data-visible={state.taglineVisible}
          style={{ animationDelay: `${SPLASH_TAGLINE_DELAY_MS}ms` }}
        >
          <p className="splash__tagline-main">{messages.splash.tagline}</p>
          <p className="splash__tagline-sub">{messages.splash.founded}</p>
        </div>
      </div>
    </div>
  );
}
