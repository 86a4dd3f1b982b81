import type * as React from "react";
import type { Params } from "react-router";

/** What a page's loader is given at build time: the request for its address and its parameters. */
export interface LoaderArgs {
  request: Request;
  params: Params;
}

/** A page kind's module in routes/: its loader runs at build time, its view draws the result. */
export interface RouteModule {
  loader?: (args: LoaderArgs) => unknown;
  default: React.ComponentType<{ loaderData: never }>;
}

/** The props of a page's view: what its loader returned. */
export interface PageProps<Loader extends (args: LoaderArgs) => unknown> {
  loaderData: Awaited<ReturnType<Loader>>;
}
