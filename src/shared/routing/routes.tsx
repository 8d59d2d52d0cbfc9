/**
 * The route table (docs/adr/0040-the-apps-own-router.md): <Routes> picks, of the <Route>s written inside it, the most
 * specific whose path matches the location (path-match.ts), and shows its element; a route with child routes shows
 * the matched child where its element puts an <Outlet>. A <Routes> inside a route's element matches what comes after
 * that route's path. The elements sit at the same place in the tree whichever sibling matched, so a layout (or a
 * route whose element type stays) keeps its state from one path to the next, as under react-router.
 */
import { Children, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { useLocation } from './router.tsx';
import { joinPaths, matchPath, pathSegments, routeScore, type Params, type PathMatch } from './path-match.ts';
import { OutletContext, RouteContext, type RouteContextValue } from './route-context.ts';

export interface RouteProps {
  /** Under the routes around it ("checking", ":stepPath", "*"); none for a layout of its child routes. */
  path?: string;
  /** The route of the path of the routes around it, with nothing after. */
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route to write inside <Routes>: <Routes> reads it, it renders nothing itself. */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  throw new Error('A <Route> is only ever used as a child of <Routes> or of another <Route>.');
}

/** One way through the table: the routes from the outermost to the one matched, and their whole path. */
interface Branch {
  routes: readonly RouteProps[];
  path: string;
  score: number;
}

/** Every route element among `children` (fragments and arrays opened, nothing else allowed). */
function routeElements(children: ReactNode): ReactElement<RouteProps>[] {
  const found: ReactElement<RouteProps>[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      // A fragment's only prop is its children.
      found.push(...routeElements((child.props as { children?: ReactNode }).children));
      return;
    }
    if (child.type !== Route)
      throw new Error('Only <Route> elements may be children of <Routes> or <Route>.');
    // The element's type is Route, whose props are RouteProps.
    found.push(child as ReactElement<RouteProps>);
  });
  return found;
}

/** The table's branches in react-router's order: a route's children before itself, layouts not on their own. */
function branchesOf(children: ReactNode, parents: readonly RouteProps[] = [], parentPath = ''): Branch[] {
  const branches: Branch[] = [];
  for (const { props } of routeElements(children)) {
    const path = joinPaths(parentPath, props.path ?? '');
    const routes = [...parents, props];
    if (props.children !== undefined) branches.push(...branchesOf(props.children, routes, path));
    if (props.path === undefined && !props.index) continue;
    branches.push({ routes, path, score: routeScore(path, props.index === true) });
  }
  return branches;
}

/** Most specific first; among equals, as written (Array.prototype.sort is stable). */
export function rankedBranches(children: ReactNode): Branch[] {
  return branchesOf(children).sort((a, b) => b.score - a.score);
}

/** The pathname the first `routes` of a branch matched, under the parent's: a layout without a path adds nothing. */
function baseOfLevel(
  routes: readonly RouteProps[],
  level: number,
  given: readonly string[],
  parentBase: string,
) {
  const consumed = routes
    .slice(0, level + 1)
    .flatMap((route) => pathSegments(route.path ?? ''))
    .filter((segment) => segment !== '*').length;
  return joinPaths(parentBase, given.slice(0, consumed).join('/'));
}

function renderBranch(branch: Branch, match: PathMatch, parent: RouteContextValue, given: readonly string[]) {
  const params: Params = { ...parent.params, ...match.params };
  const last = branch.routes.length - 1;
  let outlet: ReactNode = null;
  for (let level = last; level >= 0; level--) {
    const route = branch.routes[level];
    const pathnameBase =
      level === last
        ? joinPaths(parent.pathnameBase, match.pathnameBase)
        : baseOfLevel(branch.routes, level, given, parent.pathnameBase);
    outlet = (
      <RouteContext.Provider value={{ params, pathnameBase, outlet }}>
        {route?.element ?? <Outlet />}
      </RouteContext.Provider>
    );
  }
  return outlet;
}

export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const given = pathSegments(pathname).slice(pathSegments(parent.pathnameBase).length);
  const remaining = `/${given.join('/')}`;
  for (const branch of rankedBranches(children)) {
    const match = matchPath(branch.path, remaining);
    if (match) return renderBranch(branch, match, parent, given);
  }
  return null;
}

/** Where a route's element shows its matched child route; `context` is the child's useOutletContext. */
export function Outlet({ context }: { context?: unknown }) {
  const { outlet } = useContext(RouteContext);
  return <OutletContext.Provider value={context}>{outlet}</OutletContext.Provider>;
}

/** What the <Outlet> around this route was given. The caller names its type: the layout that gives it owns it. */
export function useOutletContext<Context>(): Context {
  // The type is the layout's promise to its child routes, as react-router's useOutletContext<T>() took it.
  return useContext(OutletContext) as Context;
}

/** The matched routes' parameters (":token" in "continue/:token" -> params.token). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}
