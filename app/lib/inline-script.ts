/**
 * The source text of an inline script that calls `run(options)`. The function must be free of
 * imports and closures: it is serialised as written.
 */
export function inlineScript<Options>(run: (options: Options) => void, options: Options): string {
  return `(${run.toString()})(${JSON.stringify(options)})`;
}
