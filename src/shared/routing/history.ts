/**
 * The history a router follows (docs/adr/0040-the-apps-own-router.md): the browser's, under the base path, or one
 * kept in memory (tests, the gallery). A push or a replace tells its listener at once, as the browser's back and
 * forward do when they come; the location is the path under the base path.
 */
import { joinPaths, parsePath, type PathParts } from './path-match.ts';

/** How the location last changed: a new entry, one replaced, or a move in history (back, forward, a reload). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterLocation extends PathParts {
  /** What the entry was given when it was made (navigate's `state`), null for none. */
  state: unknown;
  /** The entry's own key: "default" for the one the router started on. */
  key: string;
}

export interface HistoryUpdate {
  action: NavigationType;
  location: RouterLocation;
}

export interface RouterHistory {
  readonly current: HistoryUpdate;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** The href of a path under the base path ("/checking" -> "/application-frontend/checking"). */
  href(to: string): string;
  /** Calls `listener` on each change; at once as well when the history has moved since `seen` (the update shown). */
  listen(listener: (update: HistoryUpdate) => void, seen?: HistoryUpdate): () => void;
}

type Listener = (update: HistoryUpdate) => void;

function subscribe(
  listeners: Set<Listener>,
  listener: Listener,
  seen: HistoryUpdate | undefined,
  now: HistoryUpdate,
) {
  listeners.add(listener);
  if (seen && seen !== now) listener(now);
  return () => {
    listeners.delete(listener);
  };
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** What an entry of the browser's history holds for the router: the same shape react-router wrote. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

function entryState(value: unknown): EntryState {
  return typeof value === 'object' && value !== null ? value : {};
}

/** The path under the base path, matched without regard to case; null when the address is outside it. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '' || basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const rest = pathname.slice(basename.length);
  if (rest !== '' && !rest.startsWith('/')) return null;
  return rest === '' ? '/' : rest;
}

/** The browser's history under `basename` (the base path without its trailing slash); null outside it. */
export function createBrowserHistory(basename: string, target: Window = window): RouterHistory {
  const listeners = new Set<Listener>();
  const read = (action: NavigationType): HistoryUpdate => {
    const { pathname, search, hash } = target.location;
    const state = entryState(target.history.state);
    return {
      action,
      location: {
        pathname: stripBasename(pathname, basename) ?? pathname,
        search,
        hash,
        state: state.usr ?? null,
        key: state.key ?? 'default',
      },
    };
  };
  let current = read('POP');
  const notify = (action: NavigationType) => {
    current = read(action);
    for (const listener of listeners) listener(current);
  };
  const href = (to: string) => joinPaths(basename, to);
  const write = (action: 'PUSH' | 'REPLACE', to: string, state: unknown) => {
    const entry: EntryState = { usr: state ?? null, key: newKey() };
    if (action === 'REPLACE') target.history.replaceState(entry, '', href(to));
    else {
      try {
        target.history.pushState(entry, '', href(to));
      } catch {
        // Safari refuses pushState past 100 calls in 30 s: the page loads the address instead (as react-router did).
        target.location.assign(href(to));
        return;
      }
    }
    notify(action);
  };
  target.addEventListener('popstate', () => notify('POP'));
  return {
    get current() {
      return current;
    },
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => target.history.go(delta),
    href,
    listen: (listener, seen) => subscribe(listeners, listener, seen, current),
  };
}

/** A history kept in memory, starting on the last of `entries` (or `initialIndex`). */
export function createMemoryHistory(
  entries: readonly string[] = ['/'],
  initialIndex?: number,
): RouterHistory {
  const stack = entries.map((entry, index) => toLocation(entry, null, index === 0 ? 'default' : newKey()));
  let index = Math.min(Math.max(initialIndex ?? stack.length - 1, 0), stack.length - 1);
  const listeners = new Set<Listener>();
  let current: HistoryUpdate = { action: 'POP', location: stack[index] ?? toLocation('/', null, 'default') };
  const notify = (action: NavigationType) => {
    current = { action, location: stack[index] ?? current.location };
    for (const listener of listeners) listener(current);
  };
  return {
    get current() {
      return current;
    },
    push(to, state) {
      index += 1;
      stack.splice(index, stack.length - index, toLocation(to, state, newKey()));
      notify('PUSH');
    },
    replace(to, state) {
      stack[index] = toLocation(to, state, newKey());
      notify('REPLACE');
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      notify('POP');
    },
    href: (to) => to,
    listen: (listener, seen) => subscribe(listeners, listener, seen, current),
  };
}

function toLocation(path: string, state: unknown, key: string): RouterLocation {
  return { ...parsePath(path), state: state ?? null, key };
}
