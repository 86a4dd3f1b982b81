import type * as React from "react";
import { cn } from "~/lib/cn";
import { ArrowIcon } from "./icons";
import { Link } from "./link";

/**
 * A link onwards to a section ("See all stories") or back up to it ("Back to Stories"), its arrow
 * on the side it leads to, along the line of reading.
 */
export function ArrowLink({
  to,
  direction,
  className,
  children,
}: {
  to: string;
  direction: "back" | "forward";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link to={to} className={cn("link inline-flex items-center gap-2 font-semibold", className)}>
      {direction === "back" && <ArrowIcon direction="back" size="size-4" />}
      {children}
      {direction === "forward" && <ArrowIcon direction="forward" size="size-4" />}
    </Link>
  );
}
