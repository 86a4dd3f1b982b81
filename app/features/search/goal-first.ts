import { GOAL_FILTER } from "~/config/search-ranking";
import { GOALS_COUNT } from "~/content/collections";

/** A goal's number at the end of a query: "SDG 5", "goal 12", "ODD5", "目标5", "الهدف 5". */
const ENDING_NUMBER = /(?:^|\D)(\d{1,2})\s*$/u;

/** The goal whose number ends a query, if a goal has that number. */
export function goalNumberIn(query: string): number | undefined {
  const number = Number(ENDING_NUMBER.exec(query)?.[1]);
  return number >= 1 && number <= GOALS_COUNT ? number : undefined;
}

interface Found {
  id: string;
}

/** What this module needs of Pagefind: a search, filtered or not. */
export interface FilteredSearch<Result extends Found> {
  search(
    query: string,
    options?: { filters: Record<string, string> },
  ): Promise<{ results: Result[] } | null>;
}

/**
 * Pagefind's results for a query, and first among them, when the query ends in a goal's number
 * and that goal's page matches all its words, that page: Pagefind finds "1" in "10" to "17" too,
 * so "goal 1" would otherwise rank the pages of goals 10 to 17, whose numbers they repeat, above
 * Goal 1.
 */
export async function searchGoalFirst<Result extends Found>(
  pagefind: FilteredSearch<Result>,
  query: string,
): Promise<Result[]> {
  const goal = goalNumberIn(query);
  const [all, ofGoal] = await Promise.all([
    pagefind.search(query),
    goal === undefined
      ? undefined
      : pagefind.search(query, { filters: { [GOAL_FILTER]: String(goal) } }),
  ]);
  const first = ofGoal?.results ?? [];
  const ids = new Set(first.map(({ id }) => id));
  return [...first, ...(all?.results ?? []).filter(({ id }) => !ids.has(id))];
}
