import type * as React from "react";
import { cn } from "~/lib/cn";

type IconProps = React.ComponentProps<"svg">;

/** A decorative icon: the text beside it names the action. */
function Icon({ className, children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn("size-5 shrink-0", className)}
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * An arrow along the line of reading: "back" points to where reading comes from, "forward" to where
 * it goes, so in a right-to-left page both turn round (`.icon-follows-reading`, in app.css).
 */
export function ArrowIcon({
  direction,
  className,
  ...props
}: IconProps & { direction: "back" | "forward" }) {
  return (
    <Icon
      data-icon="arrow"
      className={cn("icon-follows-reading", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={direction === "forward" ? "M4 12h15M13 6l6 6-6 6" : "M20 12H5M11 6l-6 6 6 6"} />
    </Icon>
  );
}

/** Media controls keep their direction in every language: play points right everywhere. */
export function PlayIcon(props: IconProps) {
  return (
    <Icon data-icon="play" {...props}>
      <path
        fill="currentColor"
        d="M8 5.1v13.8a1 1 0 0 0 1.5.9l10.8-6.9a1 1 0 0 0 0-1.7L9.5 4.2A1 1 0 0 0 8 5.1Z"
      />
    </Icon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon data-icon="pause" {...props}>
      <path fill="currentColor" d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </Icon>
  );
}
