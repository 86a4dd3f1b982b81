/**
 * Decap CMS as its own bundle provides it (decap-cms/dist, React included): it is loaded by the
 * editor's page only, never bundled with the site.
 */
import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";
import type { createElement } from "react";
import { PAGE_SLUG } from "../content/patterns";

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
  dataFiles: { path: string; raw: string; slug?: string }[];
  /** The photos uploaded for the entry since it was opened: written with it. */
  assets?: { path: string; fileObj?: Blob }[];
}
interface BackendImplementation {
  persistEntry(entry: Persisted, options: unknown): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  /** The files of a folder, with their text: what the back end reads entries from. */
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ data: string; file: { path: string } }[]>;
  /** A media file of the repository, such as an uploaded photo, by its path there. */
  getMediaFile(path: string): Promise<{ file?: Blob }>;
}

/** What the editor adds to its back ends' work: see adjustBackends. */
export interface BackendAdjustments {
  /** Chooses which of an entry's files are written, and what they hold. */
  written: (files: Persisted["dataFiles"]) => Promise<Persisted["dataFiles"]>;
  /** Refuses, by throwing an error an editor reads, to delete files something still needs. */
  beforeDelete: (paths: string[], backend: BackendImplementation) => Promise<void>;
  /** Refuses, by throwing an error an editor reads, to save an entry as it is. */
  beforeSave: (
    files: readonly PersistedFile[],
    options: { newEntry?: boolean },
    backend: BackendImplementation,
    assets?: NonNullable<Persisted["assets"]>,
  ) => Promise<void>;
}

/** A file of an entry as Decap hands it to its back end. */
interface PersistedFile {
  path: string;
  raw: string;
  slug?: string;
}

/**
 * Lets the editor choose which of an entry's files the back ends `names` write, and what they
 * hold, and refuse deletions, through Decap's registry of back ends. Decap shows a refused
 * deletion's reason in its notice ("Failed to delete media: …").
 */
export function adjustBackends(
  cms: CMS,
  names: readonly string[],
  { written, beforeDelete, beforeSave }: BackendAdjustments,
): void {
  for (const name of names) {
    const backend = cms.getBackend(name);
    if (!backend) throw new Error(`Decap has no back end named ${name}`);
    const init = backend.init as (...args: unknown[]) => BackendImplementation;
    backend.init = (...args: unknown[]) => {
      const implementation = init(...args);
      const persistEntry = implementation.persistEntry.bind(implementation);
      const deleteFiles = implementation.deleteFiles.bind(implementation);
      implementation.persistEntry = async (entry, options) => {
        await beforeSave(
          entry.dataFiles,
          options as { newEntry?: boolean },
          implementation,
          entry.assets ?? [],
        );
        return persistEntry({ ...entry, dataFiles: await written(entry.dataFiles) }, options);
      };
      implementation.deleteFiles = async (paths, commitMessage) => {
        await beforeDelete(paths, implementation);
        return deleteFiles(paths, commitMessage);
      };
      return implementation;
    };
  }
}

/**
 * Refuses to delete an editor's photo that a content file still shows, naming that file: `folders`
 * are the content folders, with the extension of their files.
 */
export function refuseDeletingUsedPhotos(
  folders: readonly { folder: string; extension: string }[],
  /** The media folder's path in the repository ("public/images/uploads") and on the site. */
  media: { folder: string; sitePath: string },
): BackendAdjustments["beforeDelete"] {
  return async (paths, backend) => {
    const photos = paths
      .filter((path) => path.startsWith(`${media.folder}/`))
      .map((path) => `${media.sitePath}${path.slice(media.folder.length)}`);
    if (photos.length === 0) return;
    for (const { folder, extension } of folders)
      for (const { data, file } of await backend.entriesByFolder(folder, extension, 1)) {
        const photo = photos.find((each) => data.includes(each));
        if (photo)
          throw new Error(
            `${photo} is shown by ${file.path}: choose another photo there first, then delete this one`,
          );
      }
  };
}

/**
 * Refuses to save a new page whose English title gives it no address (a title in another script),
 * or whose address Decap made unique with a number because another page has its title: the
 * editor is asked for a title, and so an address, of its own. `isEnglish` names the English file.
 */
export function refuseUnaddressedPages(
  isEnglish: (path: string) => boolean,
): BackendAdjustments["beforeSave"] {
  return async (files, { newEntry }, backend) => {
    const english = files.find((file) => isEnglish(file.path));
    if (!newEntry || !english) return;
    const slug = english.slug ?? "";
    // The content format's slug, with at least one letter in it.
    if (!PAGE_SLUG.test(slug) || !/[a-z]/.test(slug))
      throw new Error(
        `the English title gives this page no address${slug ? ` (only "${slug}")` : ""}: write the title in English, in Latin letters, in the left column; the address is made from it`,
      );
    const folder = english.path.slice(0, english.path.lastIndexOf("/"));
    const base = /^(.+)-\d+$/.exec(slug)?.[1];
    const named = (name: string) =>
      `${folder}/${english.path.slice(folder.length + 1).replace(slug, name)}`;
    if (!base) return;
    const existing = await backend.entriesByFolder(folder, "md", 1);
    if (existing.some(({ file }) => file.path === named(base)))
      throw new Error(
        `a page with this title already exists, ${named(base)}: give this page a title of its own, which gives it an address of its own`,
      );
  };
}

/** Runs each of `checks` in turn before an entry is saved: the first that refuses stops the save. */
export function inTurn(
  ...checks: BackendAdjustments["beforeSave"][]
): BackendAdjustments["beforeSave"] {
  return async (files, options, backend, assets) => {
    for (const check of checks) await check(files, options, backend, assets);
  };
}
