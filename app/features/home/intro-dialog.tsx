import * as React from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { IntroFilm } from "~/components/media/intro-film";

interface IntroDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The modal player of the intro film: native dialog, captions, Escape or the close button closes it.
 * The player and its media exist only while the dialog is open: the page never loads them unasked.
 */
export function IntroDialog({ open, onClose }: IntroDialogProps) {
  const { messages } = useI18n();
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      videoRef.current?.play().catch(() => undefined);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => {
        videoRef.current?.pause();
        onClose();
      }}
      className="m-auto w-[min(60rem,calc(100vw-2rem))] rounded-lg border-2 border-border bg-card p-0 text-card-foreground backdrop:bg-black/80"
    >
      <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {messages.intro.title}
        </h2>
        <button type="button" className="button button--primary" onClick={onClose}>
          {messages.intro.close}
        </button>
      </div>
      {open && <IntroFilm ref={videoRef} />}
    </dialog>
  );
}
