/**
 * Navigation for a save's answer that comes after the page moved on (docs/adr/0029): where the applicant is when it
 * comes, and a way to leave the page shown ahead. Called where it outlives the pages (the dynamic step's route, the
 * classic steps' layout), so it still follows the location once the page sent is gone.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from '#shared/routing/router.tsx';

/** The page a save was sent from, and the page shown ahead of its answer (null while none is). */
export interface SentFrom {
  sentFrom: string;
  ahead: string | null;
}

export interface AnswerNavigation {
  navigate: NavigateFunction;
  /** The location's path now (under the base path); empty once the route that holds this is gone. */
  here: () => string;
  /** To the page after the one sent, before the answer. */
  moveAhead: (target: string) => void;
  /** The same, where something else takes the applicant there (the classic steps' router follows the store). */
  noteAhead: (target: string) => void;
  /**
   * Where the answer sends the applicant. From the page shown ahead, its history entry gives way: back to the page
   * sent is a step back in history, as if the page had never moved on; another page replaces it.
   */
  goTo: (target: string, from: SentFrom) => void;
}

export function useAnswerNavigation(): AnswerNavigation {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname);
  // At the commit that shows the new address: Preact runs plain effects after the next frame (docs/adr/0035), and a
  // save's answer in that frame would read the page before.
  useLayoutEffect(() => {
    here.current = location.pathname;
  }, [location.pathname]);
  // Once the route that holds this is gone (the applicant left the form), no page of it is where they are.
  useEffect(
    () => () => {
      here.current = '';
    },
    [],
  );
  // Noted at once: the answer may come before the page's render does.
  const noteAhead = (target: string) => {
    here.current = target.split('?')[0] ?? target;
  };
  return {
    navigate,
    here: () => here.current,
    moveAhead: (target) => {
      void navigate(target);
      noteAhead(target);
    },
    noteAhead,
    goTo: (target, from) => {
      if (here.current === target) return;
      if (from.ahead === null || here.current !== from.ahead.split('?')[0]) return void navigate(target);
      if (target === from.sentFrom) return void navigate(-1);
      void navigate(target, { replace: true });
    },
  };
}
