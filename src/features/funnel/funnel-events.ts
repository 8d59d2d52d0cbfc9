/**
 * The funnel's milestones as events (issue 15): the funnel core and the features emit them, the tracking feature
 * (analytics, ad pixels, tag manager, affiliate events) subscribes. Nothing here knows who listens, so the funnel
 * runs the same with no tracker configured, before consent and after a refusal.
 *
 * Properties carry no personal data, with one named exception: `lead_created` and `application_completed` carry the
 * applicant's contact as known then (`contactForHashing`) because the ad pixels identify the applicant by the SHA-256
 * of the email and phone (spec section 5); a form that asks for the email after its first page creates the lead
 * before the contact is known. Only the pixel adapters may read it, and only to hash it; no sink may forward it.
 */
/** The email and phone as typed, for the pixels to hash (never sent as they are). */
export interface ContactForHashing {
  email?: string;
  phoneNumber?: string;
}

const textAt = (record: unknown, key: string): string | undefined => {
  const value: unknown = typeof record === 'object' && record !== null ? Reflect.get(record, key) : undefined;
  return typeof value === 'string' && value ? value : undefined;
};

/** The contact among answers kept under dotted names (`contactDetails.email`), as the forms keep them. */
export function contactInAnswers(answers: unknown): ContactForHashing {
  const email = textAt(answers, 'contactDetails.email');
  const phoneNumber = textAt(answers, 'contactDetails.phoneNumber');
  return { ...(email ? { email } : {}), ...(phoneNumber ? { phoneNumber } : {}) };
}

export type FunnelEvent =
  /** A step of the funnel was shown: its application state and route (never the query string). */
  | { name: 'step_viewed'; state: number; path: string }
  /** The lead exists at the API (spec section 4's Lead event). */
  | {
      name: 'lead_created';
      leadId: string;
      /** The pixel event id the lead carries too (pixelParameters.eventId), for deduplication. */
      eventId: string;
      contactForHashing: ContactForHashing;
    }
  /** The application went to checking (CompleteRegistration). */
  | {
      name: 'application_completed';
      leadId: string;
      contactForHashing?: ContactForHashing;
    }
  /** The lender accepted the application. */
  | { name: 'application_accepted'; leadId: string }
  /** The lender rejected the application (Rejected, to one pixel only). */
  | { name: 'application_rejected'; leadId: string };

export type FunnelEventName = FunnelEvent['name'];
export type FunnelEventListener = (event: FunnelEvent) => void;

const listeners = new Set<FunnelEventListener>();

export const funnelEvents = {
  emit(event: FunnelEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // Tracking must never break the applicant's journey, nor the other listeners.
      }
    }
  },
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: FunnelEventListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
