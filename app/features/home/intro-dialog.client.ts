import { start as startFilm } from "~/components/media/intro-film.client";

/**
 * "Watch Intro" (intro-dialog.tsx): opens the modal player, with the film from its template, and
 * plays it, pausing any other film of the page (the hero's); closing it (Escape, the close button)
 * pauses the film, takes the player out, and returns the focus to the button.
 */
export function start(element: HTMLElement): () => void {
  const opener = element.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
  const dialog = element.querySelector("dialog");
  const template = dialog?.querySelector<HTMLTemplateElement>("template[data-intro-player]");
  const closer = dialog?.querySelector<HTMLButtonElement>("button[data-close-dialog]");
  if (!opener || !dialog || !template || !closer) return () => undefined;
  let player: Node[] = [];
  let stopFilm: () => void = () => undefined;

  const open = () => {
    if (dialog.open) return;
    for (const film of document.querySelectorAll("video")) film.pause();
    player = Array.from(template.content.cloneNode(true).childNodes);
    template.before(...player);
    const film = dialog.querySelector("video");
    if (film) stopFilm = startFilm(film);
    dialog.showModal();
    void Promise.resolve(film?.play()).catch(() => undefined);
  };

  const close = () => dialog.close();

  const takeOut = () => {
    stopFilm();
    stopFilm = () => undefined;
    for (const node of player) node.parentNode?.removeChild(node);
    player = [];
  };

  const closed = () => {
    for (const film of dialog.querySelectorAll("video")) film.pause();
    takeOut();
    opener.focus();
  };

  opener.addEventListener("click", open);
  closer.addEventListener("click", close);
  dialog.addEventListener("close", closed);
  return () => {
    opener.removeEventListener("click", open);
    closer.removeEventListener("click", close);
    dialog.removeEventListener("close", closed);
    if (dialog.open) dialog.close();
    takeOut();
  };
}
