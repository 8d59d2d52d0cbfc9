import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { createBrowserHistory, createMemoryHistory } from './history.ts';
import { Link, Navigate } from './links.tsx';
import {
  MemoryRouter,
  Router,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from './router.tsx';
import { Outlet, Route, Routes, useOutletContext, useParams } from './routes.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="where">
      {pathname}
      {search} {useNavigationType()}
    </p>
  );
}

const where = () => screen.getByTestId('where').textContent;

function Token() {
  return <h1>token {useParams().token}</h1>;
}

/** A layout whose own state shows whether it stayed mounted between its child routes. */
function Layout() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        clicked {count}
      </button>
      <Outlet context={`context ${count}`} />
    </>
  );
}

function Child({ name }: { name: string }) {
  return (
    <h1>
      {name} with {useOutletContext<string>()}
    </h1>
  );
}

function Table() {
  return (
    <Routes>
      {/* Written first, yet every static path below wins over it. */}
      <Route path=":stepPath" element={<h1>step</h1>} />
      <Route index element={<h1>index</h1>} />
      <Route path="checking" element={<h1>checking</h1>} />
      <Route path="continue/:token" element={<Token />} />
      <Route element={<Layout />}>
        <Route path="first" element={<Child name="first" />} />
        <Route path="second" element={<Child name="second" />} />
      </Route>
      <Route path="old" element={<Navigate to="/checking?from=old" replace />} />
      <Route path="*" element={<h1>not found</h1>} />
    </Routes>
  );
}

function renderAt(path: string) {
  const history = createMemoryHistory([path]);
  render(
    <Router history={history}>
      <Table />
      <Where />
    </Router>,
  );
  return history;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('Routes: the most specific route of the table, whatever its place', () => {
  it.each([
    ['/', 'index'],
    ['/checking', 'checking'],
    ['/Checking/', 'checking'],
    ['/personal-details', 'step'],
    ['/continue/a%20b', 'token a b'],
    ['/a/b', 'not found'],
    ['/first', 'first with context 0'],
  ])('%s shows %s', (path, shown) => {
    renderAt(path);
    expect(heading()).toBe(shown);
  });

  it('a layout stays mounted between its children, and gives them its outlet context', () => {
    const history = renderAt('/first');
    fireEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    act(() => history.push('/second'));
    expect(heading()).toBe('second with context 1');
    expect(where()).toBe('/second PUSH');
  });

  it('Navigate replaces the page it is rendered on', async () => {
    const history = renderAt('/checking');
    act(() => history.push('/old'));
    expect(await screen.findByText('/checking?from=old REPLACE')).toBeInTheDocument();
    act(() => history.go(-1));
    expect(where()).toBe('/checking POP');
  });

  it('a <Routes> inside a route matches what comes after its path', () => {
    render(
      <MemoryRouter initialEntries={['/docs/page/7']}>
        <Routes>
          <Route
            path="docs/*"
            element={
              <Routes>
                <Route
                  path="page/:n"
                  element={
                    <h1>
                      page <ParamN />
                    </h1>
                  }
                />
              </Routes>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(heading()).toBe('page 7');
  });
});

function ParamN() {
  return <>{useParams().n}</>;
}

describe('navigation', () => {
  it('useNavigate pushes, replaces and goes back; search params are read from the location', () => {
    function Controls() {
      const navigate = useNavigate();
      const search = useSearchParams();
      return (
        <>
          <button type="button" onClick={() => navigate('/checking?from=review')}>
            push
          </button>
          <button type="button" onClick={() => navigate('/first', { replace: true })}>
            replace
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            back
          </button>
          <output>{search.get('from') ?? 'none'}</output>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Controls />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'push' }));
    expect(where()).toBe('/checking?from=review PUSH');
    expect(screen.getByRole('status')).toHaveTextContent('review');
    fireEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(where()).toBe('/first REPLACE');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(where()).toBe('/ POP');
  });

  it('a navigation made in a first layout effect, before the router listens, is shown', () => {
    const history = createMemoryHistory(['/']);
    render(
      <Router history={history}>
        <Where />
        <NavigateInLayoutEffect />
      </Router>,
    );
    expect(where()).toBe('/checking PUSH');
  });
});

/** A child's layout effect runs before the router's own, where it starts listening. */
function NavigateInLayoutEffect() {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate('/checking'), [navigate]);
  return null;
}

describe('Link and the browser history under a base path', () => {
  beforeEach(() => window.history.replaceState(null, '', '/application-frontend/first'));

  it('has the base path in its href; a plain click moves in the page, a modified one is the browser’s', () => {
    const history = createBrowserHistory('/application-frontend');
    render(
      <Router history={history}>
        <Link to="/checking">Go</Link>
        <Where />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/application-frontend/checking');
    expect(where()).toBe('/first POP');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/first POP');
    expect(fireEvent.click(link)).toBe(false);
    expect(where()).toBe('/checking PUSH');
    expect(window.location.pathname).toBe('/application-frontend/checking');
  });

  it('follows the browser’s back (popstate)', () => {
    const history = createBrowserHistory('/application-frontend');
    render(
      <Router history={history}>
        <Where />
      </Router>,
    );
    act(() => history.push('/second'));
    act(() => {
      window.history.replaceState(null, '', '/application-frontend/first?x=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/first?x=1 POP');
  });
});
