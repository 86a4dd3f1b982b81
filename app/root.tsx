import type * as React from "react";
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { splashScript } from "~/features/splash/splash-script";
import { themeScript } from "~/features/theme/theme-script";
import { NoticeBanner } from "~/features/notice/notice-banner";
import { NOTICE_ATTRIBUTE, noticeScript } from "~/features/notice/notice-script";
import { afterFirstPaintScript, PAGE_SCRIPT_ATTRIBUTE } from "~/controls/after-first-paint";
import { siteCatalog } from "~/config/site-catalog.server";
import { buildDay } from "~/content/events.server";
import { isShown } from "~/content/notice.server";
import { SplashScreen } from "~/features/splash/splash-screen";
import { ThemeControl } from "~/features/theme/theme-control";
import { messagesFor } from "~/i18n/catalog";
import { I18nProvider } from "~/i18n/i18n-provider";
import { languageByCode, languageFromPath } from "~/i18n/languages";
import {
  HEADER_OFFSET_CLASS,
  FIRST_SCREEN_END_ID,
  LAY_OUT_AFTER_PAINT_CLASS,
  PHOTO_AFTER_PAINT_CLASS,
  MAIN_CONTENT_ID,
  SITE_ROOT_ID,
} from "~/config/constants";
import { ErrorContent } from "~/components/layout/error-content";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { paths } from "~/config/paths";
import { usePathname } from "~/hooks/use-pathname";
import { cn } from "~/lib/cn";
import { minifiedScript } from "~/lib/minified-script.server";
import { PageHead, usePageAssets } from "~/render/page-head";
import type { LoaderArgs } from "~/render/route-module";

// The inline script (theme, then splash, then the notice) runs before first paint, and asks for
// the page's script, and lays out the bands below the first screen, after it. One script, not
// several: each inline script's hash is in every page's security policy.
const INLINE_SCRIPT = minifiedScript(
  `${themeScript};${splashScript};${noticeScript};${afterFirstPaintScript}`,
);

/** Without JavaScript, controls that need it are not offered (the menu has a native fallback, the
 * theme follows the device, the film has its own page), and the bands are laid out with the page. */
const NO_SCRIPT_STYLE = `.needs-js{display:none!important}.${LAY_OUT_AFTER_PAINT_CLASS}{content-visibility:visible}.${PHOTO_AFTER_PAINT_CLASS} img{display:block!important}`;

/** Runs at build time: the page's language and that language's interface text. */
export function loader({ request }: LoaderArgs) {
  const code = languageFromPath(new URL(request.url).pathname);
  // The site rebuilds daily: a notice shows from the first build on its first day.
  const notice = siteCatalog().notice(code);
  return {
    language: languageByCode(code),
    messages: messagesFor(code),
    notice: notice && isShown(notice, buildDay()) ? notice : undefined,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The html shell shared by every page, its error screen included. */
export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) throw new Error("The page's language data is missing");
  const { language } = root;
  const assets = usePageAssets();
  const paintAfter = usePathname() === paths.home ? FIRST_SCREEN_END_ID : MAIN_CONTENT_ID;
  return (
    <html
      lang={language.code}
      dir={language.dir}
      {...(root.notice ? { [NOTICE_ATTRIBUTE]: root.notice.id } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        {/* The page's controls (app/controls/) are fetched by this script once the page has
            painted from its HTML, and the bands below the first screen laid out: nothing drawn
            first waits for them (docs/performance.md). */}
        <script
          {...{ [PAGE_SCRIPT_ATTRIBUTE]: assets.script }}
          dangerouslySetInnerHTML={{ __html: INLINE_SCRIPT }}
        />
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
        <PageHead messages={root.messages} />
        {/* No first paint before the header (and on the home page the whole first screen) is
            parsed: a slow phone's parser yields mid-way, and each link or control parsed after a
            paint would push those before it aside. */}
        <link rel="expect" href={`#${paintAfter}`} {...{ blocking: "render" }} />
        <link rel="stylesheet" href={assets.stylesheet} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </head>
      <body>
        <I18nProvider value={root}>
          <SplashScreen />
          <div id={SITE_ROOT_ID}>
            <SkipLink />
            <SiteHeader />
            <ThemeControl />
            <main
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              className={cn("min-h-[60vh] outline-none", HEADER_OFFSET_CLASS)}
            >
              {root.notice && <NoticeBanner notice={root.notice} />}
              {children}
            </main>
            <SiteFooter />
          </div>
        </I18nProvider>
      </body>
    </html>
  );
}

/** What a page whose loader found nothing (404) or failed shows, in the shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorContent />;
}
