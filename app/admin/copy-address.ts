/**
 * The media library's Copy button copies a photo's place in the repository
 * ("public/images/uploads/solar.jpg"), which the build refuses in a page: a page names the photo by
 * its site address ("/images/uploads/solar.jpg"). Decap offers no setting for what it copies; the
 * editor's page copies the site address instead, through the clipboard Decap writes to.
 */
export function copySiteAddresses(
  clipboard: Pick<Clipboard, "writeText">,
  /** The media folder's path in the repository ("public/images/uploads") and on the site. */
  media: { folder: string; sitePath: string },
): void {
  const writeText = clipboard.writeText.bind(clipboard);
  clipboard.writeText = (text: string) =>
    writeText(
      text.startsWith(`${media.folder}/`)
        ? `${media.sitePath}${text.slice(media.folder.length)}`
        : text,
    );
}
