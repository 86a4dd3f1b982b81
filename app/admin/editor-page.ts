/** Where the editor is served: its page and everything it loads. */
export const EDITOR_PATH = "/admin/";

/** In development, the content's problems as the development server finds them (a JSON list). */
export const CONTENT_PROBLEMS_PATH = `${EDITOR_PATH}content-problems.json`;

/**
 * The editor's one page. It is no page of the site: search engines are asked not to list it, and
 * no page links to it. `decap` is Decap's bundle, which `script` loads once it has set the editor up.
 */
export function editorPage({ script, decap }: { script: string; decap: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="preload" as="script" href="${decap}" />
    <script type="module" src="${script}"></script>
  </head>
  <body>
    <noscript>The content editor needs JavaScript.</noscript>
  </body>
</html>
`;
}
