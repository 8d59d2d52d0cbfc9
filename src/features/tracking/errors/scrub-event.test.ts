import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import fc from 'fast-check';
import { REDACTED } from '../redaction/redact.ts';
import { delimiterArbitrary, personalValueArbitrary } from '../redaction/testing/personal-arbitraries.ts';
import { MAX_TELEMETRY_SAMPLE, scrubBreadcrumb, scrubEvent, truncateSample } from './scrub-event.ts';

const event = (fields: Partial<ErrorEvent>): ErrorEvent => ({ type: undefined, ...fields });

describe('scrubEvent', () => {
  it('removes the user, cookies, headers but the user agent, query strings and request bodies', () => {
    const scrubbed = scrubEvent(
      event({
        user: { id: 'u1', email: 'ana@example.com', ip_address: '10.0.0.1' },
        request: {
          url: 'https://app.example/apply/contact?email=ana@example.com&phone=5512345678#top',
          method: 'GET',
          cookies: { session: 'abc' },
          headers: { 'User-Agent': 'Firefox', Referer: 'https://app.example/?firstName=Ana', Cookie: 'a=b' },
          query_string: 'email=ana@example.com',
          data: { email: 'ana@example.com' },
        },
      }),
    );
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request).toEqual({
      url: 'https://app.example/apply/contact',
      method: 'GET',
      headers: { 'User-Agent': 'Firefox' },
    });
  });

  it.each<[string, Partial<ErrorEvent>, Partial<ErrorEvent>]>([
    ['message', { message: 'No lead for ana@example.com' }, { message: `No lead for ${REDACTED}` }],
    [
      'log entry',
      { logentry: { message: 'Sent to %s', params: ['+52 55 1234 5678'] } },
      { logentry: { message: 'Sent to %s', params: [REDACTED] } },
    ],
    [
      'exception value',
      { exception: { values: [{ type: 'Error', value: 'Invalid phone 5512345678' }] } },
      { exception: { values: [{ type: 'Error', value: `Invalid phone ${REDACTED}` }] } },
    ],
    [
      'extra, by field name and by content',
      {
        extra: {
          details: '{"reason":"x","to":"ana@example.com"}',
          firstName: 'Ana',
          personalCode: 'GOMC900101HDFRRR09',
        },
      },
      {
        extra: { details: `{"reason":"x","to":"${REDACTED}"}`, firstName: REDACTED, personalCode: REDACTED },
      },
    ],
    ['tags', { tags: { leadEmail: 'ana@example.com', step: 3 } }, { tags: { leadEmail: REDACTED, step: 3 } }],
    [
      'contexts but the trace ids',
      {
        contexts: {
          react: { componentStack: 'at Review (phone 5512345678)' },
          applicant: { contactDetails: { email: 'a@b.c' } },
          trace: { trace_id: '12345678901234567890123456789012', span_id: '1234567890123456' },
        },
      },
      {
        contexts: {
          react: { componentStack: `at Review (phone ${REDACTED})` },
          applicant: { contactDetails: { email: REDACTED } },
          trace: { trace_id: '12345678901234567890123456789012', span_id: '1234567890123456' },
        },
      },
    ],
    ['transaction', { transaction: '/continue/abc?email=a@b.c' }, { transaction: '/continue/abc' }],
  ])('redacts the %s', (_where, input, expected) => {
    expect(scrubEvent(event(input))).toEqual(event(expected));
  });

  it('keeps what names our code: stack frames, ids, level, release', () => {
    const frames = [{ filename: 'https://app.example/assets/index-1234567.js', lineno: 1, colno: 12345678 }];
    const input = event({
      event_id: '0123456789abcdef0123456789abcdef',
      level: 'error',
      release: '2026.11.25',
      exception: { values: [{ type: 'TypeError', value: 'x is undefined', stacktrace: { frames } }] },
    });
    expect(scrubEvent(input)).toEqual(input);
  });

  it('cuts a telemetry sample to 1000 characters', () => {
    const scrubbed = scrubEvent(event({ extra: { sample: 'x'.repeat(5000) } }));
    expect(scrubbed.extra?.['sample']).toBe('x'.repeat(MAX_TELEMETRY_SAMPLE));
  });

  it('does not change the event it was given', () => {
    const input = event({ user: { email: 'a@b.c' }, message: 'a@b.c' });
    scrubEvent(input);
    expect(input).toEqual(event({ user: { email: 'a@b.c' }, message: 'a@b.c' }));
  });

  it('leaves no generated e-mail address or phone number anywhere in the event', () => {
    const places = [
      'message',
      'exception',
      'breadcrumb',
      'extra',
      'context',
      'tag',
      'user',
      'request',
    ] as const;
    const place = (where: (typeof places)[number], text: string, value: string): Partial<ErrorEvent> => {
      switch (where) {
        case 'message':
          return { message: text };
        case 'exception':
          return { exception: { values: [{ type: 'Error', value: text }] } };
        case 'breadcrumb':
          return { breadcrumbs: [{ category: 'ui.click', message: text, data: { target: text } }] };
        case 'extra':
          return { extra: { details: text, nested: { list: [text] } } };
        case 'context':
          return { contexts: { applicant: { note: text } } };
        case 'tag':
          return { tags: { note: text } };
        case 'user':
          return { user: { email: value, username: text } };
        case 'request':
          return { request: { url: `https://app.example/step?q=${value}`, data: text, query_string: value } };
      }
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...places),
        fc.string(),
        delimiterArbitrary,
        personalValueArbitrary,
        (where, before, delimiter, value) => {
          const scrubbed = scrubEvent(event(place(where, `${before}${delimiter}${value} end`, value)));
          expect(JSON.stringify(scrubbed)).not.toContain(value);
        },
      ),
    );
  });
});

describe('scrubBreadcrumb', () => {
  it('drops console breadcrumbs', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'Failed to post lead' })).toBeNull();
  });

  it.each<[string, Breadcrumb, Breadcrumb]>([
    [
      'a fetch URL loses its query',
      {
        category: 'fetch',
        data: {
          method: 'GET',
          url: '/api/lookup?personalCode=GOMC900101',
          'http.query': 'personalCode=GOMC900101',
          status_code: 200,
        },
      },
      { category: 'fetch', data: { method: 'GET', url: '/api/lookup', status_code: 200 } },
    ],
    [
      'a navigation loses its queries',
      { category: 'navigation', data: { from: '/?email=a@b.c', to: '/apply/personal?utm_source=x' } },
      { category: 'navigation', data: { from: '/', to: '/apply/personal' } },
    ],
    [
      'a message loses personal text',
      { category: 'ui.input', message: 'input[value="ana@example.com"]' },
      { category: 'ui.input', message: `input[value="${REDACTED}"]` },
    ],
  ])('%s', (_name, breadcrumb, expected) => {
    expect(scrubBreadcrumb(breadcrumb)).toEqual(expected);
  });
});

describe('truncateSample', () => {
  it.each([
    [0, 0],
    [999, 999],
    [1000, 1000],
    [1001, 1000],
    [20_000, 1000],
  ])('a sample of %i characters is sent as %i', (length, sent) => {
    expect(truncateSample('s'.repeat(length))).toHaveLength(sent);
  });

  it('keeps the start of the sample', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (sample) => {
        const cut = truncateSample(sample);
        expect(cut.length).toBeLessThanOrEqual(MAX_TELEMETRY_SAMPLE);
        expect(sample.startsWith(cut)).toBe(true);
      }),
    );
  });
});
