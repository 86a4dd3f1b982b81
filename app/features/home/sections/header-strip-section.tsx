import { Link } from "~/components/ui/link";
import { useHomeMessages } from "../home-messages";
import { LanguageLinks } from "~/components/layout/language-links";
import { homeLinks } from "../home-links";

const STRIP_LINKS = [
  { label: "aboutUs", href: homeLinks.aboutUs },
  { label: "ourWork", href: homeLinks.ourWork },
  { label: "eventsNews", href: homeLinks.eventsNews },
  { label: "getInvolved", href: homeLinks.getInvolved },
] as const;

/**
 * Section 1: quick links and the six language controls. A phone's header already holds both (the
 * menu and the language panel), so the strip starts at a tablet's width.
 */
export function HeaderStripSection() {
  const homeMessages = useHomeMessages();
  const strip = homeMessages.strip;
  return (
    <div className="hidden border-b border-border bg-muted md:block">
      {/* The end padding keeps the strip clear of the floating theme button. */}
      <div className="page-container">
        <div className="flex flex-col gap-2 py-2 pe-12 text-sm md:flex-row md:items-center md:justify-between">
          <nav aria-label={strip.label}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {STRIP_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="link inline-block py-1 font-semibold">
                    {strip[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageLinks label={strip.languages} />
        </div>
      </div>
    </div>
  );
}
