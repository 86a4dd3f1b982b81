import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "~/components/layout/skip-link";
import { SITE_ROOT_ID, SplashScreen } from "~/features/splash/splash-screen";
import { splashScript } from "~/features/splash/splash-script";
import { ThemeProvider } from "~/features/theme/theme-provider";
import { themeScript } from "~/features/theme/theme-script";
import { ThemeSelector } from "~/features/theme/theme-selector";
import { useScrollToTop } from "~/hooks/use-scroll-to-top";
import { I18nProvider, useI18n } from "~/i18n/i18n-provider";
import { NotFoundContent } from "~/routes/not-found";
import { HEADER_OFFSET_CLASS } from "~/config/constants";
import { cn } from "~/lib/cn";
import stylesheet from "~/styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The html shell shared by every page, its error screen included. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: splashScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider>
          <ThemeProvider>
            <SplashScreen />
            <div id={SITE_ROOT_ID}>
              <SkipLink />
              <SiteHeader />
              <ThemeSelector />
              <main
                id={MAIN_CONTENT_ID}
                tabIndex={-1}
                className={cn("min-h-[60vh] outline-none", HEADER_OFFSET_CLASS)}
              >
                {children}
              </main>
              <SiteFooter />
            </div>
          </ThemeProvider>
        </I18nProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useScrollToTop();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <ErrorContent />;
}

function ErrorContent() {
  const { messages } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{messages.error.title}</h1>
      <p className="mt-4">{messages.error.text}</p>
      <a href="/" className="mt-6 inline-block underline">
        {messages.notFound.home}
      </a>
    </div>
  );
}
