// React.lazy with a preload that makes the component render at once once its
// code is here. The browser preloads the address's page before hydrating the
// server's HTML (main.tsx), so hydration runs through the whole page in one
// pass instead of stopping at every lazy boundary and coming back later.
import { createElement, lazy, type ComponentType } from "react";

export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // A failed load is asked again next time (a flaky network), as React.lazy's own retry would.
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Switching from Lazy to the loaded component only ever happens while Lazy is suspended, so nothing mounted is lost.
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload });
}
