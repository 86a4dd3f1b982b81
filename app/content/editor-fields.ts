/**
 * The editor's fields for each collection (Decap CMS widgets), in the order the content files list
 * them: the editor's rules of each collection's definition (content.config.ts). Translated fields
 * are `i18n: true`; shared fields are written in the English file only, as the build expects (see
 * schema.ts). Types only from Decap: the build reads these definitions too.
 */
import type { CmsField, CmsMediaLibrary } from "decap-cms-core";
import {
  COLLECTIONS,
  DOCUMENT_ORGANS,
  DOCUMENT_TYPES,
  EVENT_KINDS,
  FILMS,
  GOAL_NUMBERS,
  GOAL_STORIES,
  MEDIA_TYPES,
  type CollectionName,
} from "./collections";
import { MAX_UPLOAD_MB, UPLOAD_EXTENSIONS } from "./images";
import { DOCUMENT_SYMBOL, ENGLISH_VERSION, HEX_COLOUR, MONTH_DAY, SITE_PATH } from "./patterns";
import { SOURCE_CONFIRMS } from "./source-rules";
import { LANGUAGE_CODES } from "../i18n/languages";

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
export const translated = { i18n: true } as const;

/**
 * A goal's fields (see goalSchema): its official title and statement in each language, and in
 * English its official colour, related pages and the sources of its figures; then its text.
 */
export function goalFields(pages: readonly PageChoice[]): CmsField[] {
  const [title, lead, ...rest] = pageFields("goals", pages);
  const others = rest.filter((field) =>
    ["related", "sources", "checked", ENGLISH_VERSION_FIELD.name].includes(field.name),
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

/** The fields of a page, in the order the content files list them; its text follows (cms-config.ts). */
export function pageFields(collection: CollectionName, pages: readonly PageChoice[]): CmsField[] {
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
    {
      name: "searchTerms",
      label: "Search words",
      widget: "list",
      required: false,
      ...translated,
      hint: "Optional: words visitors type for this page's subject that its text does not use, in each language, separated by commas (such as “prácticas” for a page that says “pasantías”). Search finds the page by them; they are never shown.",
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
  return fields;
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

