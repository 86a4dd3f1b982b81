import { APP_START_HOLD, afterFirstPaint } from "./after-first-paint.mjs";

/**
 * Makes a prerendered page paint before any of the application's JavaScript is fetched: the
 * framework's `modulepreload` links go, and its module bootstrap (`import … from "/assets/…"`) becomes
 * one that starts the same imports after the first frame. The page is complete and usable from its
 * HTML meanwhile; hydration then proceeds exactly as before.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

export class BootstrapFormatError extends Error {}

/**
 * The imports of the framework's bootstrap script, read statement by statement (development writes
 * its side-effect imports on one line); throws on anything else.
 */
function parseBootstrap(source: string) {
  const preloads: string[] = [];
  const routes: { name: string; url: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of source.split(/\n|(?<=;)(?=import )/).map((text) => text.trim())) {
    if (line === "") continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    const modules = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (sideEffect?.[1]) preloads.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) routes.push({ name: namespace[1], url: namespace[2] });
    else if (modules?.[1]) routeModules = modules[1];
    else if (entryImport?.[1]) entry = entryImport[1];
    else throw new BootstrapFormatError(`Unexpected line in the page's bootstrap script: ${line}`);
  }
  if (!routeModules || !entry)
    throw new BootstrapFormatError("The page's bootstrap script has no route modules or entry");
  return { preloads, routes, routeModules, entry };
}

/**
 * The bootstrap, started once the page has painted its content and any hold its HTML set
 * (APP_START_HOLD) has settled: every module the page starts with is fetched at once (as the
 * preloads did); the side-effect imports then run in their order (in development the first
 * installs hot reloading, which the route modules expect), the route modules are imported and the
 * entry runs.
 */
function deferredBootstrap(source: string, preloaded: readonly string[]): string {
  const { preloads, routes, routeModules, entry } = parseBootstrap(source);
  const fetched = [
    ...new Set([...preloaded, ...preloads, ...routes.map((route) => route.url), entry]),
  ];
  const sideEffects = preloads.reduce(
    (ready, url) => `${ready}.then(()=>import(${JSON.stringify(url)}))`,
    "Promise.resolve()",
  );
  const imports = routes.map((route) => `import(${JSON.stringify(route.url)})`).join(",");
  const names = routes.map((route) => route.name).join(",");
  return afterFirstPaint(
    [
      `()=>Promise.resolve(window.${APP_START_HOLD}).then(()=>{for(const href of `,
      JSON.stringify(fetched),
      '){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}',
      sideEffects,
      ".then(()=>Promise.all([",
      imports,
      "]).then(([",
      names,
      "])=>{window.__reactRouterRouteModules = ",
      routeModules,
      ";return import(",
      JSON.stringify(entry),
      // Without its scripts the page stays as prerendered, readable and navigable.
      ")})).catch(()=>{})})",
    ].join(""),
  );
}

/** Whether the fallback below has been reported: once per process is enough to act on. */
let fallbackReported = false;

/**
 * The page with its application's start deferred past the first paint. Where the framework's
 * bootstrap is not in the format read above, the page keeps the framework's ordinary start (its
 * scripts load at once: slower to paint, never broken), and the server says so once.
 */
export function deferAppStart(html: string): string {
  try {
    return deferredPage(html);
  } catch (error) {
    if (!(error instanceof BootstrapFormatError)) throw error;
    if (!fallbackReported) {
      fallbackReported = true;
      console.warn(
        `Pages keep React Router's ordinary start, not deferred past the first paint: ${error.message} (app/static-first/deferred-start.server.ts reads the format of React Router's bootstrap script)`,
      );
    }
    return html;
  }
}

function deferredPage(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (bootstrap?.[1] === undefined)
    throw new BootstrapFormatError("The page has no bootstrap script");
  const preloaded = [...html.matchAll(MODULE_PRELOAD)].flatMap(([, href]) => (href ? [href] : []));
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      bootstrap[0],
      `<script type="module">${deferredBootstrap(bootstrap[1], preloaded)}</script>`,
    );
}
