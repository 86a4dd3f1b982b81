import * as React from "react";
import { I18nProvider, useI18n } from "~/i18n/i18n-provider";
import type { PageMessages } from "~/config/page-kinds";
import type { SiteMessages } from "~/i18n/message-arguments";

/**
 * A page's view with its own groups of interface text (an article's labels, the goals' texts...),
 * which arrive with the page's data rather than with every page: its components read them from
 * useI18n() with the shell's. Applied in the view's own module, so the code loads with the view.
 */
export function withPageMessages<Props extends object>(View: React.ComponentType<Props>) {
  return function WithPageMessages({
    pageMessages,
    ...props
  }: Props & { pageMessages: PageMessages }) {
    const site = useI18n();
    const value = React.useMemo(
      () => ({ ...site, messages: { ...site.messages, ...pageMessages } as SiteMessages }),
      [site, pageMessages],
    );
    return (
      <I18nProvider value={value}>
        <View {...(props as Props)} />
      </I18nProvider>
    );
  };
}
