import GithubSlugger from "github-slugger";
import { Marked, Parser, type Token, type Tokens } from "marked";
import { COLUMN_WIDTH, IMAGE_FORMATS, IMAGE_WIDTHS, FALLBACK_FORMAT } from "./images";
import { linkNowhere, pictureWithoutDescription } from "./file-rules";
import type { PageSection } from "./types";

/** A picture in the body, drawn from the renderings the build writes (see images.server.ts). */
export interface BodyImage {
  stem: string;
  width: number;
  height: number;
}

/** What the body of a page may link to, and how a site link reads in the page's language. */
export interface BodyContext {
  isPage: (path: string) => boolean;
  isPublicFile: (path: string) => boolean;
  localize: (path: string) => string;
  /** The page's own language prefix ("/fr"), which its site links may carry; none in English. */
  prefix?: string;
  /** The other languages' prefixes, named in the hint when a link carries one of them. */
  otherPrefixes?: readonly string[];
  /** A page that is scheduled or a draft: a link to it is kept as plain text until it is out. */
  isWaiting?: (path: string) => boolean;
  /** The renderings of a picture in the body, or what is wrong with it. */
  image?: (src: string) => BodyImage | { problem: string };
}

/** A problem or warning at a line of the body (1 is the body's first line). */
export interface BodyNote {
  line: number;
  message: string;
}

export interface RenderedBody {
  html: string;
  /** The body's sections (its ## headings), in order. */
  sections: PageSection[];
  problems: BodyNote[];
  warnings: BodyNote[];
  /** The stems of the pictures the body draws, for the build to render. */
  images: string[];
}

/** A block quote whose last paragraph starts with a dash names its source: "> — Charter, Article 1". */
const QUOTE_SOURCE = /^[—–-]\s*/;

/** How wide a picture in the body is drawn: the text's column (max-w-prose), or the screen. */
const BODY_IMAGE_SIZES = `(min-width: 48rem) 42rem, (min-width: 640px) ${COLUMN_WIDTH.fromSmall}, ${COLUMN_WIDTH.phone}`;

const ATTRIBUTE: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const attribute = (text: string) => text.replace(/[&"<>]/g, (char) => ATTRIBUTE[char] ?? char);

/** The renderings found for each picture token while its body was checked. */
const pictures = new WeakMap<Token, BodyImage>();

/** The id given to each section heading while its body was checked. */
const sectionIds = new WeakMap<Token, string>();

/** A heading's words without their markup, as the list of sections shows them. */
function plainText(tokens: Token[]): string {
  const parser = new Parser();
  return parser.parseInline(tokens, parser.textRenderer);
}

function picture(token: Tokens.Image): string {
  const image = pictures.get(token);
  if (!image) return "";
  const srcSet = (format: string) =>
    image.width
      ? IMAGE_WIDTHS.map((width) => `${image.stem}-${width}.${format} ${width}w`).join(", ")
      : "";
  const sources = IMAGE_FORMATS.slice(0, -1)
    .map(
      (format) =>
        `<source type="image/${format}" srcset="${srcSet(format)}" sizes="${BODY_IMAGE_SIZES}">`,
    )
    .join("");
  const [first] = IMAGE_WIDTHS;
  const height = Math.round((first * image.height) / image.width);
  return (
    `<picture>${sources}<img src="${image.stem}-${first}.${FALLBACK_FORMAT}" ` +
    `srcset="${srcSet(FALLBACK_FORMAT)}" sizes="${BODY_IMAGE_SIZES}" alt="${attribute(token.text)}" ` +
    `width="${first}" height="${height}" loading="lazy" decoding="async"></picture>`
  );
}

/** "left" and "right" as the sides the text starts and ends on, so that Arabic mirrors them. */
const ALIGN = { left: "start", center: "center", right: "end" } as const;

const marked = new Marked({
  gfm: true,
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
    /** A picture alone in its paragraph is a figure; its title, if any, is its caption. */
    paragraph({ tokens }: Tokens.Paragraph) {
      const [only, ...rest] = tokens.filter((t) => !(t.type === "text" && !t.raw.trim()));
      if (only?.type === "image" && rest.length === 0) {
        const caption = (only as Tokens.Image).title;
        return `<figure class="picture">${picture(only as Tokens.Image)}${caption ? `<figcaption>${attribute(caption)}</figcaption>` : ""}</figure>\n`;
      }
      return `<p>${this.parser.parseInline(tokens)}</p>\n`;
    },
    image(token: Tokens.Image) {
      return picture(token);
    },
    /** A section's heading carries the id its page's "On this page" links to. */
    heading(token: Tokens.Heading) {
      const id = sectionIds.get(token);
      const text = this.parser.parseInline(token.tokens);
      return `<h${token.depth}${id ? ` id="${attribute(id)}"` : ""}>${text}</h${token.depth}>\n`;
    },
    /** A table scrolls sideways on its own on narrow screens; its header cells name their columns. */
    table(token: Tokens.Table) {
      const align = (cell: Tokens.TableCell) =>
        cell.align ? ` data-align="${ALIGN[cell.align]}"` : "";
      const head = token.header
        .map((cell) => `<th scope="col"${align(cell)}>${this.parser.parseInline(cell.tokens)}</th>`)
        .join("");
      const rows = token.rows
        .map(
          (row) =>
            `<tr>${row.map((cell) => `<td${align(cell)}>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`,
        )
        .join("\n");
      return `<div class="table-scroll" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>\n`;
    },
  },
});

/** A footnote's mark, "[^1]", or its text, "[^1]: ...". */
const FOOTNOTE = /\[\^[^\]\s]+\]/;

/** What the site cannot draw, and what to write instead. */
const REFUSED = {
  html: "raw HTML is not allowed: write Markdown instead (**bold**, _italic_, a blank line between paragraphs)",
  del: "strikethrough (~~words~~) is not supported: leave the words out, or say in the text what changed",
  footnote:
    "footnotes are not supported: put the note in the sentence, in brackets, or in a list under a ## Notes heading",
  task: "check boxes (- [ ]) are not supported: write a plain list",
  heading: "use ## for headings: the page title is the only top-level heading",
} as const;

function checkLink(
  token: Tokens.Link,
  context: BodyContext,
  note: (message: string) => void,
  warn: (message: string) => void,
): void {
  const { href } = token;
  if (/^http:/i.test(href))
    warn(`the link "${href}" uses http://: write https:// if the site offers it`);
  if (href.startsWith("#") || /^(https?:|mailto:|tel:)/i.test(href)) return;
  if (!href.startsWith("/")) {
    note(`the link "${href}" must start with / (a page of the site) or https://`);
    return;
  }
  const [written = "/", suffix = ""] = href.split(/(?=[?#])/);
  // An address copied from the address bar of this language's page: "/fr/faq" in a French file.
  const own =
    context.prefix && (written === context.prefix || written.startsWith(`${context.prefix}/`));
  const path = own && context.prefix ? written.slice(context.prefix.length) || "/" : written;
  if (context.isPage(path)) {
    token.href = context.localize(path) + suffix;
    return;
  }
  if (context.isWaiting?.(path)) {
    // Not out yet: the words stay, the link follows once the page is published.
    (token as { type: string }).type = "text";
    return;
  }
  const other = context.otherPrefixes?.find((p) => path === p || path.startsWith(`${p}/`));
  if (other)
    note(
      `the link "${href}" leads to the ${other.slice(1)} page: write its English address, "${path.slice(other.length) || "/"}", and each language links to its own page`,
    );
  else if (!context.isPublicFile(path)) note(linkNowhere(href));
}

/** The line of `inner` within a block that starts at `line`. */
function lineOf(block: Token, inner: Token, line: number): number {
  const at = inner === block ? 0 : block.raw.indexOf(inner.raw);
  return at <= 0 ? line : line + (block.raw.slice(0, at).match(/\n/g)?.length ?? 0);
}

/**
 * Renders a page's Markdown body (CommonMark, with GitHub's tables) to HTML at build time. Site
 * links are checked and rewritten into the page's language; pictures are drawn from their
 * renderings; raw HTML, strikethrough, footnotes, check boxes and a second top-level heading are
 * refused, each with what to write instead, so the body always fits the page's own markup.
 */
export function renderBody(markdown: string, context: BodyContext): RenderedBody {
  const problems: BodyNote[] = [];
  const warnings: BodyNote[] = [];
  const images: string[] = [];
  const sections: PageSection[] = [];
  const slugger = new GithubSlugger();
  const tokens = marked.lexer(markdown);
  let cursor = 0;
  for (const block of tokens) {
    const start = markdown.indexOf(block.raw, cursor);
    const offset = start === -1 ? cursor : start;
    cursor = offset + block.raw.length;
    const blockLine = 1 + (markdown.slice(0, offset).match(/\n/g)?.length ?? 0);
    // A block's raw text may start with the blank lines before it.
    const firstLine = blockLine + (block.raw.match(/^\n*/)?.[0].length ?? 0);
    marked.walkTokens([block], (token: Token) => {
      const line = lineOf(block, token, firstLine);
      const note = (message: string) => problems.push({ line, message });
      const warn = (message: string) => warnings.push({ line, message });
      switch (token.type) {
        case "html":
          note(REFUSED.html);
          break;
        case "del":
          note(REFUSED.del);
          break;
        case "def":
          if ((token as Tokens.Def).tag.startsWith("^")) note(REFUSED.footnote);
          break;
        case "paragraph":
          if (FOOTNOTE.test(token.raw)) note(REFUSED.footnote);
          break;
        case "list_item":
          if ((token as Tokens.ListItem).task) note(REFUSED.task);
          break;
        case "heading": {
          const heading = token as Tokens.Heading;
          if (heading.depth === 1) note(REFUSED.heading);
          if (heading.depth === 2) {
            const text = plainText(heading.tokens);
            const section = { id: slugger.slug(text), text };
            sectionIds.set(token, section.id);
            sections.push(section);
          }
          break;
        }
        case "link":
          checkLink(token as Tokens.Link, context, note, warn);
          break;
        case "image": {
          const image = token as Tokens.Image;
          if (!image.text.trim())
            note(pictureWithoutDescription(image.href));
          const resolved = context.image?.(image.href) ?? {
            problem: `"${image.href}" cannot be shown here`,
          };
          if ("problem" in resolved) note(`picture: ${resolved.problem}`);
          else {
            pictures.set(token, resolved);
            images.push(resolved.stem);
          }
          break;
        }
      }
    });
  }
  if (tokens.every((token) => token.type === "space" || token.type === "def"))
    problems.push({ line: 1, message: "must not be empty" });
  return { html: marked.parser(tokens), sections, problems, warnings, images };
}
