import { expect, test } from "./fixtures";

/** The number of cells on each row of a grid, from the cells' boxes, top to bottom. */
function cellsPerRow(boxes: { y: number }[]): number[] {
  const rows = new Map<number, number>();
  for (const { y } of boxes) rows.set(Math.round(y), (rows.get(Math.round(y)) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test("the home goals grid fills every row at 375, 768 and 1280 px and is compact at 375 px", async ({
  page,
}) => {
  await page.goto("/");
  const region = page.getByRole("region", { name: "Sustainable Development Goals" });
  const tiles = region.getByRole("listitem");
  const actNow = region.getByRole("heading", { name: "ActNow Campaign" }).locator("..");
  for (const [width, columns] of [
    [375, 2],
    [768, 3],
    [1280, 6],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = [
      ...(await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()))),
      ...(await actNow.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()))),
    ];
    expect(boxes).toHaveLength(18);
    const rows = cellsPerRow(boxes);
    expect({ width, rows }).toEqual({ width, rows: rows.map(() => columns) });
    if (width === 375) {
      const height =
        Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((b) => b.top));
      // Two columns of tiles with their statements, not one column of 17 tall tiles (2,500 px).
      expect(height).toBeLessThan(2000);
    }
  }
});
