import fc from 'fast-check';
import type { CustomerConsent } from '#contract/customer.ts';
import {
  answersOf,
  consentDefaults,
  consentField,
  consentKey,
  consentsSchema,
  fromCustomerConsent,
  serverFieldOf,
  type ConsentItem,
} from './consent-items.ts';

const item = (id: string, required: boolean, accepted = false): ConsentItem => ({
  id,
  title: id,
  required,
  accepted,
});
const items = [item('mx-general', true), item('a.b', true), item('mx-marketing', false)];

describe('consent keys', () => {
  it.each([
    ['mx-general', 'accepted.mx-general'],
    ['a.b', 'accepted.a~b'],
    ['x:y_z', 'accepted.x:y_z'],
  ])('%s is the field %s', (id, field) => {
    expect(consentField(id)).toBe(field);
  });

  const choiceCode = fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/);

  it('never holds a dot (a path separator) and tells any two ids apart', () => {
    fc.assert(
      fc.property(choiceCode, choiceCode, (first, second) => {
        expect(consentKey(first)).not.toContain('.');
        expect(consentKey(first) === consentKey(second)).toBe(first === second);
      }),
    );
  });
});

describe('answersOf', () => {
  it.each([
    [{ 'mx-general': true, 'a~b': true, 'mx-marketing': false }, [true, true, false]],
    [{ 'mx-general': true, 'a~b': true }, [true, true, false]],
    [{ 'mx-marketing': true, other: true }, [false, false, true]],
  ])('answers every consent shown, in order: %j', (accepted, expected) => {
    expect(answersOf(items, { accepted })).toEqual(
      items.map((consent, index) => ({ id: consent.id, accepted: expected[index] })),
    );
  });

  it('says accepted only for a ticked box', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), (ticks) => {
        const accepted = Object.fromEntries(
          items.map((consent, index) => [consentKey(consent.id), ticks[index] === true]),
        );
        expect(answersOf(items, { accepted }).map((answer) => answer.accepted)).toEqual(ticks);
      }),
    );
  });
});

describe('consentsSchema', () => {
  it.each([
    [{ 'mx-general': true, 'a~b': true, 'mx-marketing': false }, []],
    [{ 'mx-general': false, 'a~b': true, 'mx-marketing': true }, ['accepted.mx-general']],
    [{ 'mx-marketing': true }, ['accepted.mx-general', 'accepted.a~b']],
  ])('for %j refuses %j', (accepted, refused) => {
    const result = consentsSchema(items).safeParse({ accepted });
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(refused);
    if (!result.success)
      expect(result.error.issues.every((issue) => issue.message === 'validation.required.accept')).toBe(true);
  });

  it('passes exactly when every required consent is ticked', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), (ticks) => {
        const accepted = Object.fromEntries(
          items.map((consent, index) => [consentKey(consent.id), ticks[index] === true]),
        );
        const requiredTicked = items.every((consent, index) => !consent.required || ticks[index]);
        expect(consentsSchema(items).safeParse({ accepted }).success).toBe(requiredTicked);
      }),
    );
  });
});

describe('defaults', () => {
  const consent = (accepted: boolean, answeredAt: string | null): CustomerConsent => ({
    id: 'mx-partner',
    title: 'Partner',
    required: false,
    accepted,
    answeredAt,
  });

  it.each([
    [consent(true, '2026-05-01T10:00:00.000Z'), true],
    [consent(false, '2026-05-01T10:00:00.000Z'), false],
    [consent(false, null), false],
    // Accepted without ever being answered is no answer of the applicant's: not ticked for them.
    [consent(true, null), false],
  ])('a partner consent %j starts ticked: %s', (answer, ticked) => {
    expect(consentDefaults([fromCustomerConsent(answer)])).toEqual({ accepted: { 'mx-partner': ticked } });
  });
});

describe('serverFieldOf', () => {
  it.each([
    ['policies', 'policies.0.accepted', 'accepted.mx-general'],
    ['policies', 'policies.1.id', 'accepted.a~b'],
    ['policies', 'policies.2', 'accepted.mx-marketing'],
    ['policies', 'policies.3.accepted', undefined],
    ['policies', 'consents.0.accepted', undefined],
    ['consents', 'consents.2.accepted', 'accepted.mx-marketing'],
    ['consents', 'id', undefined],
  ] as const)('in %s, %s belongs to %s', (list, serverName, field) => {
    expect(serverFieldOf(list, items)(serverName)).toBe(field);
  });
});
