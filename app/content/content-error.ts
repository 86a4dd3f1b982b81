/** A content file that does not fit the format: one line per problem, naming file and field. */
export class ContentError extends Error {
  /** `partial`: what could be made of the content all the same, for the development server. */
  constructor(
    readonly problems: readonly string[],
    readonly partial?: unknown,
  ) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** Set by the development server: a content mistake is thrown to it instead of stopping the process. */
export const KEEP_RUNNING_ON_CONTENT_ERROR = "SITE_KEEP_RUNNING_ON_CONTENT_ERROR";

/** Prints a content mistake for editors, one line per problem, and stops the build. */
function stop(error: unknown): never {
  // The development server shows the problems on the pages they affect, and keeps running.
  if (!(error instanceof ContentError) || process.env[KEEP_RUNNING_ON_CONTENT_ERROR]) throw error;
  const count = error.problems.length;
  console.error(`The content has ${count} problem${count === 1 ? "" : "s"}:\n${error.message}`);
  process.exit(1);
}

/**
 * Runs build work on the content, at once or as a promise; a content mistake stops the build with
 * one line per problem, for editors, not a stack trace.
 */
export function stopOnContentError<T>(work: () => T): T {
  try {
    const result = work();
    return (result instanceof Promise ? result.catch(stop) : result) as T;
  } catch (error) {
    return stop(error);
  }
}
