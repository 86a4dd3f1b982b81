/**
 * Decap CMS as its own bundle provides it (decap-cms/dist, React included): it is loaded by the
 * editor's page only, never bundled with the site.
 */
import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";
import type { createElement } from "react";

declare global {
  interface Window {
    CMS?: CMS;
    CMS_MANUAL_INIT?: boolean;
    /** Decap's React.createElement, for preview templates. */
    h?: typeof createElement;
  }
}

export type { CMS, PreviewTemplateComponentProps };

/** Loads Decap's bundle without letting it start: the editor starts it with its configuration. */
export function loadDecap(src: string): Promise<CMS> {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => (window.CMS ? resolve(window.CMS) : reject(new Error(`${src}: no CMS`)));
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/** A file a back end writes, and what the editor's back ends are asked to do with them. */
interface Persisted {
  dataFiles: { path: string; raw: string }[];
}
interface BackendImplementation {
  persistEntry(entry: Persisted, options: unknown): Promise<unknown>;
}

/**
 * Lets `filter` choose which of an entry's files the back ends `names` write, and what they hold,
 * through Decap's registry of back ends.
 */
export function filterWrittenFiles(
  cms: CMS,
  names: readonly string[],
  filter: (files: Persisted["dataFiles"]) => Promise<Persisted["dataFiles"]>,
): void {
  for (const name of names) {
    const backend = cms.getBackend(name);
    if (!backend) throw new Error(`Decap has no back end named ${name}`);
    const init = backend.init as (...args: unknown[]) => BackendImplementation;
    backend.init = (...args: unknown[]) => {
      const implementation = init(...args);
      const persistEntry = implementation.persistEntry.bind(implementation);
      implementation.persistEntry = async (entry, options) =>
        persistEntry({ ...entry, dataFiles: await filter(entry.dataFiles) }, options);
      return implementation;
    };
  }
}
