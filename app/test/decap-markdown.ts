// Decap's own Markdown serializers, as its rich-text box uses them: for tests of what that box saves.
// Import it from a jsdom test file; the serializers need a document.

interface Serializers {
  markdownToSlate(markdown: string): unknown;
  slateToMarkdown(document: unknown): string;
}
const { markdownToSlate, slateToMarkdown } = (await import(
  // @ts-expect-error -- Decap's markdown widget publishes no types for its serializers.
  "decap-cms-widget-markdown/dist/esm/serializers/index.js"
)) as Serializers;

/** The Markdown the rich-text box saves after reading `markdown` into its own document. */
export const throughRichText = (markdown: string) => slateToMarkdown(markdownToSlate(markdown));
