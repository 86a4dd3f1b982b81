import type * as React from "react";

/**
 * The top of a section's page (About, News & Media, Documents, SDGs, Events, a listing): its
 * heading and the sentence that introduces it, with anything else it says beside them.
 */
export function SectionHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="mt-6">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-reading text-xl text-muted-foreground">{intro}</p>
      {children}
    </header>
  );
}
