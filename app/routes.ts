import type { Catalog } from "./content/catalog.server";
import { CATCH_ALL, PAGE_KINDS, type PageKind, type PageKindName } from "./config/page-kinds";
import { paths } from "./config/paths";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./i18n/languages";

/**
 * A route of the table: the address pattern it answers, the module of app/routes/ that draws it,
 * and its id where one module serves several routes. app/render/site-routes.tsx gives the router
 * each route with its module; the build's page cache reads the table as it is.
 */
export interface RouteConfigEntry {
  id?: string;
  path?: string;
  index?: true;
  file: string;
}

const route = (path: string, file: string, options: { id?: string } = {}): RouteConfigEntry => ({
  path,
  file,
  ...options,
});
const index = (file: string, options: { id?: string } = {}): RouteConfigEntry => ({
  index: true,
  file,
  ...options,
});

/** The other languages' prefixes; English lives at the unprefixed paths. */
const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** Every page path but the home page, under an optional language prefix: "/news", "/fr/news". */
const localized = (path: string) => (path === CATCH_ALL ? path : `:lang?${path}`);

/**
 * A kind's routes: one per fixed page (named after the kind when it has several), then one per
 * route of its content. The home page has one route per language so that "/<unknown>" is never a
 * home page.
 */
function routesOf(
  kind: PageKindName,
  { module, pages = [], pageRoute, routes }: PageKind,
  catalog: Catalog,
) {
  return [
    ...pages.flatMap((path) => {
      if (path === paths.home)
        return [
          index(module, { id: kind }),
          ...PREFIXED_LANGUAGES.map((code) => route(code, module, { id: `${kind}:${code}` })),
        ];
      const pattern = localized(pageRoute?.(path) ?? path);
      return [
        pages.length > 1
          ? route(pattern, module, { id: `${kind}:${path}` })
          : route(pattern, module),
      ];
    }),
    ...(routes?.(catalog) ?? []).map(({ path, id }) =>
      id ? route(localized(path), module, { id }) : route(localized(path), module),
    ),
  ];
}

/**
 * The route table of a site's content, read from the page registry in its order
 * (config/page-kinds.ts). It grows with the pages at the top of the site alone (topics, help),
 * never with stories or any other collection's pages.
 */
export function routeTable(catalog: Catalog): RouteConfigEntry[] {
  return Object.entries(PAGE_KINDS).flatMap(([kind, entry]) =>
    routesOf(kind as PageKindName, entry, catalog),
  );
}
