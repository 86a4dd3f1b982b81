/**
 * The shapes of what editors write, in one place: the content layer checks files against them and
 * the editor (app/admin) checks its fields and reads and writes files with the same ones.
 */

/** A content file: YAML front matter between two lines of ---, then the Markdown body. */
export const FRONT_MATTER = /^---\r?\n(?<yaml>[\s\S]*?)\r?\n---\r?\n?(?<body>[\s\S]*)$/;

/** A page's slug, its address in its folder: lower-case letters and digits, joined by dashes. */
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";
export const PAGE_SLUG = new RegExp(`^${SLUG}$`);

/** A page's file name: `<slug>.<language>.md`. */
export const PAGE_FILE = new RegExp(`^(?<slug>${SLUG})\\.(?<language>[a-z]+)\\.md$`);

/** The home page's records in a language: `home.<language>.yml`. */
export const HOME_FILE = /^home\.(?<language>[a-z]+)\.yml$/;

/** The notice shown on every page while it runs, per language: "notice.fr.yml". */
export const NOTICE_FILE = /^notice\.(?<language>[a-z]+)\.yml$/;

/** The Member States and observer States, in English or a language's names: "member-states.fr.yml". */
export const MEMBER_STATES_FILE = /^member-states\.(?<language>[a-z]+)\.yml$/;

/** A State's ISO 3166-1 alpha-3 code, as the Statistics Division's M49 list gives it: "CIV". */
export const ISO_ALPHA3 = /^[A-Z]{3}$/;

/** A State's three-digit M49 code, its leading zeros kept: "004". */
export const M49_CODE = /^\d{3}$/;

/** A site path such as "/stories/carbon-markets": what `related` lists and records link to. */
export const SITE_PATH = /^\/[a-z0-9/-]*$/;

/** A colour written as six hexadecimal digits, such as "#E5243B". */
export const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** A file under public/, such as "/images/uploads/solar-panels.jpg": no spaces or accents. */
export const PUBLIC_FILE = /^\/[\w./-]+\.[a-z0-9]+$/i;

/** The short hash of an English text that a translation records it was made from. */
export const ENGLISH_VERSION = /^[0-9a-f]{8}$/;

/**
 * A document symbol as the organization writes it: organ letters, then parts joined by "/", such as
 * "A/RES/70/1", "A/RES/217(III)", "S/RES/1325 (2000)", "E/RES/1996/31", "FCCC/CP/2015/10/Add.1",
 * "A/CONF.151/26 (Vol. I)".
 */
export const DOCUMENT_SYMBOL =
  /^[A-Z]+(?:\/[A-Za-z0-9.-]+(?:\([IVXLC]+\))?)+(?: \((?:\d{4}|Vol\. [IVXLC]+)\))?(?:[-–][A-Z]+(?:\/[A-Za-z0-9.-]+)+)?$/;

/** A day of the year: "03-08". */
export const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A date as editors write it, YYYY-MM-DD; whether it is a real day is checked apart (schema.ts). */
export const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
