import { Emblem } from "~/components/ui/emblem";
import { useI18n } from "~/i18n/i18n-provider";
import { SPLASH_ACTIVE_CLASS, SPLASH_LINES_SHOWN } from "./splash-timeline";

/**
 * The first-load splash. Its markup is prerendered into every page; CSS shows it only while `<html>`
 * carries the splash class, which the inline script sets on the first load of a tab. The stylesheet
 * times what it shows (`app/styles/splash.css`), so a phone still fetching the scripts sees the glow,
 * the lines and the fade on time; its control (splash.client.ts) keeps the progress value, lifts
 * the splash when focus enters the page under it, and removes the splash.
 */
export function SplashScreen() {
  const { messages } = useI18n();
  // The catalogue numbers the rotating messages from 1, in the specification's order; the
  // stylesheet shows each line in its turn.
  const lines = Array.from({ length: SPLASH_LINES_SHOWN }, (_, index) => {
    const key = String(index + 1) as keyof typeof messages.splash.messages;
    return messages.splash.messages[key];
  });

  return (
    <div
      className="splash"
      role="region"
      aria-label={messages.splash.label}
      data-control="splash"
      // Its code is fetched only on a tab's first load, the one that shows it.
      data-control-if={SPLASH_ACTIVE_CLASS}
    >
      <div className="splash__content">
        <div className="splash__logo">
          {/* Drawn in the page, as the header's emblem is: no request and no image document of its own. */}
          <Emblem label={messages.splash.logoAlt} width={112} height={112} />
        </div>
        <div className="splash__lines">
          {lines.map((line) => (
            <p className="splash__message" key={line}>
              {line}
            </p>
          ))}
        </div>
        <div
          className="splash__progress"
          role="progressbar"
          aria-label={messages.splash.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
        >
          <div className="splash__progress-fill" />
        </div>
        <div className="splash__tagline">
          <p className="splash__tagline-main">{messages.splash.tagline}</p>
          <p className="splash__tagline-sub">{messages.splash.founded}</p>
        </div>
      </div>
    </div>
  );
}
