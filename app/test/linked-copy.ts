import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Copies the folder `from` to `to` as hard links to its files: in about 20 ms, where a copy of the
 * content (700 files) took 170-700 ms. A link makes no new inode, and on a file system without a
 * journal making inodes soon after many were deleted is slow (docs/performance.md). Where the two
 * folders are on different file systems, the files are copied.
 *
 * A linked file is the original: write one only through `replaceFile`, never in place.
 */
export function linkedCopy(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkedCopy(source, target);
    else linkOrCopy(source, target);
  }
}

function linkOrCopy(source: string, target: string) {
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    copyFileSync(source, target);
  }
}

/** Writes a file of a linked copy as a file of its own, leaving the original as it was. */
export function replaceFile(path: string, data: string | Buffer): void {
  rmSync(path, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}
