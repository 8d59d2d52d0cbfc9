/**
 * The funnel's milestones (funnel-events.ts) as the progress store moves: going to checking completes the
 * application (CompleteRegistration), an accepted or redirected outcome is an acceptance, the rejected page a
 * rejection; each route shown is a step view. Only transitions count: a reload of the rejected page restores the
 * store at its last state and announces nothing again.
 */
import { useEffect } from 'react';
import { useLocation } from '#shared/routing/router.tsx';
import { contactInAnswers, funnelEvents, type ContactForHashing, type FunnelEvent } from './funnel-events.ts';
import type { LeadApplication } from './lead-data.ts';
import { includesState, targetState, type ProgressState } from './progress.ts';
import type { ProgressStore } from './progress-store.ts';
import { CHECKING_STATE, normalisePath } from './states.ts';

/** Outcome states by the milestone they are (states.ts: 10 accepted, 12 redirected to a partner, 13 rejected). */
const MILESTONE_STATES: readonly [
  number,
  'application_completed' | 'application_accepted' | 'application_rejected',
][] = [
  [CHECKING_STATE, 'application_completed'],
  [10, 'application_accepted'],
  [12, 'application_accepted'],
  [13, 'application_rejected'],
];

/** The milestones reached by going from one progress to the next, for the lead (none without a lead). */
export function milestonesBetween(
  previous: ProgressState,
  next: ProgressState,
  leadId: string | null,
  contact: ContactForHashing = {},
): FunnelEvent[] {
  if (!leadId) return [];
  const reached = MILESTONE_STATES.filter(
    ([state]) => includesState(next, state) && !includesState(previous, state),
  ).map(([, name]) => name);
  return [...new Set(reached)].map((name) =>
    name === 'application_completed' ? { name, leadId, contactForHashing: contact } : { name, leadId },
  );
}

/**
 * The contact the application holds, for the pixels' hashed identify step only (funnel-events.ts): a classic form
 * keeps it in the lead's contactDetails, a v3 form in its pages' answers under dotted names.
 */
export function contactOf(application: LeadApplication, dynamicPages: unknown): ContactForHashing {
  const answers: unknown =
    typeof dynamicPages === 'object' && dynamicPages !== null
      ? Reflect.get(dynamicPages, 'answers')
      : undefined;
  const typed = contactInAnswers(answers);
  const email = application.contactDetails?.email ?? typed.email;
  const phoneNumber = application.contactDetails?.phoneNumber ?? typed.phoneNumber;
  return { ...(email ? { email } : {}), ...(phoneNumber ? { phoneNumber } : {}) };
}

/** Announces the milestones and step views of the application page's store (call once, under the router). */
export function useFunnelMilestones(store: ProgressStore): void {
  const { pathname } = useLocation();
  useEffect(() => {
    funnelEvents.emit({
      name: 'step_viewed',
      state: targetState(store.getState().progressState),
      path: normalisePath(pathname),
    });
  }, [store, pathname]);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.progressState === previous.progressState) return;
        const contact = contactOf(state.application, state.dynamicPages);
        for (const event of milestonesBetween(
          previous.progressState,
          state.progressState,
          state.leadId,
          contact,
        ))
          funnelEvents.emit(event);
      }),
    [store],
  );
}
