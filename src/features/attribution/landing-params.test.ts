import { emptyLandingParams, parseLandingParams } from './landing-params.ts';
import { UUID_A } from './test-support.ts';

const BASE = 'https://apply.example.mx/application-frontend/';
const url = (query: string) => `${BASE}?${query}`;

describe('spec 2: landing-URL query parameters are read once into typed data', () => {
  it('reads every parameter of the list', () => {
    const query = new URLSearchParams({
      refName: 'aff',
      refSubId: 'sub',
      refTransactionId: 'tx',
      amount: '5000',
      period: '12',
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phoneNumber: '5512345678',
      sellingTierGlobalId: 'tier-1',
      fbclid: 'FB1',
      ttclid: 'TT1',
      gclid: 'G1',
      gclsrc: 'aw.ds',
      gbraid: 'GB1',
      wbraid: 'WB1',
      utm_medium: 'cpc',
      utm_source: 'google',
      utm_campaign: 'spring',
      utm_content: 'banner',
      utm_term: 'loan',
      sessionId: UUID_A,
    });
    expect(parseLandingParams(url(query.toString()))).toEqual({
      affiliate: { refName: 'aff', refSubId: 'sub', refTransactionId: 'tx' },
      amount: 5000,
      period: 12,
      prefill: { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phoneNumber: '5512345678' },
      prefillLead: {
        personalDetails: { firstName: 'Ana', lastName: 'Lopez' },
        contactDetails: { email: 'ana@example.com', phoneNumber: '5512345678' },
      },
      posthogParameters: {
        isLeadPrefilled: true,
        leadPrefilledFields: ['firstName', 'lastName', 'email', 'phoneNumber'],
      },
      sellingTierGlobalId: 'tier-1',
      fbclid: 'FB1',
      ttclid: 'TT1',
      adClick: { gclid: 'G1', gclsrc: 'aw.ds', gbraid: 'GB1', wbraid: 'WB1' },
      utm: { medium: 'cpc', source: 'google', campaign: 'spring', content: 'banner', term: 'loan' },
      sessionId: UUID_A,
    });
  });

  it('a URL without parameters is empty landing data', () => {
    expect(parseLandingParams(BASE)).toEqual(emptyLandingParams());
  });

  it.each([
    ['undefined', undefined],
    ['not a URL', 'not a url'],
  ])('an unreadable URL (%s) is no URL data', (_name, input) => {
    expect(parseLandingParams(input)).toBeUndefined();
  });

  it.each([
    ['empty value', 'refName=', undefined],
    ['blank value', 'refName=%20%20', undefined],
    ['trimmed', 'refName=%20aff%20', 'aff'],
    ['first of repeated values', 'refName=a&refName=b', 'a'],
  ])('values: %s', (_name, query, expected) => {
    expect(parseLandingParams(url(query))?.affiliate.refName).toBe(expected);
  });
});

describe('spec 5: URL amount and period are converted to numbers', () => {
  it.each([
    ['amount=5000', 'amount', 5000],
    ['amount=1500.5', 'amount', 1500.5],
    ['amount=abc', 'amount', undefined],
    ['amount=', 'amount', undefined],
    ['amount=Infinity', 'amount', undefined],
    ['period=12', 'period', 12],
    ['period=12d', 'period', undefined],
  ] as const)('%s', (query, field, expected) => {
    expect(parseLandingParams(url(query))?.[field]).toBe(expected);
  });
});

describe('spec 5: the URL sessionId must match the 8-4-4-4-12 hexadecimal UUID pattern, otherwise it is ignored', () => {
  it.each([
    [UUID_A, UUID_A],
    ['AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE', 'AAAAAAAA-BBBB-CCCC-DDDD-EEEEEEEEEEEE'],
    ['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000'],
    ['11111111-2222-4333-8444-55555555555', undefined],
    ['11111111222243338444555555555555', undefined],
    ['g1111111-2222-4333-8444-555555555555', undefined],
    ['{11111111-2222-4333-8444-555555555555}', undefined],
    ['', undefined],
  ])('%s -> %s', (sessionId, expected) => {
    expect(parseLandingParams(url(`sessionId=${encodeURIComponent(sessionId)}`))?.sessionId).toBe(expected);
  });
});

describe('spec 2: refTransactionId, or s_id as fallback', () => {
  it.each([
    ['refTransactionId=tx', 'tx'],
    ['s_id=sid', 'sid'],
    ['refTransactionId=tx&s_id=sid', 'tx'],
    ['refTransactionId=&s_id=sid', 'sid'],
    ['refName=a', undefined],
  ])('%s -> %s', (query, expected) => {
    expect(parseLandingParams(url(query))?.affiliate.refTransactionId).toBe(expected);
  });
});

describe('spec 3: prefilled fields mark the lead (posthogParameters.isLeadPrefilled and leadPrefilledFields)', () => {
  it.each([
    ['', false, []],
    ['amount=5000&refName=a', false, []],
    ['email=a%40b.c', true, ['email']],
    ['phoneNumber=55&firstName=Ana', true, ['firstName', 'phoneNumber']],
    ['lastName=%20', false, []],
  ])('%s', (query, isLeadPrefilled, leadPrefilledFields) => {
    expect(parseLandingParams(url(query))?.posthogParameters).toEqual({
      isLeadPrefilled,
      leadPrefilledFields,
    });
  });
});

describe('spec 2: UTM set, selling tier and click ids', () => {
  it.each([
    ['utm_source=retargeting', { utm: { source: 'retargeting' } }],
    ['utm_medium=email&utm_term=x', { utm: { medium: 'email', term: 'x' } }],
    ['sellingTierGlobalId=T9', { sellingTierGlobalId: 'T9' }],
    ['fbclid=F&ttclid=T', { fbclid: 'F', ttclid: 'T' }],
    ['wbraid=W', { adClick: { wbraid: 'W' } }],
  ])('%s', (query, expected) => {
    expect(parseLandingParams(url(query))).toMatchObject(expected);
  });
});
