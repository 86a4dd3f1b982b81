import { Marked, type Token, type Tokens } from "marked";

/** What the body of a page may link to, and how a site link reads in the page's language. */
export interface BodyContext {
  isPage: (path: string) => boolean;
  isPublicFile: (path: string) => boolean;
  localize: (path: string) => string;
}

export interface RenderedBody {
  html: string;
  problems: string[];
}

/** A block quote whose last paragraph starts with a dash names its source: "> — Charter, Article 1". */
const QUOTE_SOURCE = /^[—–-]\s*/;

const marked = new Marked({
  gfm: false,
  renderer: {
    blockquote({ tokens }: Tokens.Blockquote) {
      const last = tokens.at(-1);
      if (tokens.length > 1 && last?.type === "paragraph" && QUOTE_SOURCE.test(last.raw)) {
        const quote = this.parser.parse(tokens.slice(0, -1));
        const source = this.parser
          .parseInline((last as Tokens.Paragraph).tokens)
          .replace(QUOTE_SOURCE, "");
        return `<figure><blockquote>${quote}</blockquote><figcaption>${source}</figcaption></figure>\n`;
      }
      return `<blockquote>${this.parser.parse(tokens)}</blockquote>\n`;
    },
  },
});

function checkLink(href: string, context: BodyContext, problems: string[]): string {
  if (href.startsWith("#") || /^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (!href.startsWith("/")) {
    problems.push(`the link "${href}" must start with / (a page of the site) or https://`);
    return href;
  }
  const [path = "/", suffix = ""] = href.split(/(?=[?#])/);
  if (context.isPage(path)) return context.localize(path) + suffix;
  if (!context.isPublicFile(path)) problems.push(`the link "${href}" leads to no page or file`);
  return href;
}

/**
 * Renders a page's Markdown body (CommonMark) to HTML at build time. Site links are checked and
 * rewritten into the page's language; raw HTML and a second top-level heading are refused, so the
 * body always fits the page's own markup.
 */
export function renderBody(markdown: string, context: BodyContext): RenderedBody {
  const problems: string[] = [];
  const tokens = marked.lexer(markdown);
  marked.walkTokens(tokens, (token: Token) => {
    switch (token.type) {
      case "html":
        problems.push("raw HTML is not allowed; write Markdown");
        break;
      case "heading":
        if (token.depth === 1)
          problems.push("use ## for headings: the page title is the only top-level heading");
        break;
      case "link":
        token.href = checkLink(token.href, context, problems);
        break;
      case "image":
        if (!context.isPublicFile(token.href))
          problems.push(`the image "${token.href}" is not a file under public/`);
        break;
    }
  });
  if (tokens.every((token) => token.type === "space")) problems.push("must not be empty");
  return { html: marked.parser(tokens), problems };
}
