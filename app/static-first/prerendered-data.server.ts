/**
 * Leaves the data of prerendered-only markup out of the data a page hydrates from.
 *
 * A loader may return, under `prerendered`, records that the page draws only as markup needing no
 * JavaScript (see prerendered.tsx). The page's HTML carries that markup; the same
 * records in its hydration data would ship the content twice. The framework writes the hydration
 * data as a turbo-stream: one JSON array of values that refer to each other by index, objects as
 * `{"_<key index>": <value index>}`. This removes each route's `prerendered` entry from it and keeps
 * only the values still referred to, renumbered. Navigations in the browser fetch the route's
 * `.data`, which keeps the records.
 */
export const PRERENDERED_KEY = "prerendered";

type Flat = unknown[];

/** Values that turbo-stream writes as negative numbers (undefined, null, holes, ...). */
const isConstant = (index: number) => index < 0;

/** Whether a value of the array is a tagged one (a date, a promise, an error...), written `["D", …]`. */
const isTagged = (value: unknown) => Array.isArray(value) && typeof value[0] === "string";

/** The values reachable from the first, renumbered in the order they are reached. */
function collect(values: Flat): Flat {
  const renumbered = new Map<number, number>();
  const kept: Flat = [];
  const visit = (index: number): number => {
    if (isConstant(index)) return index;
    const known = renumbered.get(index);
    if (known !== undefined) return known;
    const at = kept.length;
    renumbered.set(index, at);
    kept.push(undefined);
    const value = values[index];
    if (Array.isArray(value)) kept[at] = value.map((item: number) => visit(item));
    else if (value !== null && typeof value === "object")
      kept[at] = Object.fromEntries(
        Object.entries(value as Record<string, number>).map(([key, item]) => [
          `_${visit(Number(key.slice(1)))}`,
          visit(item),
        ]),
      );
    else kept[at] = value;
    return at;
  };
  visit(0);
  return kept;
}

/** Where the routes' data objects are in the hydration state `{loaderData, actionData, errors}`. */
function routeDataIndices(values: Flat): number[] {
  const state = values[0] as Record<string, number> | undefined;
  const loaderDataIndex = Object.entries(state ?? {}).find(
    ([key]) => values[Number(key.slice(1))] === "loaderData",
  )?.[1];
  if (loaderDataIndex === undefined || isConstant(loaderDataIndex)) return [];
  const loaderData = values[loaderDataIndex] as Record<string, number>;
  return Object.values(loaderData).filter((index) => {
    const data = values[index];
    return !isConstant(index) && data !== null && typeof data === "object" && !Array.isArray(data);
  });
}

/**
 * The hydration data's first line without the routes' `prerendered` entries; unchanged when it
 * has none, or holds values this does not renumber (tagged ones, or later lines referring into it).
 */
export function withoutPrerendered(line: string): string {
  const values = JSON.parse(line) as Flat;
  if (values.some(isTagged)) return line;
  const isPrerenderedKey = (key: string) => values[Number(key.slice(1))] === PRERENDERED_KEY;
  let removed = false;
  for (const index of routeDataIndices(values)) {
    const entries = Object.entries(values[index] as Record<string, number>);
    if (!entries.some(([key]) => isPrerenderedKey(key))) continue;
    values[index] = Object.fromEntries(entries.filter(([key]) => !isPrerenderedKey(key)));
    removed = true;
  }
  return removed ? JSON.stringify(collect(values)) : line;
}

/** The framework's hydration stream, with its data passed through withoutPrerendered. */
export function streamWithoutPrerendered(
  stream: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      const text = await new Response(stream).text();
      const [first = "", ...rest] = text.split("\n");
      // A later line (a promise's value) refers into the first by index: keep both as they are.
      const stripped = rest.some((line) => line.trim() !== "") ? first : withoutPrerendered(first);
      controller.enqueue(new TextEncoder().encode([stripped, ...rest].join("\n")));
      controller.close();
    },
  });
}
