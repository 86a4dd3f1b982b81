/**
 * The editor's configuration (Decap CMS), derived from the content format: one collection per
 * folder of content/, the home page's records, the six languages as Decap's `multiple_files` i18n
 * (`carbon-markets.fr.md` beside `carbon-markets.en.md`). Translated fields are `i18n: true`;
 * shared fields are written in the English file only, as the build expects (see schema.ts).
 */
import type { CmsCollection, CmsConfig, CmsField, CmsMediaLibrary } from "decap-cms-core";
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  FILMS,
  GOAL_NUMBERS,
  GOAL_STORIES,
  MEDIA_TYPES,
} from "../content/collections";
import {
  DOCUMENT_ORGANS,
  DOCUMENT_TYPES,
  EVENT_KINDS,
  type CollectionName,
} from "../content/collections";
import { photoComponent, tableComponent } from "./editor-components";
import { MAX_UPLOAD_MB, UPLOAD_EXTENSIONS, UPLOADS_PATH } from "../content/images";
import {
  DOCUMENT_SYMBOL,
  ENGLISH_VERSION,
  HEX_COLOUR,
  MONTH_DAY,
  SITE_PATH,
} from "../content/patterns";
import { SOURCE_CONFIRMS } from "../content/source-rules";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../i18n/languages";

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

const SITE_PATH_HINT =
  "an address on this site that starts with /, such as /stories/carbon-markets";
const MEGABYTE = 1024 * 1024;
const uploadPattern = `(-1280\\.webp|\\.(${UPLOAD_EXTENSIONS.join("|")}))$`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The English text a translation was made from (`npm run content:status`): the editor fills it in
 * when a translation is first saved; a translator who has brought a translation up to date with
 * the English page pastes the code that content:status prints. English files never hold it.
 */
const ENGLISH_VERSION_FIELD: CmsField = {
  name: "englishVersion",
  label: "English version translated",
  widget: "string",
  required: false,
  pattern: [ENGLISH_VERSION.source, "The 8-character code npm run content:status prints"],
  i18n: true,
  hint: "Translations only: the English text this translation matches, as npm run content:status prints it. Filled in when the translation is first saved; paste the new code once the translation is brought up to date.",
};

/** Shared fields are written once, in the English file: hidden in the other languages. */
const shared = { i18n: false } as const;
const translated = { i18n: true } as const;

const COLLECTION_LABELS: Record<CollectionName, { label: string; singular: string }> = {
  about: { label: "About", singular: "About page" },
  stories: { label: "Stories", singular: "Story" },
  structure: { label: "Structure", singular: "Principal organ" },
  "global-issues": { label: "Global issues", singular: "Global issue" },
  media: { label: "Media", singular: "Media page" },
  documents: { label: "Documents", singular: "Document" },
  events: { label: "Events and international days", singular: "Event or international day" },
  topics: { label: "Topics", singular: "Topic" },
  help: { label: "Help", singular: "Help page" },
  goals: { label: "Sustainable Development Goals", singular: "Goal" },
};

/**
 * A goal's fields (see goalSchema): its official title and statement in each language, and in
 * English its official colour, related pages and the sources of its figures; then its text.
 */
function goalFields(pages: readonly PageChoice[]): CmsField[] {
  const [title, lead, ...rest] = pageFields("goals", pages);
  const others = rest.filter((field) =>
    ["related", "sources", "checked", ENGLISH_VERSION_FIELD.name, "body"].includes(field.name),
  );
  return [
    { ...title, hint: "The goal's official short title, such as “No Poverty”." } as CmsField,
    {
      ...lead,
      label: "Official statement",
      hint: "The goal's official one-line statement, such as “End poverty in all its forms everywhere”.",
    } as CmsField,
    {
      name: "colour",
      label: "Colour",
      widget: "color",
      ...shared,
      pattern: [HEX_COLOUR.source, "Write a hex colour such as #E5243B"],
      hint: "The goal's official colour. Its tiles take black or white text, whichever reads better on it.",
    },
    ...others,
  ];
}

/** A page an editor can choose as related: its address, and its English title where it has one. */
export interface PageChoice {
  path: string;
  title?: string;
  /** A page of the site's own (search, site index), not a content file. */
  fixed?: boolean;
}

/**
 * The related pages: chosen by title among the site's pages when the editor knows them (read from
 * the content when the editor starts or is built), otherwise written as addresses.
 */
function relatedField(pages: readonly PageChoice[]): CmsField {
  const common = { name: "related", label: "Related pages", required: false, ...shared };
  if (pages.length === 0)
    return {
      ...common,
      widget: "list",
      field: {
        name: "page",
        label: "Page address",
        widget: "string",
        pattern: [SITE_PATH.source, `Write ${SITE_PATH_HINT}`],
      },
      summary: "{{fields.page}}",
      hint: `Shown in a “Related” box: each is ${SITE_PATH_HINT}, written without a language.`,
    } as CmsField;
  return {
    ...common,
    widget: "select",
    multiple: true,
    options: pages.map(({ path, title }) => ({
      label: title ? `${title} (${path})` : path,
      value: path,
    })),
    hint: "Shown in a “Related” box, in the order chosen; each language links to its own page. A page saved since the editor started is listed once it is restarted.",
  };
}

/**
 * Where the facts of a page come from, written once in English: each page's
 * address, what it confirms (the schema's list) and a note; then the day they were checked.
 */
function sourceFields(required: boolean): CmsField[] {
  return [
    {
      name: "sources",
      label: "Sources",
      widget: "list",
      required,
      ...shared,
      summary: "{{fields.url}}",
      fields: [
        {
          name: "url",
          label: "Address",
          widget: "string",
          pattern: ["^https?://\\S+$", "Write the page's address, starting https://"],
          hint: "A page of the United Nations system first: the document (docs.un.org, the Digital Library), the press release (press.un.org), the observance's page or the agency's.",
        },
        {
          name: "confirms",
          label: "Confirms",
          widget: "select",
          multiple: true,
          options: [...SOURCE_CONFIRMS],
          hint: "What this page confirms.",
        },
        {
          name: "note",
          label: "Note",
          widget: "string",
          hint: "One sentence in English: what this page says, such as “Press release GA/10655 of 8 November 2007: the Assembly adopted resolution 62/7, introduced by Qatar.”",
        },
      ],
    },
    {
      name: "checked",
      label: "Sources checked on",
      widget: "string",
      required: false,
      ...shared,
      pattern: [DATE.source, "Write the date as YYYY-MM-DD, such as 2026-11-29"],
      hint: "The day the sources were last checked against the facts above, written YYYY-MM-DD.",
    },
  ] as CmsField[];
}

/** The facts a document or an event states, written once, in the English file. */
function factFields(collection: CollectionName): CmsField[] {
  const optional = { required: false, ...shared } as const;
  const symbol = (name: string, label: string, hint: string): CmsField => ({
    name,
    label,
    widget: "string",
    ...optional,
    pattern: [
      DOCUMENT_SYMBOL.source,
      "Write the symbol as the organization does, such as A/RES/70/1",
    ],
    hint,
  });
  const date = (name: string, label: string, hint: string, required = true): CmsField => ({
    name,
    label,
    widget: "string",
    required,
    ...shared,
    pattern: [DATE.source, "Write the date as YYYY-MM-DD, such as 2015-09-25"],
    hint,
  });
  if (collection === "documents")
    return [
      symbol(
        "symbol",
        "Symbol",
        "The document's symbol, such as A/RES/70/1 or S/RES/1325 (2000); leave empty for a document without one, such as the Charter.",
      ),
      date("adopted", "Adopted", "The day it was adopted or signed, written YYYY-MM-DD."),
      {
        name: "organ",
        label: "Issued by",
        widget: "select",
        ...shared,
        options: DOCUMENT_ORGANS.map((organ) => ({ label: organ, value: organ })),
      },
      {
        name: "type",
        label: "Type",
        widget: "select",
        ...shared,
        options: DOCUMENT_TYPES.map((type) => ({ label: type, value: type })),
      },
      {
        name: "officialText",
        label: "Official text",
        widget: "object",
        ...optional,
        fields: LANGUAGE_CODES.map((code) => ({
          name: code,
          label: code,
          widget: "string",
          required: false,
          pattern: ["^https://\\S+$", "Write the address of the official text, starting https://"],
        })),
        hint: "The address of the official text on the organization's document site, in each language that has it.",
      } as CmsField,
      ...sourceFields(true),
    ];
  if (collection === "events")
    return [
      {
        name: "kind",
        label: "Kind",
        widget: "select",
        ...shared,
        options: EVENT_KINDS.map((kind) => ({ label: kind, value: kind })),
        hint: "An observance is an international day, every year on its day; an event happens once.",
      },
      {
        name: "day",
        label: "Day every year",
        widget: "string",
        ...optional,
        pattern: [MONTH_DAY.source, "Write the month and day as MM-DD, such as 03-08"],
        hint: "International days: the month and day, written MM-DD, such as 03-08.",
      },
      symbol(
        "proclaimedBy",
        "Proclaimed by",
        "International days: the symbol of the resolution that proclaimed it, such as A/RES/32/142.",
      ),
      date(
        "proclaimed",
        "Proclaimed on",
        "International days: the day of that resolution, written YYYY-MM-DD.",
        false,
      ),
      symbol(
        "dateFixedBy",
        "Date fixed by",
        "International days: a later resolution that fixed or moved the day's date, such as A/RES/55/282; leave empty when the proclaiming resolution set it.",
      ),
      date(
        "dateFixed",
        "Date fixed on",
        "International days: the day of that later resolution, written YYYY-MM-DD.",
        false,
      ),
      {
        name: "organ",
        label: "Proclaimed by (organ)",
        widget: "string",
        ...optional,
        hint: "Who proclaimed it, in lower-case words joined by dashes, such as general-assembly or unesco.",
      },
      {
        name: "starts",
        label: "Starts",
        widget: "string",
        ...optional,
        pattern: [
          "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$",
          "Write the date and time as YYYY-MM-DDTHH:MM",
        ],
        hint: "Events: when it starts, in the time of its place, written 2025-09-24T14:00.",
      },
      {
        name: "ends",
        label: "Ends",
        widget: "string",
        ...optional,
        pattern: [
          "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$",
          "Write the date and time as YYYY-MM-DDTHH:MM",
        ],
      },
      {
        name: "timeZone",
        label: "Time zone",
        widget: "string",
        ...optional,
        hint: "Events: the time zone of its place, such as America/New_York.",
      },
      { name: "place", label: "Place", widget: "string", required: false, ...translated },
      ...sourceFields(true),
    ];
  return [];
}

/** The fields of a page, in the order the content files list them; the body comes last. */
function pageFields(collection: CollectionName, pages: readonly PageChoice[]): CmsField[] {
  const fields: CmsField[] = [
    {
      name: "title",
      label: "Title",
      widget: "string",
      ...translated,
      hint: "The page's heading in this language, also shown in the browser tab and in search results. The English title, in Latin letters, also makes the page's address when the page is first saved (“Clean Cooking” gives clean-cooking).",
    },
    {
      name: "lead",
      label: "Introduction",
      widget: "text",
      ...translated,
      hint: "One or two sentences shown under the title; search engines and social networks show them too.",
    },
  ];
  if (COLLECTIONS[collection].dated)
    fields.push({
      name: "date",
      label: "Publication date",
      // A text field, not a date picker: the picker shows the browser's format (mm/dd/yyyy).
      widget: "string",
      pattern: [DATE.source, "Write the date as YYYY-MM-DD, such as 2026-03-02"],
      ...shared,
      hint: "Written YYYY-MM-DD, such as 2026-03-02; shown as “Published” in each language. A date to come schedules the page: the first build on or after that day publishes it.",
    });
  // A document's or an event's facts come right after its introduction, as its files list them.
  fields.push(...factFields(collection));
  fields.push(
    {
      name: "draft",
      label: "Draft",
      widget: "boolean",
      required: false,
      ...translated,
      hint: "A draft is published nowhere. In English it keeps the whole page out; in a translation, that language only.",
    },
    {
      name: "image",
      label: "Photo",
      widget: "image",
      required: false,
      choose_url: false,
      ...shared,
      pattern: [uploadPattern, "Choose a photo in JPEG or PNG format"],
      // The default media library's limit (Decap's types ask for a library name it does not need).
      media_library: { config: { max_file_size: MAX_UPLOAD_MB * MEGABYTE } } as CmsMediaLibrary,
      hint: `A JPEG or PNG photo of ${MAX_UPLOAD_MB} MB at most, at least 1280 pixels wide. The site shows it 16:9, cropped around its most interesting part.`,
    },
    {
      name: "imageAlt",
      label: "Photo description",
      widget: "string",
      required: false,
      ...translated,
      hint: "What the photo shows, for people who cannot see it. Needed in every language when the page has a photo.",
    },
    {
      name: "imageCaption",
      label: "Photo caption",
      widget: "string",
      required: false,
      ...translated,
      hint: "Optional: a sentence shown under the photo, in each language.",
    },
    {
      name: "imageCredit",
      label: "Photo credit",
      widget: "string",
      required: false,
      ...shared,
      hint: "Optional: who took the photo, such as “UN Photo/Mark Garten”, shown under it in every language.",
    },
    relatedField(pages),
    {
      name: "order",
      label: "Place in the site index",
      widget: "number",
      value_type: "int",
      min: 1,
      required: false,
      ...shared,
      hint: "A whole number from 1: where the page comes in its section of the site index. Pages without one come after, by address.",
    },
    {
      name: "film",
      label: "Film",
      widget: "select",
      options: FILMS.map((film) => ({ label: `The site's ${film} film`, value: film })),
      required: false,
      ...shared,
      hint: "Plays the film instead of the photo.",
    },
    {
      name: "updated",
      label: "Last updated",
      widget: "string",
      required: false,
      pattern: [DATE.source, "Write the date as YYYY-MM-DD, such as 2026-03-02"],
      ...shared,
      hint: "Optional: the day the text last changed in substance, written YYYY-MM-DD. The page shows “Last updated” with it, and the feeds carry it.",
    },
    {
      name: "changeNote",
      label: "What changed",
      widget: "string",
      required: false,
      ...translated,
      hint: "Optional: one sentence saying what changed on that day, in each language.",
    },
    // A document's or an event's sources come with its facts; any other page may cite its figures'.
    ...(collection === "documents" || collection === "events" ? [] : sourceFields(false)),
    ENGLISH_VERSION_FIELD,
  );
  if (collection === GOAL_STORIES)
    fields.push({
      name: "goals",
      label: "Goals",
      widget: "select",
      multiple: true,
      required: false,
      options: GOAL_NUMBERS.map((number) => ({ label: `Goal ${number}`, value: number })),
      ...shared,
      hint: "The Sustainable Development Goals the story concerns: each goal's page lists it.",
    });
  fields.push({
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
  });
  return fields;
}

function pageCollection(name: CollectionName, pages: readonly PageChoice[]): CmsCollection {
  const { label, singular } = COLLECTION_LABELS[name];
  const base = COLLECTIONS[name].base;
  if (name === "goals")
    return {
      name,
      label,
      label_singular: singular,
      description: `The ${GOAL_NUMBERS.length} goals, one page each at ${base}/<number>; the home page and ${base} show them as tiles.`,
      folder: `content/${name}`,
      // The goals are numbered 1 to 17: none is added or removed.
      create: false,
      delete: false,
      format: PAGE_FORMAT,
      extension: "md",
      identifier_field: "title",
      summary: "{{slug}}. {{title}}",
      i18n: true,
      fields: goalFields(pages),
    } as CmsCollection;
  return {
    name,
    label,
    label_singular: singular,
    description: `Pages at ${base}/<address>. The address is made from the English title when the page is first saved.`,
    folder: `content/${name}`,
    create: true,
    // Other pages may link to a page: removing one is a developer's change.
    delete: false,
    format: PAGE_FORMAT,
    extension: "md",
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}}",
    i18n: true,
    fields: pageFields(name, pages),
  } as CmsCollection;
}

const link: CmsField = {
  name: "link",
  label: "Page address",
  widget: "string",
  pattern: [SITE_PATH.source, `Write ${SITE_PATH_HINT}`],
  ...translated,
  hint: "The English address of the page the card leads to, the same in every language.",
};
const cardTitle: CmsField = {
  name: "title",
  label: "Title",
  widget: "string",
  required: false,
  ...translated,
  hint: "Leave empty to show the page's own title.",
};
const description: CmsField = {
  name: "description",
  label: "Description",
  widget: "text",
  ...translated,
};

/** A list of home page cards: translated in each language, matched to English by `link`. */
function cards(name: string, label: string, singular: string, fields: CmsField[]): CmsField {
  return {
    name,
    label,
    label_singular: singular,
    widget: "list",
    ...translated,
    summary: "{{fields.link}}",
    fields,
  } as CmsField;
}

export const HOME_FIELDS: CmsField[] = [
  cards("stories", "Featured stories", "story card", [
    link,
    { name: "category", label: "Category", widget: "string", ...translated },
    cardTitle,
    description,
  ]),
  cards("structure", "Structure", "structure card", [link, cardTitle, description]),
  cards("facts", "Did you know?", "fact", [
    link,
    { name: "title", label: "Title", widget: "string", ...translated },
    { name: "text", label: "Text", widget: "text", ...translated },
  ]),
  cards("media", "Watch and listen", "media card", [
    link,
    { name: "type", label: "Type", widget: "select", options: [...MEDIA_TYPES], ...shared },
    cardTitle,
    description,
  ]),
  cards("essentials", "Essential", "essential card", [link, cardTitle, description]),
];

/**
 * The home page's records, content/home/home.<language>.yml: a folder of one entry, as Decap writes
 * `multiple_files` for folders only (a file collection's i18n is one file for every language).
 */
const homeCollection = {
  name: "home",
  label: "Home page",
  description:
    "Which pages the home page features, in what order, and their cards' text in each language.",
  folder: "content/home",
  create: false,
  delete: false,
  format: HOME_FORMAT,
  extension: "yml",
  summary: "Home page cards",
  // The one entry has no title to list it by; its summary names it.
  identifier_field: "stories",
  i18n: true,
  editor: { preview: false },
  fields: HOME_FIELDS,
} as CmsCollection;

/** The notice's fields, in the order its files list them (see noticeSchema). */
export const NOTICE_FIELDS: CmsField[] = [
  {
    name: "text",
    label: "Notice",
    widget: "string",
    ...translated,
    hint: "One sentence shown at the top of every page, in each language, from the first day to the last.",
  },
  {
    name: "link",
    label: "Page that says more",
    widget: "string",
    required: false,
    ...shared,
    pattern: [SITE_PATH.source, `Write ${SITE_PATH_HINT}`],
    hint: "Optional: the English address of the page the notice links to, such as /events/climate-summit-2025.",
  },
  {
    name: "linkText",
    label: "Link's words",
    widget: "string",
    required: false,
    ...translated,
    hint: "The words of the link, in each language; needed with a link.",
  },
  {
    name: "starts",
    label: "First day",
    widget: "string",
    ...shared,
    pattern: [DATE.source, "Write the date as YYYY-MM-DD, such as 2026-03-02"],
    hint: "The first day the notice shows, written YYYY-MM-DD: the first build on or after it shows it.",
  },
  {
    name: "ends",
    label: "Last day",
    widget: "string",
    ...shared,
    pattern: [DATE.source, "Write the date as YYYY-MM-DD, such as 2026-03-02"],
    hint: "The last day it shows; the first build after it takes the notice down.",
  },
];

/**
 * The notice, content/notice/notice.<language>.yml: one entry, which an editor creates to switch
 * the notice on and whose dates take it down.
 */
const noticeCollection = {
  name: "notice",
  label: "Notice",
  description: "A notice every page shows at its top between two days, in each language.",
  folder: "content/notice",
  create: true,
  delete: true,
  format: NOTICE_FORMAT,
  extension: "yml",
  slug: "notice",
  summary: "{{text}}",
  identifier_field: "text",
  i18n: true,
  editor: { preview: false },
  fields: NOTICE_FIELDS,
} as CmsCollection;

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
    collections: [
      ...COLLECTION_NAMES.map((name) => pageCollection(name, pages)),
      homeCollection,
      noticeCollection,
    ],
  } as CmsConfig;
}
