import type * as React from "react";
import { GOAL_INKS } from "~/content/goal-colours";
import type { Goal } from "~/content/types";
import { cn } from "~/lib/cn";
import { Link } from "./link";

/** The custom properties of a goal's colours (see styles/goals.css). */
export function goalStyle(goal: Pick<Goal, "colour" | "ink">): React.CSSProperties {
  return { "--goal": goal.colour, "--goal-ink": GOAL_INKS[goal.ink] } as React.CSSProperties;
}

/**
 * A goal's icon on its colour; decorative, as its number and title say what it is. Drawn from the
 * icons' sprite: one file and one SVG document for every icon of a page, in the ink that reads on
 * the goal's colour (currentColor, see styles/goals.css).
 */
export function GoalIcon({ goal, size }: { goal: Pick<Goal, "icon">; size: number }) {
  return (
    <span className="goal-icon">
      <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
        <use href={goal.icon} />
      </svg>
    </span>
  );
}

/**
 * A full-colour tile linking to a goal's page: "Goal 7", its title, its short description when
 * given, and its icon.
 */
export function GoalTile({
  goal,
  label,
  description,
  iconSize = 48,
  Title = "h3",
  className,
}: {
  goal: Goal;
  /** "Goal 7", in the page's language. */
  label: string;
  /** The goal's one-line statement, shown small under its title. */
  description?: string;
  iconSize?: number;
  /** The title's heading level: below its section's heading. */
  Title?: "h2" | "h3";
  className?: string;
}) {
  return (
    <Link
      to={goal.link}
      className={cn("goal-tile goal-colours", className)}
      style={goalStyle(goal)}
    >
      <span className="goal-tile__label text-sm font-bold">{label}</span>
      <Title className="goal-tile__title">{goal.title}</Title>
      {description && <span className="goal-tile__description">{description}</span>}
      <GoalIcon goal={goal} size={iconSize} />
    </Link>
  );
}
