import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileMessage } from "./compile-messages.server";
import { FormattedMessage } from "./formatted-message";
import { I18nProvider } from "./i18n-provider";
import { languageByCode } from "./languages";
import type { Message } from "./message-format";
import { englishI18n } from "~/test/i18n";

const message = <A,>(source: string) => compileMessage(source) as Message<A>;

afterEach(() => vi.restoreAllMocks());

describe("FormattedMessage", () => {
  it("renders tags as the caller's elements and element values in place, without key warnings", () => {
    const errors = vi.spyOn(console, "error");
    const { container } = render(
      <I18nProvider value={{ ...englishI18n, language: languageByCode("fr") }}>
        <p>
          <FormattedMessage
            message={message("Publié le {date}\u00A0: <link>{n} vues</link>")}
            values={{
              date: <time dateTime="2025-11-12">12 novembre 2025</time>,
              n: 1500,
              link: (text: React.ReactNode) => <a href="/video">{text}</a>,
            }}
          />
        </p>
      </I18nProvider>,
    );
    expect(container.querySelector("p")?.innerHTML).toBe(
      'Publié le <time datetime="2025-11-12">12 novembre 2025</time>&nbsp;: <a href="/video">1\u202F500 vues</a>',
    );
    expect(screen.getByRole("link", { name: /vues/ })).toHaveAttribute("href", "/video");
    expect(errors).not.toHaveBeenCalled();
  });
});
