import * as React from "react";
import { useEscapeKey } from "./use-escape-key";

/**
 * The state of a button that shows and hides a panel (see DisclosureButton): Escape closes the
 * panel and puts focus back on the button. `panelId` names the panel; one is made when omitted.
 */
export function useDisclosure(panelId?: string) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const generatedId = React.useId();
  const controls = panelId ?? generatedId;

  const close = React.useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEscapeKey(open, () => close(true));

  return {
    open,
    setOpen,
    close,
    panelId: controls,
    buttonRef,
    /** The props of the DisclosureButton that toggles the panel. */
    button: { ref: buttonRef, open, controls, onToggle: () => setOpen((value) => !value) },
  };
}
