import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { deferAppStart } from "~/static-first/deferred-start.server";
import { streamWithoutPrerendered } from "~/static-first/prerendered-data.server";

/** How long a page may take to render at build time before it is given up as an error. */
export const streamTimeout = 10_000;

/**
 * Renders each page at build time (every page is prerendered). It waits for all content, lazily
 * loaded parts included, so the static HTML is complete: readable without JavaScript and hydrated
 * in place, from scripts that start once it has painted (see deferAppStart).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (routerContext.serverHandoffStream)
    routerContext.serverHandoffStream = streamWithoutPrerendered(routerContext.serverHandoffStream);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is rendered: a waiting timer would keep the page's whole render alive.
    const timeout = setTimeout(() => abort(), streamTimeout);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Never outline large boundaries behind inline completion scripts: the HTML must read
        // as is, without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timeout);
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          text(body).then(
            (html) =>
              resolve(
                new Response(deferAppStart(html), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              ),
            reject,
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
