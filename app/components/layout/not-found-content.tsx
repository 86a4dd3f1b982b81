import { Link } from "~/components/ui/link";
import { PageHeading } from "~/components/ui/page-heading";
import { paths } from "~/config/paths";
import { useI18n } from "~/i18n/i18n-provider";

/** A page not written in the visitor's language: its English address, and the words for it. */
export interface Untranslated {
  englishPath: string;
  text: string;
  english: string;
  /** The languages the page exists in, each named in its own script. */
  available: {
    label: string;
    languages: readonly { href: string; label: string; lang: string; dir: "ltr" | "rtl" }[];
  };
}

/**
 * What an unknown address shows, with ways back; for a page not written in the visitor's language
 * (`untranslated`, whose words come with that page alone), the way to it in English first.
 */
export function NotFoundContent({ untranslated }: { untranslated?: Untranslated }) {
  const { messages } = useI18n();
  return (
    <PageHeading
      eyebrow="404"
      title={messages.notFound.title}
      lead={untranslated ? untranslated.text : messages.notFound.text}
    >
      {untranslated && untranslated.available.languages.length > 0 && (
        <nav aria-label={untranslated.available.label} className="mt-6">
          <p className="font-semibold">{untranslated.available.label}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {untranslated.available.languages.map(({ href, label, lang, dir }) => (
              <li key={lang}>
                <a
                  href={href}
                  lang={lang}
                  hrefLang={lang}
                  dir={dir}
                  className="link inline-flex min-h-11 items-center"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className="mt-8 flex flex-wrap gap-4">
        {untranslated && (
          <li>
            <a href={untranslated.englishPath} hrefLang="en" className="button button--primary">
              {untranslated.english}
            </a>
          </li>
        )}
        <li>
          <Link
            to={paths.home}
            className={untranslated ? "button button--outline" : "button button--primary"}
          >
            {messages.notFound.home}
          </Link>
        </li>
        <li>
          <Link to={paths.siteIndex} className="button button--outline">
            {messages.notFound.index}
          </Link>
        </li>
      </ul>
    </PageHeading>
  );
}
