import type * as React from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/languages";

/** A link to a page of the site that keeps the visitor in their language: an ordinary page load. */
export function Link({
  to,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & { to: string }) {
  const { language } = useI18n();
  return (
    <a href={localizePath(to, language.code)} {...props}>
      {children}
    </a>
  );
}

/** A site path in the current language, for plain anchors and comparisons. */
export function useLocalizedPath(): (path: string) => string {
  const { language } = useI18n();
  return (path) => localizePath(path, language.code);
}
