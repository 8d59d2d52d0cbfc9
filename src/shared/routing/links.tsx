/**
 * Moving between the app's pages (docs/adr/0040-the-apps-own-router.md): <Navigate> when a page must not be shown
 * (a guard's redirect), <Link> for the applicant's own move. Both take the app's paths, under the base path.
 */
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLocation, useNavigate, useResolvedTo } from './router.tsx';

/**
 * Goes to `to` once rendered, in an effect (after the frame under Preact, docs/adr/0035), as react-router's did:
 * what rendered it shows nothing meanwhile. Replace keeps a refused page out of history.
 */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Replace this page's entry; a link to the page shown replaces it anyway, so history holds it once. */
  replace?: boolean;
}

/** An anchor to an app path: a plain click is a navigation in the page, any other (a new tab) the browser's. */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const resolved = useResolvedTo()(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(resolved, { replace: replace ?? here === resolved });
  };
  return <a {...anchor} href={href} target={target} onClick={follow} />;
}
