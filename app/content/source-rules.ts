/**
 * What a source of a fact may be: the closed list of what a source confirms, the hosts of the
 * United Nations system that every document and observance must cite at least once, and the
 * addresses that are never a source (raw IP addresses, search or book-viewer queries, closed sites).
 * The schema reads the vocabulary; the source check (sources.unit.test.ts) reads the rest.
 */

/** What one source confirms about the item it is cited for. */
export const SOURCE_CONFIRMS = [
  "symbol",
  "title",
  "date",
  "organ",
  "sponsor",
  "vote",
  "place",
  "entry-into-force",
  "figure",
  "text",
  // A State's name as the organization writes it in a language.
  "name",
  "observance",
] as const;

export type SourceConfirms = (typeof SOURCE_CONFIRMS)[number];

/**
 * The United Nations system on the web: the Organization (un.org and its subdomains, such as
 * press.un.org, docs.un.org, digitallibrary.un.org, legal.un.org, treaties.un.org), its document
 * addresses, and its funds, programmes, specialized agencies and related bodies. A host matches
 * itself and its subdomains.
 */
export const UN_SYSTEM_HOSTS = [
  // The Organization, its documents and its courts and tribunals.
  "un.org",
  "undocs.org",
  "uncitral.un.org",
  "icj-cij.org",
  "unmeetings.org",
  "ungeneva.org",
  "unog.ch",
  "unov.org",
  "unvienna.org",
  // The Regional Information Centre for Western Europe, and its archive.
  "unric.org",
  "un-ilibrary.org",
  "unu.edu",
  "unitar.org",
  "unssc.org",
  // United Nations country team sites whose addresses are not under un.org.
  "un.org.za",
  "un.org.ir",
  // Funds and programmes.
  "undp.org",
  "unep.org",
  "unfpa.org",
  "unhabitat.org",
  "unicef.org",
  "unodc.org",
  "unrwa.org",
  "unwomen.org",
  "wfp.org",
  "unctad.org",
  "unhcr.org",
  // UNHCR's legal and policy database.
  "refworld.org",
  "ohchr.org",
  // The Office of the High Commissioner's former address, still cited for its document database.
  "unhchr.ch",
  "unaids.org",
  "unv.org",
  "unops.org",
  "uncdf.org",
  "undrr.org",
  // Regional commissions and departments with their own addresses.
  "unescwa.org",
  "uneca.org",
  "unescap.org",
  "unece.org",
  "cepal.org",
  "undesadspd.org",
  // The office of the Special Representative of the Secretary-General on Violence against Children.
  "srsg.violenceagainstchildren.org",
  // Specialized agencies and related organizations.
  "unesco.org",
  // UNESCO's Intergovernmental Oceanographic Commission.
  "iocunesco.org",
  "who.int",
  "ilo.org",
  "fao.org",
  "iaea.org",
  "itu.int",
  "wipo.int",
  "wmo.int",
  "ifad.org",
  "unido.org",
  "imo.org",
  "icao.int",
  "upu.int",
  "untourism.int",
  "unwto.org",
  "worldbank.org",
  "imf.org",
  "wto.org",
  "iom.int",
  "opcw.org",
  "ctbto.org",
  // Convention secretariats the Organization administers.
  "unfccc.int",
  "cbd.int",
  "unccd.int",
  "ozone.unep.org",
  "basel.int",
] as const;

/** Sites that are closed or that serve copies of others' files: never a source. */
export const CLOSED_SITES = ["docstoc.com"] as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return "";
  }
};

const isHostOrBelow = (host: string, domain: string) =>
  host === domain || host.endsWith(`.${domain}`);

/** Whether an address is a page of the United Nations system. */
export function isUnSystem(url: string): boolean {
  const host = hostOf(url);
  return UN_SYSTEM_HOSTS.some((domain) => isHostOrBelow(host, domain));
}

/** Why an address can never be a source, or undefined when it can be one. */
export function refusedSource(url: string): string | undefined {
  const host = hostOf(url);
  if (!host) return "is not a web address";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith("["))
    return "is a raw IP address: cite the site's name";
  if (isHostOrBelow(host, "books.google.com") || /^books\.google\./.test(host))
    return "is a book-viewer query: cite the publisher's or the organization's page";
  if (/[?&]q=/.test(url) || /\/search\?|[?&](query|search)=/i.test(url))
    return "is a search query: cite the page the search found";
  if (CLOSED_SITES.some((site) => isHostOrBelow(host, site)))
    return "is a closed site: cite the organization's own copy";
  return undefined;
}
