/**
 * The app's router (docs/adr/0040-the-apps-own-router.md): the location as state, a history that changes it, and
 * the hooks the screens read it with. A change renders at once, not as a transition (docs/adr/0029).
 */
import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  type HistoryUpdate,
  type NavigationType,
  type RouterHistory,
  type RouterLocation,
} from './history.ts';
import { parsePath, resolvePathname } from './path-match.ts';
import { RouteContext } from './route-context.ts';

interface RouterState extends HistoryUpdate {
  history: RouterHistory;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouterState(hook: string): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error(`${hook} is used outside a router (BrowserRouter or MemoryRouter)`);
  return state;
}

/**
 * Follows a history: its location is this state, changed in the commit a push, a replace or a pop comes in.
 * BrowserRouter and MemoryRouter make their own; a test that moves in history itself gives one.
 */
export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [first] = useState(() => history.current);
  const [update, setUpdate] = useState(first);
  // From the update first shown: a navigation made before the listener (a child's layout effect in the first commit)
  // is handed over at once.
  useLayoutEffect(() => history.listen(setUpdate, first), [history, first]);
  const state = useMemo(() => ({ ...update, history }), [update, history]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

/** The browser's address under `basename` (the base path without its trailing slash; "" for none). */
export function BrowserRouter({ basename = '', children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory(basename));
  return <Router history={history}>{children}</Router>;
}

/** An address kept in memory: tests and the gallery. It starts on the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: readonly string[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): RouterLocation {
  return useRouterState('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouterState('useNavigationType').action;
}

/** The location's query, read only: the app never writes it but through a navigation. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** A move in history: -1 is back. */
  (delta: number): void;
}

/** A path from the route the caller is in ("/x" as it is, "x" and ".." from the route's own path). */
export function useResolvedTo(): (to: string) => string {
  const { pathnameBase } = useContext(RouteContext);
  return (to) => {
    const { pathname, search, hash } = parsePath(to);
    return `${resolvePathname(pathname, pathnameBase)}${search}${hash}`;
  };
}

/** One function for the component's life: an effect that depends on it runs once. */
export function useNavigate(): NavigateFunction {
  const { history } = useRouterState('useNavigate');
  const resolve = useResolvedTo();
  const latest = useRef(resolve);
  useLayoutEffect(() => {
    latest.current = resolve;
  });
  return useMemo(() => {
    function navigate(to: string | number, options: NavigateOptions = {}): void {
      if (typeof to === 'number') return history.go(to);
      const target = latest.current(to);
      if (options.replace) history.replace(target, options.state);
      else history.push(target, options.state);
    }
    return navigate;
  }, [history]);
}

/** The href of an app path for an anchor (its base path added). */
export function useHref(to: string): string {
  const { history } = useRouterState('useHref');
  return history.href(useResolvedTo()(to));
}
