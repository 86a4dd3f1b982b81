import { Link } from "~/components/ui/link";
import { useHomeMessages } from "../home-messages";
import { CLIMATE_SUMMIT_DATE } from "~/config/constants";
import { formatDate } from "~/i18n/format";
import { FormattedMessage } from "~/i18n/formatted-message";
import { useI18n } from "~/i18n/i18n-provider";
import { homeLinks } from "../home-links";
import { cn } from "~/lib/cn";
import { LAY_OUT_AFTER_PAINT_CLASS } from "~/config/constants";

/** Section 3: the climate summit banner. */
export function ClimateBannerSection() {
  const { language } = useI18n();
  const homeMessages = useHomeMessages();
  const climate = homeMessages.climate;
  return (
    <section
      aria-labelledby="climate-heading"
      className={cn(LAY_OUT_AFTER_PAINT_CLASS, "on-dark bg-banner text-banner-foreground")}
    >
      <div className="page-container flex flex-col gap-4 py-6 sm:gap-6 sm:py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="climate-heading" className="text-2xl font-bold sm:text-3xl">
            {climate.heading}
          </h2>
          <p className="mt-2 text-lg font-semibold">
            <FormattedMessage
              message={climate.dateAndPlace}
              values={{
                date: (
                  <time dateTime={CLIMATE_SUMMIT_DATE}>
                    {formatDate(language, CLIMATE_SUMMIT_DATE, { day: "numeric", month: "long" })}
                  </time>
                ),
                sep: (separator) => <span aria-hidden="true">{separator}</span>,
              }}
            />
          </p>
          <p className="mt-1">{climate.text}</p>
        </div>
        <Link to={homeLinks.followLive} className="button button--outline shrink-0">
          <span className="size-2.5 rounded-full bg-current" aria-hidden="true" />
          <span>
            <FormattedMessage
              message={climate.cta}
              values={{
                // "NYT" is New York time, not a newspaper: spelled out on hover and to screen readers.
                zone: (abbreviation) => (
                  <abbr title={climate.timeZone}>
                    <span aria-hidden="true">{abbreviation}</span>
                    <span className="sr-only">{climate.timeZone}</span>
                  </abbr>
                ),
              }}
            />
          </span>
        </Link>
      </div>
    </section>
  );
}
