/** A content file that does not fit the format: one line per problem, naming file and field. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "ContentError";
  }
}

/** Prints a content mistake for editors, one line per problem, and stops the build. */
function stop(error: unknown): never {
  if (!(error instanceof ContentError)) throw error;
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
