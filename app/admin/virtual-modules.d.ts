/** The site's pages, read from the content when the editor starts or is built (editor-plugin.server.ts). */
declare module "virtual:site-pages" {
  const pages: import("./cms-config").PageChoice[];
  export default pages;
}
