/**
 * Every control a page may have, by the name its markup gives in `data-control`. The controls of
 * every page are part of the page's script; the others are fetched only by the pages that have them.
 */
import { start as startAboutMenu } from "~/components/layout/about-menu.client";
import { start as startHeaderPanels } from "~/components/layout/header-panels.client";
import { start as startDisclosure } from "~/components/ui/disclosure.client";
import { start as startThemeSelector } from "~/features/theme/theme-selector.client";

/** A control's behaviour: enhances its element, returns what undoes it. */
export type StartControl = (element: HTMLElement) => () => void;

/** The controls every page has: in the page's script itself, so they start without another request. */
export const EVERY_PAGE_CONTROLS: Record<string, StartControl> = {
  disclosure: startDisclosure,
  "about-menu": startAboutMenu,
  "header-panels": startHeaderPanels,
  "theme-selector": startThemeSelector,
};

/** The controls only some pages have, each fetched when a page has it. */
export const PAGE_CONTROLS: Record<string, () => Promise<{ start: StartControl }>> = {
  splash: () => import("~/features/splash/splash.client"),
  notice: () => import("~/features/notice/notice.client"),
  "hero-video": () => import("~/features/home/hero-video.client"),
  "intro-dialog": () => import("~/features/home/intro-dialog.client"),
  "intro-film": () => import("~/components/media/intro-film.client"),
  reveal: () => import("~/features/home/reveal.client"),
  search: () => import("~/features/search/search.client"),
};

/** The attribute that names an element's control. */
export const CONTROL_ATTRIBUTE = "data-control";

/** A class `<html>` must have for the element's control to start: otherwise it is not fetched. */
export const CONTROL_IF_ATTRIBUTE = "data-control-if";

/** Set on `<html>` once the page's script has started its controls. */
export const CONTROLS_STARTED_ATTRIBUTE = "data-controls-started";
