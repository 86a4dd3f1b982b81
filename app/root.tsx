import * as React from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useParams,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { splashScript } from "~/features/splash/splash-script";
import { themeScript } from "~/features/theme/theme-script";
import { useScrollToTop } from "~/hooks/use-scroll-to-top";
import { shellMessagesOf } from "~/config/page-kinds";
import { messagesFor } from "~/i18n/catalog";
import { I18nProvider, type I18nValue } from "~/i18n/i18n-provider";
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageByCode,
  languageFromPath,
} from "~/i18n/languages";
import { HEADER_OFFSET_CLASS, MAIN_CONTENT_ID, SITE_ROOT_ID } from "~/config/constants";
import { SkipLink } from "~/components/layout/skip-link";
import { Island } from "~/static-first/island";
import { markNotFoundDocument } from "~/static-first/not-found-document";
import { cn } from "~/lib/cn";
import stylesheet from "~/styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// The interactive parts of the shell hydrate from their own chunks, after the page has painted
// from its prerendered HTML; see Island.
const SplashScreen = React.lazy(() =>
  import("~/features/splash/splash-screen").then((m) => ({ default: m.SplashScreen })),
);
const SiteHeader = React.lazy(() =>
  import("~/components/layout/site-header").then((m) => ({ default: m.SiteHeader })),
);
const ThemeControl = React.lazy(() =>
  import("~/features/theme/theme-control").then((m) => ({ default: m.ThemeControl })),
);
const NotFoundContent = React.lazy(() =>
  import("~/components/layout/not-found-content").then((m) => ({ default: m.NotFoundContent })),
);
const ErrorContent = React.lazy(() =>
  import("~/components/layout/error-content").then((m) => ({ default: m.ErrorContent })),
);
const SiteFooter = React.lazy(() =>
  import("~/components/layout/site-footer").then((m) => ({ default: m.SiteFooter })),
);

// The inline script (theme, then splash) runs once, from the prerendered HTML, before first paint.
// Hydration leaves its content alone, so the browser bundle does not carry its text a second
// time. One script, not two: each inline script's hash is in every page's security policy.
const INLINE_SCRIPT = import.meta.env.SSR ? `${themeScript};${splashScript}` : "";

/** Runs at build time: each prerendered page carries only its own language's interface text. */
export function loader({ request }: Route.LoaderArgs) {
  const { code, nativeName, dir, intl } = languageByCode(
    languageFromPath(new URL(request.url).pathname),
  );
  // The home page's text travels with the home page alone (see routes/home.tsx).
  return {
    language: { code, nativeName, dir, intl },
    messages: shellMessagesOf(messagesFor(code)),
  };
}

/** The html shell shared by every page, its error screen included. */
export function Layout({ children }: { children: React.ReactNode }) {
  const i18n = useRouteLoaderData<typeof loader>("root");
  if (!i18n) throw new Error("The page's language data is missing");
  const { language } = i18n;
  return (
    <html lang={language.code} dir={language.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: INLINE_SCRIPT }} />
        {/* Without JavaScript, controls that need it are not offered: the menu has a native
            fallback, the theme follows the device, the film has its own page. */}
        <noscript>
          <style>{".needs-js{display:none!important}"}</style>
        </noscript>
        <Meta />
        <Links />
      </head>
      <body>
        {/* The shell's text; each page's view adds its own groups (i18n/page-messages.tsx). */}
        <I18nProvider value={i18n as I18nValue}>
          <Island>
            <SplashScreen />
          </Island>
          <div id={SITE_ROOT_ID}>
            <SkipLink />
            {/* Each part in its own boundary, so that their chunks are fetched side by side. */}
            <Island>
              <SiteHeader />
            </Island>
            <Island>
              <ThemeControl />
            </Island>
            <main
              id={MAIN_CONTENT_ID}
              tabIndex={-1}
              className={cn("min-h-[60vh] outline-none", HEADER_OFFSET_CLASS)}
            >
              {children}
            </main>
            <Island>
              <SiteFooter />
            </Island>
          </div>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollToTop();
  const { lang } = useParams();
  // "/xx/news" matches the optional language segment, but "xx" is no language of the site.
  if (lang !== undefined && (!isLanguageCode(lang) || lang === DEFAULT_LANGUAGE)) {
    return (
      <Island>
        <NotFoundContent />
      </Island>
    );
  }
  return <Outlet />;
}

/** The interface text depends only on the language, so it reloads only when the language changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname);
}

/**
 * What hydration draws while the route of the page's address is not loaded yet. Every page's HTML
 * starts its own route's code, so this happens only when the server answered the address with the
 * not-found page (a mistyped "/stories/<slug>" matches the stories' route): hydration then draws
 * the not-found page, as the HTML does, and the route, once loaded, answers 404 (ErrorBoundary).
 */
export function HydrateFallback() {
  markNotFoundDocument();
  return (
    <Island>
      <NotFoundContent />
    </Island>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Island>
        <NotFoundContent />
      </Island>
    );
  }
  return (
    <Island>
      <ErrorContent />
    </Island>
  );
}
