/**
 * Rendered bodies kept from one reading of the content to the next. A body's HTML follows from its
 * Markdown, its language, the code, and the answers its context gave while it was checked: which
 * pages exist or wait, which public files and pictures are there. A kept body records those
 * answers and is used again only when the context gives every one of them again, so an edit that
 * removes a page a body links to still checks that body anew. Asking again also repeats what the
 * asking does (a picture's renderings are registered for the build).
 *
 * Rendering every body took most of the content stage (Markdown's lexer alone about half); a
 * rebuild after one edited page renders that page's bodies and checks the others' answers.
 */
import { createHash } from "node:crypto";
import { renderBody, type BodyContext, type RenderedBody } from "./markdown.server";

/** One question a body's context answered while it was rendered, and the answer. */
type Asked =
  | { question: "isPage" | "isPublicFile" | "isWaiting"; path: string; answer: boolean }
  | { question: "image"; path: string; answer: string };

export interface KeptBody {
  body: RenderedBody;
  asked: Asked[];
}

/** Where kept bodies are found and put, by key (the store: the build's content cache). */
export interface BodyMemo {
  get(key: string): KeptBody | undefined;
  set(key: string, kept: KeptBody): void;
}

const ask = (context: BodyContext, { question, path }: Asked): boolean | string | undefined => {
  if (question === "image") return context.image && JSON.stringify(context.image(path));
  return context[question]?.(path) ?? false;
};

/** Renders `markdown` in `context`, or takes it from `memo` if its context still answers alike. */
export function renderBodyOnce(
  memo: BodyMemo | undefined,
  language: string,
  markdown: string,
  context: BodyContext,
): RenderedBody {
  if (!memo) return renderBody(markdown, context);
  const key = createHash("sha256").update(language).update("\0").update(markdown).digest("hex");
  const kept = memo.get(key);
  if (kept && kept.asked.every((asked) => ask(context, asked) === asked.answer)) {
    memo.set(key, kept);
    return kept.body;
  }
  const asked: Asked[] = [];
  const recorded = (question: "isPage" | "isPublicFile" | "isWaiting") => (path: string) => {
    const answer = context[question]?.(path) ?? false;
    asked.push({ question, path, answer });
    return answer;
  };
  const { image } = context;
  const body = renderBody(markdown, {
    ...context,
    isPage: recorded("isPage"),
    isPublicFile: recorded("isPublicFile"),
    isWaiting: recorded("isWaiting"),
    ...(image && {
      image: (src: string) => {
        const answer = image(src);
        asked.push({ question: "image", path: src, answer: JSON.stringify(answer) });
        return answer;
      },
    }),
  });
  memo.set(key, { body, asked });
  return body;
}
