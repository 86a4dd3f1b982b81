/**
 * A catalog kept in a file, for the build's rendering threads: the content is read, checked and
 * resolved once, and each thread takes the resolved records from the file, as they are
 * (structured clone), instead of reading every content file again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import { catalogData, catalogFrom, type Catalog, type CatalogData } from "./catalog.server";

/** The variable that names a snapshot for the processes and threads a build starts. */
export const CATALOG_SNAPSHOT = "SITE_CATALOG_SNAPSHOT";

export function writeCatalogSnapshot(catalog: Catalog, file: string): void {
  writeFileSync(file, serialize(catalogData(catalog)));
}

export function readCatalogSnapshot(file: string): Catalog {
  return catalogFrom(deserialize(readFileSync(file)) as CatalogData);
}
