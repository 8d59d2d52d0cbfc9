import { datesToIsoStrings, mergeLeadData, parseLeadApplication } from './lead-data.ts';

describe('reading a stored lead back', () => {
  it('keeps every value the contract accepts', () => {
    const lead = {
      id: '6f1c2d4e-0000-4000-8000-000000000001',
      amount: 5000,
      period: 12,
      personalDetails: { firstName: 'Ana', dateOfBirth: '1990-02-03' },
      contactDetails: { email: 'ana@example.com' },
      tags: ['ui'],
    };
    expect(parseLeadApplication(lead)).toEqual(lead);
  });

  it('drops only the values that do not parse, and keys the lead does not have', () => {
    expect(
      parseLeadApplication({
        id: 'not-a-uuid',
        amount: 5000,
        period: 0,
        personalDetails: { firstName: 'Ana', gender: 'unknown' },
        contactDetails: 'not a section',
        secret: 'x',
      }),
    ).toEqual({ amount: 5000, personalDetails: { firstName: 'Ana' } });
  });

  it('turns Dates the storage reviver made back into the ISO strings the lead carries', () => {
    const at = '2026-05-01T09:00:00.000Z';
    expect(parseLeadApplication({ sessionStartedAt: new Date(at) })).toEqual({ sessionStartedAt: at });
    expect(datesToIsoStrings({ list: [new Date(at)], bad: new Date(Number.NaN) })).toEqual({
      list: [at],
      bad: undefined,
    });
  });

  it.each([null, 'text', 42, [1, 2]])('a stored %j is an empty lead', (value) => {
    expect(parseLeadApplication(value)).toEqual({});
  });
});

describe("merging a step's data into the lead", () => {
  it('replaces top-level values and merges sections key by key', () => {
    expect(
      mergeLeadData(
        { amount: 1000, personalDetails: { firstName: 'Ana' }, otherDetails: { loanPurpose: 'car' } },
        { amount: 2000, personalDetails: { lastName: 'Ruiz' }, tags: ['ui'] },
      ),
    ).toEqual({
      amount: 2000,
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      otherDetails: { loanPurpose: 'car' },
      tags: ['ui'],
    });
  });
});
