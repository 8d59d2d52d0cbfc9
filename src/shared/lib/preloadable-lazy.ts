/**
 * React's lazy with a preload (Preact's, through its React layer: docs/adr/0035): a component whose code can be
 * fetched before it first renders, and which then renders without suspending. A first render that suspends shows its
 * boundary's fallback first (the spinner before the step; React DOM also held back any boundary revealed within
 * 300 ms of a fallback shown, its fallback throttle: docs/adr/0034).
 */
import { lazy, type ComponentType } from 'react';

interface ComponentModule<P extends object> {
  default: ComponentType<P>;
}

/**
 * The loaded module as lazy reads it in the same render: lazy calls its loader's then() and uses the module at once
 * when the callback has already run (a Promise calls back in a microtask, after the render has suspended).
 */
function alreadyLoaded<M>(module: M): Promise<M> {
  const thenable = {
    then(onFulfilled?: (value: M) => unknown) {
      onFulfilled?.(module);
      return thenable;
    },
  };
  // lazy() is typed for a Promise; it only calls then() with two callbacks, once, and keeps what the first callback
  // was given (Preact's layer; React's lazyInitializer also wrote status and value on the object: a fresh object each
  // time, so those writes were harmless).
  return thenable as unknown as Promise<M>;
}

/**
 * `E`: what else the module holds beside its component (the application page's own preloads): preload hands the
 * module back whole.
 */
export function preloadableLazy<P extends object, E extends object = object>(
  load: () => Promise<ComponentModule<P> & E>,
) {
  let loaded: (ComponentModule<P> & E) | undefined;
  let loading: Promise<ComponentModule<P> & E> | undefined;
  /**
   * Fetches the code once; a first render after it has resolved does not suspend. A load that failed (a chunk lost
   * on a bad link) is asked for again by the next preload or render rather than failing each of them.
   */
  const preload = (): Promise<ComponentModule<P> & E> => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()));
  return { Component, preload };
}
