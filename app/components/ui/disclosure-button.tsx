import type * as React from "react";

type DisclosureButtonProps = Omit<React.ComponentProps<"button">, "onClick" | "type"> & {
  /** Whether what the button shows is open. */
  open: boolean;
  /** The id of what it shows and hides. */
  controls: string;
  onToggle: () => void;
};

/** A button that shows and hides another part of the page, telling assistive technology so. */
export function DisclosureButton({ open, controls, onToggle, ...props }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      {...props}
    />
  );
}
