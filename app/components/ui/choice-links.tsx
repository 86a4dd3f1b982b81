import { cn } from "~/lib/cn";
import { Link } from "./link";

/** A link that narrows a list, marked when it is the page's own. */
export interface Choice {
  path: string;
  label: string;
  current: boolean;
}

export function ChoiceLink({ choice }: { choice: Choice }) {
  return (
    <Link
      to={choice.path}
      aria-current={choice.current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border-2 px-4 py-1",
        choice.current
          ? "border-primary bg-primary font-bold text-primary-foreground"
          : "border-border hover:border-primary",
      )}
    >
      {choice.label}
    </Link>
  );
}

/**
 * The ways to narrow a list (GOV.UK's filters as plain links): the whole list, then each group of
 * choices under its heading. They work without JavaScript: each choice is a page of its own.
 */
export function ChoiceLinks({
  label,
  all,
  groups,
  className,
}: {
  label: string;
  all: Choice;
  groups: readonly { heading: string; links: readonly Choice[] }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className} data-pagefind-ignore>
      <p>
        <ChoiceLink choice={all} />
      </p>
      {groups.map(({ heading, links }) => (
        <div key={heading} className="mt-4">
          <h2 className="text-lg font-bold">{heading}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {links.map((choice) => (
              <li key={choice.path}>
                <ChoiceLink choice={choice} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
