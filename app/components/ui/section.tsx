import type * as React from "react";
import { cn } from "~/lib/cn";
import { ArrowLink } from "./arrow-link";
import { LAY_OUT_AFTER_PAINT_CLASS } from "~/config/constants";

type SectionProps = React.ComponentProps<"section"> & {
  /** The section's id; its heading gets `<id>-heading` and labels the region. */
  id: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "muted";
  /** The section's own page, where all of what the band shows a few of is listed. */
  more?: { to: string; label: string };
};

/** A home-page band below the first screen, with a labelled heading, in the page column. */
export function Section({
  id,
  heading,
  intro,
  tone = "plain",
  more,
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        LAY_OUT_AFTER_PAINT_CLASS,
        "py-6 sm:py-16",
        tone === "muted" ? "bg-muted" : "bg-background",
        className,
      )}
      {...props}
    >
      <div className="page-container">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        {intro && <p className="mt-3 max-w-reading text-muted-foreground sm:text-lg">{intro}</p>}
        <div className="mt-4 sm:mt-10">{children}</div>
        {more && (
          <p className="mt-5 sm:mt-8">
            <ArrowLink to={more.to} direction="forward">
              {more.label}
            </ArrowLink>
          </p>
        )}
      </div>
    </section>
  );
}
