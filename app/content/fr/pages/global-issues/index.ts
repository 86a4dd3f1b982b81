import type { ContentPage } from "~/content/types";
import { page as atomicEnergy } from "./atomic-energy";
import { page as childSafety } from "./child-safety";
import { page as climate } from "./climate";
import { page as democracy } from "./democracy";

/** The global issues pages, in the order of the home page's facts section. */
export const globalIssuePages: readonly ContentPage[] = [
  democracy,
  childSafety,
  climate,
  atomicEnergy,
];
