import * as React from "react";

/**
 * A part of a prerendered page whose code loads lazily (`React.lazy`). The page paints from its
 * HTML at once; React keeps that HTML in place until the part's chunk arrives, then hydrates it, so
 * the first load carries only the framework and the page's skeleton. Clicks made meanwhile are
 * replayed once the part is hydrated.
 */
export function Island({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/**
 * A page's view as an island: `load` imports the view's own chunk, which the page fetches once it
 * has painted from its prerendered HTML.
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
): React.ComponentType<Props> {
  const View = React.lazy(async () => ({ default: await load() }));
  return function LazyIsland(props: Props) {
    return (
      <Island>
        <View {...props} />
      </Island>
    );
  };
}
