import { vi } from "vitest";

type Listener = (event: MediaQueryListEvent) => void;

export interface MatchMediaController {
  /** Whether the dark-scheme query currently matches. */
  readonly matches: boolean;
  /** Changes the preference and fires `change` on every list created for any query. */
  setMatches: (matches: boolean) => void;
  /** How many `change` listeners are currently attached. */
  listenerCount: () => number;
  /** Every query string passed to `window.matchMedia`. */
  queries: string[];
  restore: () => void;
}

/**
 * Installs a controllable `window.matchMedia` (jsdom has none). Every query matches the same
 * boolean, which is enough for the `(prefers-color-scheme: dark)` query the site uses.
 */
export function installMatchMedia(initial: boolean): MatchMediaController {
  let matches = initial;
  const listeners = new Set<Listener>();
  const queries: string[] = [];
  const had = Object.prototype.hasOwnProperty.call(window, "matchMedia");
  const previous = (window as { matchMedia?: typeof window.matchMedia }).matchMedia;

  const matchMedia = vi.fn((query: string): MediaQueryList => {
    queries.push(query);
    const list = {
      media: query,
      get matches() {
        return matches;
      },
      onchange: null,
      addEventListener: (type: string, listener: Listener) => {
        if (type === "change") listeners.add(listener);
      },
      removeEventListener: (type: string, listener: Listener) => {
        if (type === "change") listeners.delete(listener);
      },
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  });

  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: matchMedia,
  });

  return {
    get matches() {
      return matches;
    },
    setMatches(next: boolean) {
      matches = next;
      for (const listener of [...listeners]) {
        listener({ matches: next, media: "(prefers-color-scheme: dark)" } as MediaQueryListEvent);
      }
    },
    listenerCount: () => listeners.size,
    queries,
    restore() {
      if (had) {
        Object.defineProperty(window, "matchMedia", {
          configurable: true,
          writable: true,
          value: previous,
        });
      } else {
        delete (window as { matchMedia?: unknown }).matchMedia;
      }
    },
  };
}

/** A Storage whose every method throws, as in a browser that blocks storage. */
export function throwingStorage(name = "SecurityError"): Storage {
  const fail = () => {
    throw new DOMException("blocked", name);
  };
  return {
    get length() {
      return fail();
    },
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

type StorageName = "localStorage" | "sessionStorage";

/** Replaces `window[name]`; call the returned function to restore the original. */
export function replaceStorage(
  name: StorageName,
  replacement: { value: Storage | undefined } | { getterThrows: true },
): () => void {
  const original = Object.getOwnPropertyDescriptor(window, name);
  if ("getterThrows" in replacement) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
  } else {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        return replacement.value;
      },
    });
  }
  return () => {
    if (original) Object.defineProperty(window, name, original);
    else Reflect.deleteProperty(window, name);
  };
}
