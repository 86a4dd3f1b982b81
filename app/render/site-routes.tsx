/**
 * The route table (app/routes.ts) as React Router's data routers read it: each route with its
 * module's loader and view, under the root route that draws the shell (app/root.tsx).
 */
import type * as React from "react";
import { data, Outlet, useLoaderData, type RouteObject } from "react-router";
import * as root from "~/root";
import { DEFAULT_LANGUAGE, isLanguageCode } from "~/i18n/languages";
import type { RouteConfigEntry } from "~/routes";
import type { LoaderArgs, RouteModule } from "./route-module";

const MODULES = import.meta.glob<RouteModule>("../routes/*.tsx", { eager: true });

function moduleOf(file: string): RouteModule {
  const found = MODULES[`../${file}`];
  if (!found) throw new Error(`The route table names ${file}, which app/ does not have`);
  return found;
}

/**
 * A route's loader, which first refuses an address whose optional language segment is no language
 * of the site: "/xx/news" matches ":lang?/news", but is no page.
 */
function loaderOf({ loader }: RouteModule) {
  return (args: LoaderArgs) => {
    const { lang } = args.params;
    if (lang !== undefined && (!isLanguageCode(lang) || lang === DEFAULT_LANGUAGE))
      throw data(null, { status: 404 });
    return loader ? loader(args) : null;
  };
}

/** A route module's view, given what its loader returned. */
function viewOf({ default: View }: RouteModule) {
  return function RouteView() {
    return <View loaderData={useLoaderData() as never} />;
  };
}

function RootView({ children }: { children?: React.ReactNode }) {
  return <root.Layout>{children}</root.Layout>;
}

export function siteRoutes(table: readonly RouteConfigEntry[]): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      loader: root.loader,
      // The shell draws the matched page, or the error boundary's page, inside its <main>.
      Component: function Root() {
        return (
          <RootView>
            <Outlet />
          </RootView>
        );
      },
      ErrorBoundary: function RootError() {
        return (
          <RootView>
            <root.ErrorBoundary />
          </RootView>
        );
      },
      children: table.map(({ id, path, index, file }) => {
        const module = moduleOf(file);
        const route = {
          ...(id ? { id } : {}),
          loader: loaderOf(module),
          Component: viewOf(module),
        };
        return index ? { ...route, index: true as const } : { ...route, path };
      }),
    },
  ];
}
