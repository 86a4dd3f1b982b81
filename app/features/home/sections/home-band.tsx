import type * as React from "react";
import { Section } from "~/components/ui/section";
import { sectionLinks } from "../home-links";

type HomeBandProps = Omit<
  React.ComponentProps<typeof Section>,
  "id" | "heading" | "intro" | "more"
> & {
  /** The band's section page (sectionLinks), also its id. */
  name: keyof typeof sectionLinks;
  /** Its messages: heading, optional intro, and the link to the section page. */
  text: { heading: string; intro?: string; all: string };
};

/** A home-page band that shows a few of what its section page lists, and leads on to it. */
export function HomeBand({ name, text, ...props }: HomeBandProps) {
  return (
    <Section
      id={name}
      heading={text.heading}
      intro={text.intro}
      more={{ to: sectionLinks[name], label: text.all }}
      {...props}
    />
  );
}
