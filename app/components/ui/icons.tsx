import type * as React from "react";
import { cn } from "~/lib/cn";

type IconProps = React.ComponentProps<"svg"> & {
  /** The icon's box; the text beside it sets the rest of the scale. */
  size?: "size-4" | "size-5" | "size-6";
};

/** How an icon's path is painted: a round-capped line, or a filled shape, in the text's colour. */
const PAINTS = {
  stroke: { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round" },
  solid: { fill: "currentColor" },
} as const;

/**
 * A decorative icon (the text beside it names the action), named in `data-icon` for the rules
 * that turn some icons round in right-to-left pages.
 */
function icon(name: string, paint: keyof typeof PAINTS, d: string, defaults: IconProps = {}) {
  const { size: defaultSize = "size-5", className: defaultClassName, ...attributes } = defaults;
  function Icon({ size = defaultSize, className, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        data-icon={name}
        {...PAINTS[paint]}
        {...attributes}
        {...props}
        className={cn(size, "shrink-0", defaultClassName, className)}
      >
        <path d={d} />
      </svg>
    );
  }
  return Icon;
}

/**
 * Arrows along the line of reading: "back" points to where reading comes from, "forward" to where
 * it goes, so in a right-to-left page both turn round (`.icon-follows-reading`, in app.css).
 */
const arrow = {
  strokeWidth: 2.5,
  strokeLinejoin: "round",
  className: "icon-follows-reading",
} as const;
const BackArrowIcon = icon("arrow", "stroke", "M20 12H5M11 6l-6 6 6 6", arrow);
const ForwardArrowIcon = icon("arrow", "stroke", "M4 12h15M13 6l6 6-6 6", arrow);

export function ArrowIcon({ direction, ...props }: IconProps & { direction: "back" | "forward" }) {
  return direction === "forward" ? <ForwardArrowIcon {...props} /> : <BackArrowIcon {...props} />;
}

/** Media controls keep their direction in every language: play points right everywhere. */
export const PlayIcon = icon(
  "play",
  "solid",
  "M8 5.1v13.8a1 1 0 0 0 1.5.9l10.8-6.9a1 1 0 0 0 0-1.7L9.5 4.2A1 1 0 0 0 8 5.1Z",
);

export const PauseIcon = icon("pause", "solid", "M7 5h3v14H7zM14 5h3v14h-3z");

export const SearchIcon = icon(
  "search",
  "stroke",
  "M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13ZM15.5 15.5 20 20",
  { size: "size-6" },
);

export const GlobeIcon = icon(
  "globe",
  "stroke",
  "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.75 5.4 3.75 9S14.5 18.6 12 21m0-18C9.5 5.4 8.25 8.4 8.25 12S9.5 18.6 12 21M3.5 9h17M3.5 15h17",
  { size: "size-6", strokeWidth: 1.75 },
);

export const PaletteIcon = icon(
  "palette",
  "solid",
  "M12 2a10 10 0 0 0 0 20c1.1 0 2-.9 2-2 0-.5-.2-1-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1.1.9-2 2-2h2.3A4.7 4.7 0 0 0 22 10.7C22 5.9 17.5 2 12 2Zm-5.5 10a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm3 4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z",
  { size: "size-6" },
);

const MenuBarsIcon = icon("menu", "stroke", "M4 7h16M4 12h16M4 17h16", { size: "size-6" });
const MenuCloseIcon = icon("close", "stroke", "M6 6l12 12M18 6L6 18", { size: "size-6" });

/** The menu button's icon: three bars while the menu is closed, a cross while it is open. */
export function MenuIcon({ open, ...props }: IconProps & { open: boolean }) {
  return open ? <MenuCloseIcon {...props} /> : <MenuBarsIcon {...props} />;
}

const Chevron = icon(
  "chevron",
  "solid",
  "M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z",
  { size: "size-4", viewBox: "0 0 20 20" },
);

/** A submenu's chevron: down while closed, turned up while open. */
export function ChevronIcon({ open, className, ...props }: IconProps & { open: boolean }) {
  return (
    <Chevron
      className={cn(
        "transition-transform motion-reduce:transition-none",
        open && "rotate-180",
        className,
      )}
      {...props}
    />
  );
}
