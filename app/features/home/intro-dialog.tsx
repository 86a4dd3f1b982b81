import * as React from "react";
import { IntroFilm } from "~/components/media/intro-film";
import { PlayIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * "Watch Intro" and its modal player of the intro film: a native dialog, with captions; Escape or the
 * close button closes it. The player waits in a `<template>`, so the page loads none of its media
 * unasked: the control (intro-dialog.client.ts) puts it in the dialog as it opens and takes it out
 * as it closes. Without scripts the button is not shown (`needs-js`).
 */
export function IntroDialog({ label }: { label: string }) {
  const { messages } = useI18n();
  const dialogId = React.useId();
  const titleId = React.useId();

  return (
    <div data-control="intro-dialog" className="contents">
      <button
        type="button"
        className="needs-js button button--outline text-white"
        aria-haspopup="dialog"
        aria-controls={dialogId}
      >
        <PlayIcon />
        {label}
      </button>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        className="m-auto w-[min(60rem,calc(100vw-2rem))] rounded-lg border-2 border-border bg-card p-0 text-card-foreground backdrop:bg-black/80"
      >
        <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            {messages.intro.title}
          </h2>
          <button type="button" className="button button--primary" data-close-dialog="">
            {messages.intro.close}
          </button>
        </div>
        <template data-intro-player="">
          <IntroFilm preload="auto" />
        </template>
      </dialog>
    </div>
  );
}
