/**
 * The build's outputs stage: the files made from the content as a whole rather than page by page,
 * one module each. The site manifest (site-manifest.ts) is written before the pages, which read
 * it; the search index is made beside the rendering (../../search-index.mjs); the sitemap, the
 * HTTP policy and the nginx files by the finishing stage, once every page is in place.
 */
import type { Catalog } from "~/content/catalog.server";
import { writeApi, type ApiOptions, type ApiResult } from "./api";
import { writeCalendars } from "./calendars";
import { writeFeeds } from "./feeds";

/**
 * Writes the feeds, the calendars and the API into the build's client folder. Returns what the
 * API wrote finished, for the finishing stage to leave.
 */
export async function writeOutputs(
  clientDir: string,
  catalog: Catalog,
  api: Omit<ApiOptions, "clientDir" | "catalog">,
): Promise<{ api: ApiResult }> {
  await writeFeeds(clientDir, catalog);
  await writeCalendars(clientDir, catalog);
  return { api: await writeApi({ clientDir, catalog, ...api }) };
}
