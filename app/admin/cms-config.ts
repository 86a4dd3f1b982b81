/**
 * The editor's configuration (Decap CMS), from the collections' definitions (app/content/content.config.ts):
 * one collection per folder of content/, the home page's records and the notice, the six languages
 * as Decap's `multiple_files` i18n (`carbon-markets.fr.md` beside `carbon-markets.en.md`).
 */
import type { CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { collections, type ContentCollection } from "../content/content.config";
import type { EditorRules } from "../content/define-collection";
import { translated, type PageChoice } from "../content/editor-fields";
import { UPLOADS_PATH } from "../content/images";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../i18n/languages";
import { photoComponent, tableComponent } from "./editor-components";

export { HOME_FIELDS, NOTICE_FIELDS, type PageChoice } from "../content/editor-fields";

/** The formats the editor reads and writes content files in (see content-format.ts). */
export const PAGE_FORMAT = "site-page";
export const HOME_FORMAT = "site-home";

/** The notice's format: its YAML records, as the home page's. */
export const NOTICE_FORMAT = "site-notice";

/** Where the editor reads and writes, and how editors sign in. */
export type EditorBackend =
  /** `npm run cms`: decap-server on the editor's own machine writes the working copy. */
  | { localBackend: string }
  /**
   * Production: the GitHub repository ("owner/name") and branch, and the OAuth service that
   * signs editors in (it holds the OAuth app's secret; see docs/editing.md).
   */
  | { repo: string; branch: string; authUrl: string };

/** A page's text, after its fields: Markdown with the site's own blocks (editor-components.ts). */
const TEXT_FIELD: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  ...translated,
  buttons: [
    "bold",
    "italic",
    "link",
    "heading-two",
    "heading-three",
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
  // The site's own table and photo blocks (editor-components.ts), not Decap's code block.
  editor_components: [tableComponent.id, photoComponent.id],
  hint: "Links to pages of this site use their English address, such as /faq: each language links to its own page. A quote's source is its last line, starting with a dash (—). The + button adds a table or a photo.",
};

/** The editor's format of each collection's files (see content-format.ts). */
const FORMATS = { pages: PAGE_FORMAT, home: HOME_FORMAT, notice: NOTICE_FORMAT } as const;

/** A collection as the editor shows it, from its definition (app/content/content.config.ts). */
function editorCollection(
  { name, loader, editor }: ContentCollection & { editor: EditorRules },
  pages: readonly PageChoice[],
): CmsCollection {
  const { label, singular, fields, ...rules } = editor;
  const isPages = loader.kind === "pages";
  return {
    name,
    label,
    ...(singular ? { label_singular: singular } : {}),
    ...rules,
    folder: loader.folder,
    format: isPages ? FORMATS.pages : FORMATS[name as "home" | "notice"],
    extension: isPages ? "md" : "yml",
    i18n: true,
    ...(isPages ? {} : { editor: { preview: false } }),
    fields: isPages ? [...fields(pages), TEXT_FIELD] : fields(pages),
  } as CmsCollection;
}

/**
 * The editor's configuration; `pages`, the site's pages, to choose related pages from by title;
 * `locales`, the languages in the order Decap offers them (the second opens the second column).
 */
export function editorConfig(
  backend: EditorBackend,
  pages: readonly PageChoice[] = [],
  locales: readonly string[] = [
    DEFAULT_LANGUAGE,
    ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE),
  ],
): CmsConfig {
  return {
    ...("localBackend" in backend
      ? { backend: { name: "proxy", proxy_url: backend.localBackend }, publish_mode: "simple" }
      : {
          backend: {
            name: "github",
            repo: backend.repo,
            branch: backend.branch,
            base_url: backend.authUrl,
          },
          // Each change becomes a pull request, reviewed and checked by the build before merging.
          publish_mode: "editorial_workflow",
        }),
    load_config_file: false,
    media_folder: `public${UPLOADS_PATH}`,
    // Without its leading slash: the page format writes the site path (see content-format.ts).
    public_folder: UPLOADS_PATH.slice(1),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: {
      structure: "multiple_files",
      locales: [...locales],
      default_locale: DEFAULT_LANGUAGE,
    },
    collections: Object.values(collections).flatMap((each) =>
      each.editor ? [editorCollection({ ...each, editor: each.editor }, pages)] : [],
    ),
  } as CmsConfig;
}
