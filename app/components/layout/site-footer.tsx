import { LanguageLinks } from "~/components/layout/language-links";
import { Link } from "~/components/ui/link";
import { footerColumns } from "~/config/navigation";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { LAY_OUT_AFTER_PAINT_CLASS } from "~/config/constants";

/** The shared footer: four columns of links and the copyright line. */
export function SiteFooter() {
  const { messages } = useI18n();
  return (
    <footer
      className={cn(
        LAY_OUT_AFTER_PAINT_CLASS,
        "border-t-4 border-primary bg-footer text-footer-foreground",
      )}
    >
      <div className="page-container py-8 sm:py-12">
        <div className="grid gap-5 text-sm min-[22rem]:grid-cols-2 sm:gap-8 sm:text-base lg:grid-cols-4">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
              <h2
                id={`footer-${column.heading}`}
                className="mb-2 text-base font-bold sm:mb-3 sm:text-lg"
              >
                {messages.footer[column.heading]}
              </h2>
              <ul className="space-y-1.5 sm:space-y-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="footer-link">
                      {messages.footer.links[link.label]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-6 flex flex-col gap-4 border-t border-footer-border pt-6 text-sm sm:mt-10 md:flex-row md:items-center md:justify-between">
          <p>{messages.footer.copyright}</p>
          <LanguageLinks label={messages.footer.languages} className="footer-languages" />
        </div>
      </div>
    </footer>
  );
}
