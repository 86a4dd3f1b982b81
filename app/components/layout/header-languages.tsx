import { GlobeIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-provider";
import { HEADER_PANELS } from "./header-disclosure";
import { LanguageLinks } from "./language-links";

/** The six language controls in the header, folded into a disclosure that fits any width. */
export function HeaderLanguages() {
  const { language, messages } = useI18n();
  return (
    <details name={HEADER_PANELS} className="header-disclosure relative">
      <summary className="nav-link cursor-pointer gap-1.5 px-2.5">
        <GlobeIcon />
        <span className="sr-only">{messages.header.languages} </span>
        {/* Named where the bar has room: not at 375 px, nor beside the full navigation below 2xl. */}
        <span className="hidden sm:inline xl:hidden 2xl:inline">{language.nativeName}</span>
      </summary>
      {/* Opening just under the bar, it ends at most 0.5rem above the viewport's bottom. */}
      <LanguageLinks
        label={messages.header.languageList}
        className="viewport-panel absolute end-0 top-full mt-2 w-48 [--panel-top:4.5rem] rounded-md border border-nav-border bg-nav p-2 shadow-xl"
        listClassName="flex flex-col"
        linkClassName="block rounded-sm px-3 py-2"
      />
    </details>
  );
}
