import type { ContentPage } from "~/content/types";
import { page as charter } from "./charter";
import { page as essential } from "./essential";
import { page as membership } from "./membership";
import { page as overview } from "./overview";
import { page as structure } from "./structure";

/** The About pages, in navigation order. */
export const aboutPages: readonly ContentPage[] = [
  overview,
  charter,
  membership,
  structure,
  essential,
];
