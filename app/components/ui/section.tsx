import type * as React from "react";
import { cn } from "~/lib/cn";

type SectionProps = React.ComponentProps<"section"> & {
  /** The section's id; its heading gets `<id>-heading` and labels the region. */
  id: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "muted";
};

/** A home-page band below the first screen, with a labelled heading, in the page column. */
export function Section({
  id,
  heading,
  intro,
  tone = "plain",
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn(
        "render-when-near py-16",
        tone === "muted" ? "bg-muted" : "bg-background",
        className,
      )}
      {...props}
    >
      <div className="page-container">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {heading}
        </h2>
        {intro && <p className="mt-3 max-w-prose text-lg text-muted-foreground">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
