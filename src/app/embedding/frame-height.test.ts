import fc from 'fast-check';
import {
  createHeightReporter,
  FORM_HEIGHT,
  parentTargetOrigin,
  type FormHeightMessage,
} from './frame-height.ts';

describe('frame height reporting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the first height after 100 ms, as a FORM_HEIGHT message', () => {
    const posted: FormHeightMessage[] = [];
    const reporter = createHeightReporter((message) => posted.push(message));
    reporter.observe(640);
    vi.advanceTimersByTime(99);
    expect(posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(posted).toEqual([{ type: FORM_HEIGHT, height: 640 }]);
  });

  it('debounces a burst of changes into one report of the last height', () => {
    const posted: FormHeightMessage[] = [];
    const reporter = createHeightReporter((message) => posted.push(message));
    for (const height of [500, 520, 560, 700]) {
      reporter.observe(height);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(100);
    expect(posted).toEqual([{ type: FORM_HEIGHT, height: 700 }]);
  });

  it.each([
    { next: 650, reported: false },
    { next: 630, reported: false },
    { next: 651, reported: true },
    { next: 629, reported: true },
  ])('after 640, reports $next only when it moved by more than 10 px ($reported)', ({ next, reported }) => {
    const posted: FormHeightMessage[] = [];
    const reporter = createHeightReporter((message) => posted.push(message));
    reporter.observe(640);
    vi.advanceTimersByTime(100);
    reporter.observe(next);
    vi.advanceTimersByTime(100);
    expect(posted.length).toBe(reported ? 2 : 1);
  });

  it('never reports two heights within 10 px of each other in a row (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 40 }), (heights) => {
        const posted: FormHeightMessage[] = [];
        const reporter = createHeightReporter((message) => posted.push(message));
        for (const height of heights) {
          reporter.observe(height);
          vi.advanceTimersByTime(100);
        }
        return posted.every(
          (message, index) => index === 0 || Math.abs(message.height - (posted[index - 1]?.height ?? 0)) > 10,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('parentTargetOrigin', () => {
  it.each([
    { referrer: 'https://partner.example/page?x=1', allowed: [], expected: 'https://partner.example' },
    {
      referrer: 'https://partner.example/page',
      allowed: ['https://partner.example'],
      expected: 'https://partner.example',
    },
    { referrer: 'https://evil.example/', allowed: ['https://partner.example'], expected: null },
    { referrer: '', allowed: [], expected: null },
    { referrer: 'not a url', allowed: [], expected: null },
  ])('$referrer with allowed $allowed -> $expected', ({ referrer, allowed, expected }) => {
    expect(parentTargetOrigin(referrer, allowed)).toBe(expected);
  });
});
