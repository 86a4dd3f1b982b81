import type { ContentPage } from "~/content/types";
import { aboutPages } from "./about";
import { globalIssuePages } from "./global-issues";
import { helpPages } from "./help";
import { mediaPages } from "./media";
import { storyPages } from "./stories";
import { structurePages } from "./structure";
import { topicPages } from "./topics";

/** Every content page of the site. */
export const contentPages: readonly ContentPage[] = [
  ...aboutPages,
  ...storyPages,
  ...structurePages,
  ...globalIssuePages,
  ...mediaPages,
  ...topicPages,
  ...helpPages,
];
