// @vitest-environment node
import { serverOptionsSchema } from './options.ts';
import { startNotes } from './start-notes.ts';

describe('startNotes', () => {
  it('says when the captcha is off and links die with the process', () => {
    const notes = startNotes(serverOptionsSchema.parse({}));
    expect(notes[0]).toMatch(/^Captcha: off/);
    expect(notes[1]).toMatch(/key made at start/);
    expect(notes[2]).toBe(
      'Limits: 30 creates per 10 min and 300 public calls per min per client; 5 tries per code, one send per 30 s and 5 per hour per lead.',
    );
  });

  it('says when they are on', () => {
    const notes = startNotes(
      serverOptionsSchema.parse({
        captchaSecret: 's',
        signingSecret: 'x'.repeat(32),
        limits: { publicPerMinute: 0 },
      }),
    );
    expect(notes[0]).toMatch(/^Captcha: on/);
    expect(notes[1]).toBe('Links: signed with API_SIGNING_SECRET.');
    expect(notes[2]).toContain('no limit on public calls');
  });
});
