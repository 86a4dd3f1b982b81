/** This language's content: the home page's records and every content page. */
export { essentialCards } from "./home/essentials";
export { facts } from "./home/facts";
export { goals } from "./home/goals";
export { mediaItems } from "./home/media";
export { stories } from "./home/stories";
export { structureBodies } from "./home/structure";
export { contentPages } from "./pages";
