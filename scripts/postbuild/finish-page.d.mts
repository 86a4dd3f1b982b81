/** See finish-page.mjs. */
export const FINISHED_LIST: "finished-pages.txt";
export interface FinishedFile {
  content: Buffer;
  siblings: Record<string, Buffer | null>;
}
export type PageFinisher = (file: string, body: string) => FinishedFile | undefined;
export function pageFinisher(buildDir: string): PageFinisher;
export function keptFiles(file: string): string[];
export function finishedWriter(): {
  write(file: string, finished: FinishedFile, cached?: string): void;
};
export function listFinished(buildDir: string, files: string[]): Promise<void>;
export function takeFinishedList(buildDir: string): Promise<Set<string>>;
