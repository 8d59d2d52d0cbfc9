import fc from 'fast-check';
import {
  MAX_REFERENCES,
  referencesFromDraft,
  referencesRequest,
  referencesSchema,
} from './reference-details.ts';

const valid = { name: 'José', phoneNumber: '55 8765 4321', type: 'family' };

describe('reference details', () => {
  it.each([
    [undefined, [{ name: '', phoneNumber: '', type: '' }]],
    [[], [{ name: '', phoneNumber: '', type: '' }]],
    [[valid], [valid]],
    [
      [{ name: 3, phoneNumber: null }, 'x'],
      [
        { name: '', phoneNumber: '', type: '' },
        { name: '', phoneNumber: '', type: '' },
      ],
    ],
  ])('reads the draft %j as %j', (draft, expected) => {
    expect(referencesFromDraft(draft)).toEqual(expected);
  });

  it('reads any stored value as 1 to 3 entries of strings', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const entries = referencesFromDraft(stored);
        expect(entries.length).toBeGreaterThanOrEqual(1);
        expect(entries.length).toBeLessThanOrEqual(MAX_REFERENCES);
        for (const entry of entries) {
          expect(Object.keys(entry).sort()).toEqual(['name', 'phoneNumber', 'type']);
          expect(Object.values(entry).every((value) => typeof value === 'string')).toBe(true);
        }
      }),
    );
  });

  it.each([
    ['+52 55 8765 4321', '5587654321'],
    ['(55) 8765-4321', '5587654321'],
    ['33 1234 5678', '3312345678'],
  ])('sends %j as the national number %s', async (typed, national) => {
    const body = await referencesRequest('lead-1', { references: [{ ...valid, phoneNumber: typed }] }, 'mx');
    expect(body.references[0]?.phoneNumber).toBe(national);
  });

  it.each([
    [undefined, true],
    ['', true],
    ['not a phone', true],
    ['5587654321', false],
    ['+52 (55) 8765-4321', false],
  ])("with the applicant's phone %j, a reference on 55 8765 4321 passes: %s", async (own, passes) => {
    const result = await referencesSchema('mx', own).safeParseAsync({ references: [valid] });
    expect(result.success).toBe(passes);
  });

  it('refuses more references than the lender takes', async () => {
    const four = [1, 2, 3, 4].map((n) => ({ ...valid, phoneNumber: `55 8765 432${n}` }));
    const result = await referencesSchema('mx').safeParseAsync({ references: four });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['references']);
  });
});
