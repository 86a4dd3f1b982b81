import type * as React from "react";

type EmblemProps = React.ComponentProps<"svg"> & { label?: string };

/** The site's stylised emblem; takes the current text colour. */
export function Emblem({ label = "United Nations Logo", ...props }: EmblemProps) {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={label} focusable="false" {...props}>
      <circle cx={32} cy={27.5} r={14.5} fill="none" stroke="currentColor" strokeWidth={2.6} />
      <path
        d="M32 13V42M17.5 27.5H46.5M19.4 20.3H44.6M19.4 34.8H44.6M32 13A7.3 14.5 0 0 0 32 42A7.3 14.5 0 0 0 32 13Z"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.7}
      />
      <path
        d="M37 55L28.8 50.3A23 23 0 0 1 12.5 15.3M27 55L35.2 50.3A23 23 0 0 0 51.5 15.3"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
      />
      <path
        d="M23.4 48.8Q18.7 47.1 15.7 51Q20.3 52.7 23.4 48.8ZM16 44Q18.3 39.7 14.9 36.1Q12.6 40.5 16 44ZM11 36.9Q8.8 32.4 3.9 33.1Q6.1 37.5 11 36.9ZM9 28.3Q13.7 26.8 13.7 21.8Q9 23.4 9 28.3ZM10.1 20.4Q11.5 15.6 7.4 12.9Q6 17.6 10.1 20.4ZM12.5 15.3Q16.7 13.5 16.5 9Q12.3 10.8 12.5 15.3ZM40.6 48.8Q43.7 52.7 48.3 51Q45.3 47.1 40.6 48.8ZM48 44Q51.4 40.5 49.1 36.1Q45.7 39.7 48 44ZM53 36.9Q57.9 37.5 60.1 33.1Q55.2 32.4 53 36.9ZM55 28.3Q55 23.4 50.3 21.8Q50.3 26.8 55 28.3ZM53.9 20.4Q58 17.6 56.6 12.9Q52.5 15.6 53.9 20.4ZM51.5 15.3Q51.7 10.8 47.5 9Q47.3 13.5 51.5 15.3Z"
        fill="currentColor"
      />
    </svg>
  );
}
