/**
 * The collections the API serves as data, in every language: `/api/<name>.json` and `.csv`, and
 * under `/api/<code>/` in the other languages. A collection is one entry of DATASETS: its name,
 * the schema of a row (zod, from which its JSON Schema is written), its rows in a language, and
 * its CSV columns.
 */
import { z } from "zod";
import type { Catalog } from "~/content/catalog.server";
import { DOCUMENT_ORGANS, DOCUMENT_TYPES, EVENT_KINDS } from "~/content/collections";
import { documentsIn } from "~/content/documents.server";
import { eventsIn } from "~/content/events.server";
import { memberStatesIn } from "~/content/member-states.server";
import { messagesFor } from "~/i18n/catalog";
import { LANGUAGE_CODES, localizePath, type LanguageCode } from "~/i18n/languages";
import { paths } from "~/config/paths";
import { absoluteUrl } from "~/lib/meta";
import { toCsv, type CsvColumn } from "./csv";

/** A collection the API serves. `Row` is what one record is, in JSON. */
export interface Dataset<Row> {
  /** Its files' name: "documents" is /api/documents.json and /api/documents.csv. */
  name: string;
  /** What its rows are, for its index entry, its files and its schema. */
  description: string;
  /** One row's shape. */
  row: z.ZodType<Row>;
  /** Its rows in a language, in the order its page lists them. */
  rows(catalog: Catalog, code: LanguageCode): Row[];
  /** Its CSV columns, in order: a header and a value each. */
  columns: readonly CsvColumn<Row>[];
}

/** A dataset as the API's writer takes it, whatever its row: its rows and their CSV. */
export interface DatasetEntry {
  name: string;
  description: string;
  row: z.ZodType;
  table(catalog: Catalog, code: LanguageCode): { rows: unknown[]; csv: string };
}

/** A dataset, its rows checked against its schema and its columns by their type. */
export function defineDataset<Row>({ rows, columns, ...dataset }: Dataset<Row>): DatasetEntry {
  return {
    ...dataset,
    table(catalog, code) {
      const table = rows(catalog, code);
      return { rows: table, csv: toCsv(columns, table) };
    },
  };
}

const pageAddress = {
  path: z.string().meta({ description: "The record's page on the site." }),
  url: z.url().meta({ description: "The record's page, absolute." }),
};

/** A page's address columns, last in every table. */
const addressColumns = <Row extends { url: string }>(): CsvColumn<Row>[] => [
  { name: "url", value: (row) => row.url },
];

const documentRow = z.object({
  symbol: z.string().optional().meta({ description: "The document's official symbol." }),
  title: z.string(),
  summary: z.string(),
  adopted: z.iso.date(),
  type: z.enum(DOCUMENT_TYPES),
  typeName: z.string().meta({ description: "The type, in the file's language." }),
  organ: z.enum(DOCUMENT_ORGANS),
  organName: z.string().meta({ description: "The organ, in the file's language." }),
  officialText: z
    .partialRecord(z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]), z.url())
    .meta({ description: "The official text's address in each language that has one." }),
  ...pageAddress,
});

export const documentsDataset = defineDataset<z.infer<typeof documentRow>>({
  name: "documents",
  description:
    "The organization's principal documents, newest first: symbol, title, date of adoption, type, organ and the official texts.",
  row: documentRow,
  rows(catalog, code) {
    const messages = messagesFor(code);
    return documentsIn(catalog, code).map((page) => ({
      ...(page.document.symbol ? { symbol: page.document.symbol } : {}),
      title: page.title,
      summary: page.lead,
      adopted: page.document.adopted,
      type: page.document.type,
      typeName: messages.documents.types[page.document.type],
      organ: page.document.organ,
      organName: messages.documents.organs[page.document.organ],
      officialText: page.document.officialText,
      path: localizePath(page.path, code),
      url: absoluteUrl(localizePath(page.path, code)),
    }));
  },
  columns: [
    { name: "symbol", value: (row) => row.symbol },
    { name: "title", value: (row) => row.title },
    { name: "summary", value: (row) => row.summary },
    { name: "adopted", value: (row) => row.adopted },
    { name: "type", value: (row) => row.type },
    { name: "type_name", value: (row) => row.typeName },
    { name: "organ", value: (row) => row.organ },
    { name: "organ_name", value: (row) => row.organName },
    ...LANGUAGE_CODES.map((other) => ({
      name: `official_text_${other}`,
      value: (row: z.infer<typeof documentRow>) => row.officialText[other],
    })),
    ...addressColumns<z.infer<typeof documentRow>>(),
  ],
});

const eventRow = z.object({
  title: z.string(),
  summary: z.string(),
  kind: z.enum(EVENT_KINDS).meta({
    description: "observance: an international day, every year on `day`; event: a single event.",
  }),
  day: z
    .string()
    .regex(/^\d\d-\d\d$/)
    .optional()
    .meta({ description: "An observance's day every year, MM-DD." }),
  proclaimedBy: z.string().optional().meta({ description: "The resolution that proclaimed it." }),
  proclaimed: z.iso.date().optional(),
  starts: z
    .string()
    .optional()
    .meta({ description: "A single event's start, local to its time zone: YYYY-MM-DDTHH:MM." }),
  ends: z.string().optional(),
  timeZone: z.string().optional().meta({ description: "An IANA time zone, such as America/New_York." }),
  place: z.string().optional(),
  ...pageAddress,
});

export const eventsDataset = defineDataset<z.infer<typeof eventRow>>({
  name: "events",
  description:
    "International days (each with its day every year and the resolution that proclaimed it) and single events (with their start, end, time zone and place).",
  row: eventRow,
  rows(catalog, code) {
    return eventsIn(catalog, code).map(({ title, lead, path, event }) => ({
      title,
      summary: lead,
      kind: event.kind,
      ...(event.day ? { day: event.day } : {}),
      ...(event.proclaimedBy ? { proclaimedBy: event.proclaimedBy } : {}),
      ...(event.proclaimed ? { proclaimed: event.proclaimed } : {}),
      ...(event.starts ? { starts: event.starts } : {}),
      ...(event.ends ? { ends: event.ends } : {}),
      ...(event.timeZone ? { timeZone: event.timeZone } : {}),
      ...(event.place ? { place: event.place } : {}),
      path: localizePath(path, code),
      url: absoluteUrl(localizePath(path, code)),
    }));
  },
  columns: [
    { name: "title", value: (row) => row.title },
    { name: "summary", value: (row) => row.summary },
    { name: "kind", value: (row) => row.kind },
    { name: "day", value: (row) => row.day },
    { name: "proclaimed_by", value: (row) => row.proclaimedBy },
    { name: "proclaimed", value: (row) => row.proclaimed },
    { name: "starts", value: (row) => row.starts },
    { name: "ends", value: (row) => row.ends },
    { name: "time_zone", value: (row) => row.timeZone },
    { name: "place", value: (row) => row.place },
    ...addressColumns<z.infer<typeof eventRow>>(),
  ],
});

const memberStateRow = z.object({
  name: z.string().meta({ description: "The State's name as the organization writes it in the file's language." }),
  iso3: z.string().regex(/^[A-Z]{3}$/).meta({ description: "ISO 3166-1 alpha-3 code." }),
  m49: z.string().regex(/^\d{3}$/).meta({ description: "The Statistics Division's M49 code." }),
  status: z.enum(["member", "observer"]).meta({
    description: "member: a Member State; observer: a non-member observer State.",
  }),
  admitted: z.iso.date().optional().meta({ description: "A Member State's day of admission." }),
  observerSince: z.iso
    .date()
    .optional()
    .meta({ description: "The day an observer State became one." }),
  ...pageAddress,
});

export const memberStatesDataset = defineDataset<z.infer<typeof memberStateRow>>({
  name: "member-states",
  description:
    "The 193 Member States with their days of admission, then the two non-member observer States with the day each became one; names as the organization writes them in each language.",
  row: memberStateRow,
  rows(_catalog, code) {
    const { memberStates, observers } = memberStatesIn(code);
    const path = localizePath(paths.aboutMemberStates, code);
    const address = { path, url: absoluteUrl(path) };
    return [
      ...memberStates.map(({ name, iso3, m49, admitted }) => ({
        ...{ name, iso3, m49, status: "member" as const, admitted },
        ...address,
      })),
      ...observers.map(({ name, iso3, m49, observerSince }) => ({
        ...{ name, iso3, m49, status: "observer" as const, observerSince },
        ...address,
      })),
    ];
  },
  columns: [
    { name: "name", value: (row) => row.name },
    { name: "iso3", value: (row) => row.iso3 },
    { name: "m49", value: (row) => row.m49 },
    { name: "status", value: (row) => row.status },
    { name: "admitted", value: (row) => row.admitted },
    { name: "observer_since", value: (row) => row.observerSince },
    ...addressColumns<z.infer<typeof memberStateRow>>(),
  ],
});

/**
 * The collections the API serves, in the order its index lists them. A new one is an entry here:
 * `defineDataset({ name, description, row, rows, columns })`.
 */
export const DATASETS: readonly DatasetEntry[] = [
  documentsDataset,
  eventsDataset,
  memberStatesDataset,
];
