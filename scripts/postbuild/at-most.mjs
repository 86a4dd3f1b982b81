// Work on many items with a bounded number in flight: the finishing steps' files (compress.mjs)
// and the search index's languages (search-index.mjs).

/**
 * Runs `work` on each item, at most `count` at a time, and resolves when every item is done; the
 * first failure rejects.
 * @template T
 * @param {readonly T[]} items
 * @param {number} count
 * @param {(item: T, index: number) => Promise<unknown>} work
 * @returns {Promise<void>}
 */
export async function eachAtMost(items, count, work) {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(count, items.length)) }, async () => {
    for (let at = next++; at < items.length; at = next++)
      await work(/** @type {T} */ (items[at]), at);
  });
  await Promise.all(lanes);
}
