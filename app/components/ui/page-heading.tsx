import type * as React from "react";
import { cn } from "~/lib/cn";

/** The top of a page that is not an article: its title and a sentence about it. */
export function PageHeading({
  title,
  lead,
  eyebrow,
  className,
  children,
}: {
  title: string;
  lead: string;
  /** A short line above the title, such as a status code. */
  eyebrow?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn("page-container py-16", className)}>
      {eyebrow && <p className="mb-2 text-lg font-bold text-muted-foreground">{eyebrow}</p>}
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 max-w-reading text-lg">{lead}</p>
      {children}
    </div>
  );
}
