/**
 * The content format: what editors may write in each file's front matter, checked at build time.
 * English files hold every field; a translation holds only the fields it translates.
 */
import { z } from "zod";
import { FILMS, GOAL_NUMBERS, MEDIA_TYPES } from "./collections";
import { DATE_FORMAT, ENGLISH_VERSION, HEX_COLOUR, PUBLIC_FILE, SITE_PATH } from "./patterns";

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

export const pageSchema = z
  .strictObject({
    title: text,
    lead: text,
    date: isoDate.optional(),
    image: publicFile.optional(),
    imageAlt: text.optional(),
    imageCaption: text.optional(),
    imageCredit: text.optional(),
    related: z.array(sitePath).optional(),
    order: z.number().int("must be a whole number").positive("must be 1 or more").optional(),
    film: z.enum(FILMS).optional(),
    draft,
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
  })
  .refine((page) => !page.image || page.imageAlt, {
    path: ["imageAlt"],
    message: "is required when there is an image",
  })
  .refine((page) => page.image || (!page.imageCaption && !page.imageCredit), {
    path: ["image"],
    message: "is required when there is a caption or credit",
  });

export const translationSchema = z.strictObject({
  title: text,
  lead: text,
  imageAlt: text.optional(),
  imageCaption: text.optional(),
  englishVersion: englishVersion.optional(),
  draft,
});

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

export type HomeRecords = z.infer<typeof homeSchema>;
export type HomeTranslation = z.infer<typeof homeTranslationSchema>;
