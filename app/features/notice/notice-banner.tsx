import { Link } from "~/components/ui/link";
import type { Notice } from "~/content/types";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * The notice editors switch on for every page (content/notice): its sentence and the page that
 * says more. It shows without JavaScript; with it, a button dismisses it for the rest of the visit
 * in this tab (notice.client.ts).
 */
export function NoticeBanner({ notice }: { notice: Notice }) {
  const { messages } = useI18n();
  return (
    <section
      aria-label={messages.notice.label}
      data-control="notice"
      data-notice-id={notice.id}
      className="notice-banner border-b-4 border-primary bg-muted text-foreground print:hidden"
    >
      <div className="page-container flex flex-wrap items-center justify-between gap-3 py-3">
        <p className="max-w-reading">
          {notice.text}
          {notice.link && notice.linkText && (
            <>
              {" "}
              <Link to={notice.link} className="link font-semibold">
                {notice.linkText}
              </Link>
            </>
          )}
        </p>
        <button type="button" className="needs-js button button--outline">
          {messages.notice.dismiss}
        </button>
      </div>
    </section>
  );
}
