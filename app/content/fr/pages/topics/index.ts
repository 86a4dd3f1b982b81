import type { ContentPage } from "~/content/types";
import { page as climateChange } from "./climate-change";
import { page as endingPoverty } from "./ending-poverty";
import { page as genderEquality } from "./gender-equality";

/** The topic pages, in the order of the home page's essentials. */
export const topicPages: readonly ContentPage[] = [climateChange, genderEquality, endingPoverty];
