import type * as React from "react";

type DisclosureButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "type"> & {
  /** The id of what it shows and hides: an element drawn with `hidden`. */
  controls: string;
  /** A press of the pointer anywhere outside the button and its panel closes the panel too. */
  closesOnOutsidePress?: boolean;
};

/**
 * A button that shows and hides another part of the page, telling assistive technology so. It is
 * drawn closed; the `disclosure` control (disclosure.client.ts) makes it work in the browser.
 */
export function DisclosureButton({
  controls,
  closesOnOutsidePress = false,
  ...props
}: DisclosureButtonProps) {
  return (
    <button
      type="button"
      data-control="disclosure"
      data-closes-on-outside-press={closesOnOutsidePress ? "" : undefined}
      aria-expanded={false}
      aria-controls={controls}
      {...props}
    />
  );
}
