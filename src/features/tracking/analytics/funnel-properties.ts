/**
 * What a funnel milestone tells the analytics service (spec section 4, "Funnel tracking events"): its name and the
 * non-personal facts only. Each property is picked by name from the event, so a field added to FunnelEvent later
 * (like `lead_created`'s contact, which is for the pixels' hashing alone) never reaches analytics by accident.
 */
import type { FunnelEvent } from '#features/funnel/funnel-events.ts';
import { withoutQuery } from '../redaction/redact.ts';

export type FunnelEventProperties = Record<string, string | number>;

export const funnelEventName = (event: FunnelEvent): string => `funnel_${event.name}`;

export function funnelEventProperties(event: FunnelEvent): FunnelEventProperties {
  switch (event.name) {
    case 'step_viewed':
      // The route only: a query string may carry prefilled answers and click ids.
      return { state: event.state, path: withoutQuery(event.path) };
    case 'lead_created':
    case 'application_completed':
    case 'application_accepted':
    case 'application_rejected':
      return { leadId: event.leadId };
  }
}
