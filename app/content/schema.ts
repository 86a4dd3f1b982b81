/**
 * The content format: what editors may write in each file's front matter, checked at build time.
 * English files hold every field; a translation holds only the fields it translates.
 */
import { z } from "zod";
import {
  DOCUMENT_ORGANS,
  DOCUMENT_TYPES,
  EVENT_KINDS,
  FILMS,
  GOAL_NUMBERS,
  MEDIA_TYPES,
} from "./collections";
import { LANGUAGE_CODES } from "../i18n/languages";
import {
  DATE_FORMAT,
  DOCUMENT_SYMBOL,
  ENGLISH_VERSION,
  HEX_COLOUR,
  ISO_ALPHA3,
  M49_CODE,
  MONTH_DAY,
  PUBLIC_FILE,
  SITE_PATH,
} from "./patterns";
import { SOURCE_CONFIRMS } from "./source-rules";

const text = z.string().trim().min(1, "must not be empty");

/** A site path such as "/stories/carbon-markets": what `related` lists and records link to. */
const sitePath = z.string().regex(SITE_PATH, 'must be a site path such as "/stories/carbon-markets"');

/** A file under public/, such as "/images/uploads/solar-panels.jpg". */
const publicFile = z
  .string()
  .regex(
    PUBLIC_FILE,
    'must be a file under public/ whose name has only letters, digits, dashes and dots, such as "/images/uploads/solar-panels.jpg": rename the photo without spaces or accents',
  );

/** Which English text a translation was made from: `npm run content:status` compares it. */
const englishVersion = z
  .string()
  .regex(ENGLISH_VERSION, "must be the 8-character code that npm run content:status prints");

/** `draft: true` keeps a page (or a translation) out of every output. */
const draft = z.boolean("must be true or false").optional();

/** Whether "YYYY-MM-DD" names a day of the calendar (2026-02-30 does not). */
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * An ISO calendar date, YAML's date or a "YYYY-MM-DD" string, kept as the string: first its
 * writing, then whether the day exists, each with its own words.
 */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string("must be a date written YYYY-MM-DD")
    .regex(DATE_FORMAT, { message: "must be a date written YYYY-MM-DD", abort: true })
    .refine(isRealDate, "is not a real date: check the day and the month"),
);

/**
 * Where a fact comes from: the page's address, what it confirms (from a closed list) and a sentence
 * saying what that page confirms. Written once, in English, in the English file.
 */
const source = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'must be an address starting "https://"' }),
  confirms: z
    .array(z.enum(SOURCE_CONFIRMS, `must each be one of ${SOURCE_CONFIRMS.join(", ")}`), {
      error: `must list what the page confirms, such as [date, symbol]: ${SOURCE_CONFIRMS.join(", ")}`,
    })
    .min(1, `must list what the page confirms, such as [date, symbol]: ${SOURCE_CONFIRMS.join(", ")}`),
  note: text,
});

export type SourceRecord = z.infer<typeof source>;

/** The sources of a file's facts: at least one. */
const sources = z.array(source, "must be a list of sources, each with url, confirms and note").min(1, "must name at least one source");

/** The day a file's sources were last checked against its facts. */
const checked = isoDate;

/**
 * Words visitors type for a page's subject that its text may not use ("prácticas" for a page that
 * says "pasantías", "UN" for one that says "United Nations"): searched, never shown.
 */
const searchTerms = z.array(text, "must be a list of words or phrases").min(1, "must list at least one word, or be left out");

const pageFields = {
    title: text,
    lead: text,
    date: isoDate.optional(),
    /** When the page's text last changed in substance, and what changed: the page and feeds say so. */
    updated: isoDate.optional(),
    changeNote: text.optional(),
    searchTerms: searchTerms.optional(),
    image: publicFile.optional(),
    imageAlt: text.optional(),
    imageCaption: text.optional(),
    imageCredit: text.optional(),
    related: z.array(sitePath).optional(),
    order: z.number().int("must be a whole number").positive("must be 1 or more").optional(),
    film: z.enum(FILMS).optional(),
    draft,
    /** Where the page's figures come from, and the day they were checked: optional on a page. */
    sources: sources.optional(),
    checked: checked.optional(),
    /** The goals a story concerns, by number (`goals: [7, 13]`): each goal's page lists it. */
    goals: z
      .array(
        z
          .number()
          .int("must be a goal's number")
          .min(1, "must be a goal's number, from 1")
          .max(GOAL_NUMBERS.length, `must be a goal's number, up to ${GOAL_NUMBERS.length}`),
      )
      .optional(),
};

interface ImageFields {
  image?: string | undefined;
  imageAlt?: string | undefined;
  imageCaption?: string | undefined;
  imageCredit?: string | undefined;
}

/** A page's picture needs its description; a caption or credit needs the picture. */
function withImageRules<T extends z.ZodType<ImageFields>>(schema: T) {
  return schema
    .refine((page) => !page.image || page.imageAlt, {
      path: ["imageAlt"],
      message: "is required when there is an image",
    })
    .refine((page) => page.image || (!page.imageCaption && !page.imageCredit), {
      path: ["image"],
      message: "is required when there is a caption or credit",
    });
}

export const pageSchema = withImageRules(z.strictObject(pageFields));

/** An address on the public web, such as an official text's: https only. */
const webAddress = z.url({ protocol: /^https$/, error: 'must be an address starting "https://"' });

/** A document symbol as the organization writes it: "A/RES/70/1", "S/RES/1325 (2000)". */
const documentSymbol = z
  .string()
  .trim()
  .regex(DOCUMENT_SYMBOL, 'must be a document symbol as the organization writes it, such as "A/RES/70/1" or "S/RES/1325 (2000)"');

/** One address per language, where the official site has the text in that language. */
const perLanguage = z.partialRecord(z.enum(LANGUAGE_CODES), webAddress);

/**
 * A document of the organization (content/documents): its symbol where it has one, when it was
 * adopted or signed, who issued it, its kind, its official text in each language and the sources
 * of these facts.
 */
export const documentSchema = withImageRules(
  z.strictObject({
    ...pageFields,
    symbol: documentSymbol.optional(),
    adopted: isoDate,
    organ: z.enum(DOCUMENT_ORGANS, `must be one of ${DOCUMENT_ORGANS.join(", ")}`),
    type: z.enum(DOCUMENT_TYPES, `must be one of ${DOCUMENT_TYPES.join(", ")}`),
    officialText: perLanguage.optional(),
    sources,
  }),
);

/** A day of the year, "MM-DD", that exists in every year but 29 February ("02-29" is allowed). */
const monthDay = z
  .string()
  .regex(MONTH_DAY, 'must be a month and day written MM-DD, such as "03-08"')
  .refine((value) => {
    const [month = 0, day = 0] = value.split("-").map(Number);
    return day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
  }, "must be a day of the year that exists");

/** A time in a place: "2025-09-24T14:00", read in the event's `timeZone`. */
const localTime = z.iso.datetime({ local: true, error: 'must be a date and time written YYYY-MM-DDTHH:MM' });

/** A time zone of the IANA database, such as "America/New_York". */
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be a time zone such as "America/New_York"');

/**
 * An event (content/events): an international day, every year on `day`, proclaimed by a
 * resolution, or a single event with its start and end in its time zone.
 */
export const eventSchema = withImageRules(
  z.strictObject({
    ...pageFields,
    kind: z.enum(EVENT_KINDS, `must be one of ${EVENT_KINDS.join(", ")}`),
    day: monthDay.optional(),
    /** The resolution that proclaimed (created) the day, and its date. */
    proclaimedBy: documentSymbol.optional(),
    proclaimed: isoDate.optional(),
    /** A later resolution that fixed or moved the day's date, where it is not the proclaiming one. */
    dateFixedBy: documentSymbol.optional(),
    dateFixed: isoDate.optional(),
    organ: z
      .string()
      .regex(/^[a-z]+(-[a-z]+)*$/, 'must be written in lower-case words joined by dashes, such as "general-assembly"')
      .optional(),
    starts: localTime.optional(),
    ends: localTime.optional(),
    timeZone: timeZone.optional(),
    place: text.optional(),
    sources,
  }),
)
  .refine((event) => event.kind !== "observance" || event.day, {
    path: ["day"],
    message: "is required for an observance: the day it falls on every year",
  })
  .refine((event) => event.kind !== "observance" || event.proclaimedBy, {
    path: ["proclaimedBy"],
    message: "is required for an observance: the symbol of the resolution that proclaimed it",
  })
  .refine((event) => !event.dateFixedBy || event.dateFixedBy !== event.proclaimedBy, {
    path: ["dateFixedBy"],
    message: "must differ from proclaimedBy: leave it out when the proclaiming resolution fixed the date",
  })
  .refine((event) => !event.dateFixed || event.dateFixedBy, {
    path: ["dateFixedBy"],
    message: "is required with dateFixed: the symbol of the resolution that fixed the date",
  })
  .refine((event) => !event.dateFixed || !event.proclaimed || event.dateFixed >= event.proclaimed, {
    path: ["dateFixed"],
    message: "must be on or after proclaimed",
  })
  .refine((event) => event.kind !== "event" || (event.starts && event.timeZone), {
    path: ["starts"],
    message: "is required for an event, with its timeZone",
  })
  .refine((event) => !event.ends || !event.starts || event.ends > event.starts, {
    path: ["ends"],
    message: "must come after starts",
  });

export type DocumentFrontMatter = z.infer<typeof documentSchema>;
export type EventFrontMatter = z.infer<typeof eventSchema>;

export const translationSchema = z.strictObject({
  title: text,
  lead: text,
  changeNote: text.optional(),
  searchTerms: searchTerms.optional(),
  imageAlt: text.optional(),
  imageCaption: text.optional(),
  englishVersion: englishVersion.optional(),
  draft,
});

/** An event's translation: an event's place may be translated too. */
export const eventTranslationSchema = translationSchema.extend({ place: text.optional() });

export type PageFrontMatter = z.infer<typeof pageSchema>;
export type TranslationFrontMatter = z.infer<typeof translationSchema>;

/** A colour written as six hexadecimal digits, such as "#E5243B". */
const hexColour = z
  .string()
  .regex(HEX_COLOUR, 'must be a hex colour such as "#E5243B"') as z.ZodType<`#${string}`>;

/**
 * A goal, `content/goals/<number>.en.md`: its official short title, its official one-line
 * statement as the lead, its official colour and the pages related to it.
 */
export const goalSchema = z.strictObject({
  title: text,
  lead: text,
  colour: hexColour,
  related: z.array(sitePath).optional(),
  /** Where the page's figures come from, and the day they were checked, as on any page. */
  sources: sources.optional(),
  checked: checked.optional(),
});

/** A goal's translation: its official title and statement in that language. */
export const goalTranslationSchema = z.strictObject({
  title: text,
  lead: text,
  englishVersion: englishVersion.optional(),
});

export type GoalFrontMatter = z.infer<typeof goalSchema>;


/** A card that links to a page: its title comes from that page unless the record gives one. */
const card = z.strictObject({ link: sitePath, title: text.optional(), description: text });
const story = z.strictObject({
  link: sitePath,
  category: text,
  title: text.optional(),
  description: text,
});
const fact = z.strictObject({ link: sitePath, title: text, text });

/**
 * The home page's records in English: every field, and the order of the cards. Its goals are the
 * goal files (content/goals), in their numbers' order.
 */
export const homeSchema = z.strictObject({
  stories: z.array(story),
  structure: z.array(card),
  facts: z.array(fact),
  media: z.array(card.extend({ type: z.enum(MEDIA_TYPES) })),
  essentials: z.array(card),
});

/** A translation of the home page's records: the translated fields, keyed by link. */
export const homeTranslationSchema = z.strictObject({
  englishVersion: englishVersion.optional(),
  stories: z.array(story),
  structure: z.array(card),
  facts: z.array(fact),
  media: z.array(card),
  essentials: z.array(card),
});

/**
 * The notice every page shows while it runs (content/notice/notice.en.yml): a sentence, a link to
 * the page that says more, and the first and last days it is shown. Dismissed for the visit by
 * those who have read it.
 */
export const noticeSchema = z
  .strictObject({
    text,
    link: sitePath.optional(),
    linkText: text.optional(),
    starts: isoDate,
    ends: isoDate,
  })
  .refine((notice) => notice.ends >= notice.starts, {
    path: ["ends"],
    message: "must be on or after starts",
  })
  .refine((notice) => !notice.link === !notice.linkText, {
    path: ["linkText"],
    message: "is needed with a link, and only with one",
  });

/** A translation of the notice: its sentence and its link's words. */
export const noticeTranslationSchema = z.strictObject({
  englishVersion: englishVersion.optional(),
  text,
  linkText: text.optional(),
});

export type NoticeRecord = z.infer<typeof noticeSchema>;
export type NoticeTranslation = z.infer<typeof noticeTranslationSchema>;

export type HomeRecords = z.infer<typeof homeSchema>;
export type HomeTranslation = z.infer<typeof homeTranslationSchema>;

/** A State of the member-states collection: its codes, the day it joined, its English name. */
const state = {
  code: z.string().regex(ISO_ALPHA3, 'must be the ISO alpha-3 code in capitals, such as "CIV"'),
  m49: z.string().regex(M49_CODE, 'must be the three-digit M49 code in quotes, such as "004"'),
  name: text,
};

/**
 * The Member States and the non-member observer States (content/member-states/member-states.en.yml):
 * each with its codes and English name, a Member with its date of admission, an observer with the
 * day it became one, and the sources of both.
 */
export const memberStatesSchema = z.strictObject({
  sources,
  checked,
  states: z.array(z.strictObject({ ...state, admitted: isoDate })).min(1, "must list the Member States"),
  observers: z.array(z.strictObject({ ...state, since: isoDate })),
});

/** The States' names in another language, by code: "CIV: Côte d’Ivoire". */
export const memberStatesTranslationSchema = z.strictObject({
  englishVersion: englishVersion.optional(),
  names: z.record(
    z.string().regex(ISO_ALPHA3, "must be keyed by the ISO alpha-3 codes of the English file"),
    text,
  ),
});

export type MemberStatesRecords = z.infer<typeof memberStatesSchema>;
export type MemberStatesTranslation = z.infer<typeof memberStatesTranslationSchema>;
