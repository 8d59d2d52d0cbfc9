// @vitest-environment happy-dom
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import { bootAttribution } from '#features/attribution/boot.ts';
import { createDynamicFormState, saveApplicationData } from '../form-model/state.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import {
  attributionFields,
  collectSubmission,
  leadAnswers,
  leadBody,
  REAPPLICATION_TAG,
  toNestedPayload,
} from './lead-body.ts';

const SESSION_ID = '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f';

function landing(query: string) {
  return bootAttribution({
    url: `https://apply.test/application-frontend/${query}`,
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    storage: memorySafeStorage().storage,
    randomUUID: () => SESSION_ID,
  });
}

describe("the landing's part of a lead body", () => {
  it('carries the session and the affiliate reference of the landing', () => {
    const fields = attributionFields(landing('?refName=partner&refTransactionId=tx-1'));
    expect(fields).toMatchObject({
      sessionId: SESSION_ID,
      sessionStartedAt: '2026-05-01T10:00:00.000Z',
      affiliateReferenceParams: { attribute: 'partner', transactionId: 'tx-1' },
    });
  });

  it.each([
    ['no tier, no UTM values', '', { leadSource: 'web', sellingTierGlobalId: undefined, utm: undefined }],
    [
      'a tier and every UTM value',
      '?sellingTierGlobalId=gold&utm_source=google&utm_medium=cpc&utm_campaign=brand&utm_content=ad&utm_term=loan',
      {
        leadSource: 'web',
        sellingTierGlobalId: 'gold',
        utm: {
          firstTouch: { source: 'google', medium: 'cpc', campaign: 'brand', content: 'ad', term: 'loan' },
          lastTouch: { source: 'google', medium: 'cpc', campaign: 'brand', content: 'ad', term: 'loan' },
        },
      },
    ],
    [
      'one UTM value',
      '?utm_campaign=spring',
      { leadSource: 'web', utm: { firstTouch: { campaign: 'spring' }, lastTouch: { campaign: 'spring' } } },
    ],
  ])(
    'issue 19: carries the selling tier, the UTM touches and the lead source (%s)',
    (_case, query, expected) => {
      expect(attributionFields(landing(query))).toMatchObject(expected);
    },
  );

  it.each([
    ['a first application', false, ['application-frontend']],
    ['a re-application in the same session', true, ['application-frontend', REAPPLICATION_TAG]],
  ])('issue 19: tags %s', (_case, reapplying, tags) => {
    expect(
      leadBody({ lead: {}, attribution: landing(''), previouslyRedirected: false, reapplying }).tags,
    ).toEqual(tags);
  });

  const firstTime = { isLeadPrefilled: false, leadPrefilledFields: [] };
  const prefilled = { isLeadPrefilled: true, leadPrefilledFields: ['firstName'] };
  it.each([
    ['a first application', '', false, firstTime],
    ['a re-application after a partner redirect', '', true, { ...firstTime, leadPreviouslyRedirected: true }],
    ['a prefilled first application', '?firstName=Ana', false, prefilled],
    ['a prefilled re-application', '?firstName=Ana', true, { ...prefilled, leadPreviouslyRedirected: true }],
  ])('marks %s in posthogParameters', (_case, query, previouslyRedirected, expected) => {
    expect(attributionFields(landing(query), previouslyRedirected).posthogParameters).toEqual(expected);
  });
});

describe('collectSubmission', () => {
  it('does not submit answers from pages the configuration no longer includes', () => {
    let state = createDynamicFormState(mxPrestaluzConfig);
    state = saveApplicationData(state, 'housing-tenure', { 'otherDetails.housingTenure': 'rent' });
    state = saveApplicationData(state, 'rent-amount', { 'expenses.rentAmount': 4500 });
    expect(collectSubmission(state.pages, state.answers)['expenses.rentAmount']).toBe(4500);

    state = saveApplicationData(state, 'housing-tenure', { 'otherDetails.housingTenure': 'own' });
    const submission = collectSubmission(state.pages, state.answers);
    expect(submission).not.toHaveProperty('expenses.rentAmount');
    expect(submission['otherDetails.housingTenure']).toBe('own');
    // The draft keeps the answer, so switching back does not lose what was typed.
    expect(state.answers['expenses.rentAmount']).toBe(4500);
  });

  it('leaves out data points with no answer', () => {
    const state = createDynamicFormState(mxPrestaluzConfig, { amount: 10000 });
    expect(collectSubmission(state.pages, state.answers)).toEqual({ amount: 10000 });
  });
});

describe('toNestedPayload', () => {
  it('nests dotted names under their group and keeps top-level ones', () => {
    expect(
      toNestedPayload({
        amount: 10000,
        'personalDetails.firstName': 'Ana',
        'personalDetails.lastName': 'López',
        'expenses.rentAmount': 4500,
      }),
    ).toEqual({
      amount: 10000,
      personalDetails: { firstName: 'Ana', lastName: 'López' },
      expenses: { rentAmount: 4500 },
    });
  });
});

describe('leadAnswers', () => {
  const loan = createDynamicFormState(mxPrestaluzConfig, {
    'otherDetails.loanPurpose': 'education',
    amount: 12000,
    period: 6,
  });

  it('reads the answers through the contract, the period with its scale', () => {
    expect(leadAnswers(loan.pages.slice(0, 1), loan.answers, 'days')).toEqual({
      ok: true,
      lead: { amount: 12000, period: 6, periodScale: 'days', otherDetails: { loanPurpose: 'education' } },
    });
  });

  it.each([
    ['amount', -5, 'amount'],
    ['contactDetails.email', 'not an email', 'contactDetails.email'],
    ['personalDetails.dateOfBirth', '31/12/1990', 'personalDetails.dateOfBirth'],
  ] as const)('refuses %s = %j at its dotted field, with a message key', (name, value, fieldName) => {
    const state = saveApplicationData(loan, 'loan-details', { [name]: value });
    expect(leadAnswers(state.pages, state.answers, 'months')).toEqual({
      ok: false,
      fieldErrors: [{ fieldName, message: 'validation.invalid' }],
    });
  });
});

describe('leadBody', () => {
  const attribution = landing('');
  it('adds the accepted policies only when there are some', () => {
    const lead = { amount: 1000 };
    expect(leadBody({ lead, attribution, previouslyRedirected: false, policies: [] })).not.toHaveProperty(
      'policies',
    );
    expect(
      leadBody({
        lead,
        attribution,
        previouslyRedirected: false,
        policies: [{ id: 'privacy', accepted: true }],
      }),
    ).toMatchObject({ amount: 1000, sessionId: SESSION_ID, policies: [{ id: 'privacy', accepted: true }] });
  });
});
