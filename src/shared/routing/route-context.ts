/** What a rendered route gives the routes and hooks inside it (docs/adr/0040-the-apps-own-router.md). */
import { createContext, type ReactNode } from 'react';
import type { Params } from './path-match.ts';

export interface RouteContextValue {
  /** The parameters of this route and the routes around it. */
  params: Params;
  /** The pathname the route matched (less a splat's part): a nested <Routes> matches what comes after it. */
  pathnameBase: string;
  /** What an <Outlet> in this route's element shows: the child route's element. */
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({
  params: {},
  pathnameBase: '/',
  outlet: null,
});

/** What an <Outlet> was given as `context`, for the child route's useOutletContext. */
export const OutletContext = createContext<unknown>(undefined);
