/**
 * A content file that does not read (front matter that does not parse, a field the build refuses)
 * is left out of Decap's lists without a word. In development the editor's page names such files
 * at its top, as the development server's content check finds them: file, line and field.
 */

/** The notice's heading, also its accessible name. */
const HEADING = "Some content files have problems";

/**
 * Shows `problems` (the build's lines, `content/stories/x.en.md:2: front matter: …`) at the top
 * of `root`, with how to correct them; shows nothing when there are none.
 */
export function showContentProblems(
  problems: readonly string[],
  root: HTMLElement = document.body,
): void {
  if (problems.length === 0) return;
  const notice = document.createElement("section");
  notice.setAttribute("role", "alert");
  notice.setAttribute("aria-labelledby", "content-problems-heading");
  notice.style.cssText =
    "margin:0;padding:12px 16px;background:#fff4e5;color:#3d2100;border-bottom:2px solid #b35900;font:14px/1.5 system-ui,sans-serif";
  const heading = document.createElement("h2");
  heading.id = "content-problems-heading";
  heading.style.cssText = "margin:0 0 4px;font-size:16px";
  heading.textContent = HEADING;
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 4px;padding-inline-start:20px";
  for (const problem of problems) {
    const item = document.createElement("li");
    const code = document.createElement("code");
    code.textContent = problem;
    item.append(code);
    list.append(item);
  }
  const advice = document.createElement("p");
  advice.style.margin = "0";
  advice.textContent =
    "The editor cannot open a file it cannot read, and leaves it out of its lists. Open the file named in a text editor, correct the line and field named, save it, then reload this page.";
  notice.append(heading, list, advice);
  root.prepend(notice);
}

/** The development server's content problems, from `url`; none when it does not answer. */
export async function fetchContentProblems(url: string): Promise<string[]> {
  try {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) return [];
    const problems: unknown = await response.json();
    return Array.isArray(problems) ? problems.filter((each) => typeof each === "string") : [];
  } catch {
    return [];
  }
}
