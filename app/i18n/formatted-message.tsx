import * as React from "react";
import { useI18n } from "./i18n-provider";
import { formatMessageToParts, type Message } from "./message-format";

interface FormattedMessageProps<A> {
  message: Message<A>;
  values: A;
}

/**
 * A message with elements in it (a link, a date, hidden text): its tags become the elements the
 * caller's functions make, so each language places them where its sentence needs them.
 */
export function FormattedMessage<A>({ message, values }: FormattedMessageProps<A>) {
  const { language } = useI18n();
  // Children passed one by one need no keys; a tag's content arrives as one node.
  const fragment = (nodes: React.ReactNode[]) =>
    React.createElement(React.Fragment, null, ...nodes);
  const given = Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([name, value]) => [
      name,
      typeof value === "function"
        ? (chunks: React.ReactNode[]) =>
            (value as (children: React.ReactNode) => React.ReactNode)(fragment(chunks))
        : value,
    ]),
  ) as A;
  return fragment(formatMessageToParts<A, React.ReactNode>(language, message, given));
}
