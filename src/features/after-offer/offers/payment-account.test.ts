import fc from 'fast-check';
import { offerPaymentRequestSchema } from '#contract/after-offer.ts';
import { buildClabe, buildIban } from '#shared/lib/identifiers/index.ts';
import { bankAccountRuleOf } from '#markets/country-identifiers.ts';
import type { Country } from '#markets/matrix.ts';
import { accountProblem, paymentBody } from './payment-account.ts';

/** A country of each kind: the rule comes from the market (src/markets/countries.test.ts says which kind is whose). */
const RULE_COUNTRY = { clabe: 'mx', iban: 'de', account: 'vn' } as const satisfies Record<string, Country>;
const ruleOf = (kind: keyof typeof RULE_COUNTRY) => bankAccountRuleOf(RULE_COUNTRY[kind]);

describe('the payout account', () => {
  // Which kind each country uses is market data: src/markets/countries.test.ts.
  it.each([
    ['clabe', '', 'validation.required'],
    ['clabe', '   ', 'validation.required'],
    ['clabe', '00201007777777777', 'identifiers.clabe.length'],
    ['clabe', '00201007777777777A', 'identifiers.clabe.format'],
    ['clabe', '002010077777777772', 'identifiers.clabe.checkDigit'],
    ['clabe', '002010077777777771', undefined],
    ['clabe', '002 010 07777777777 1', undefined],
    ['clabe', '032180000118359719', undefined],
    ['iban', '', 'validation.required'],
    ['iban', 'DE89 3704 0044 0532 0130 01', 'identifiers.iban.checkDigit'],
    ['iban', 'DE89 3704 0044 0532 0130', 'identifiers.iban.length'],
    ['iban', 'XX89 3704 0044 0532 0130 00', 'identifiers.iban.country'],
    ['iban', 'DE89 3704 0044 0532 0130 00', undefined],
    ['iban', 'es91 2100 0418 4502 0005 1332', undefined],
    ['account', '', 'validation.required'],
    ['account', '12345', 'identifiers.account.length'],
    ['account', '12345678901234567890', 'identifiers.account.length'],
    ['account', '0123 4567 89A', 'identifiers.account.format'],
    ['account', '0123-4567-89', undefined],
  ] as const)('%s %j: %s', (kind, typed, problem) => {
    expect(accountProblem(ruleOf(kind), typed)).toBe(problem);
  });

  it.each([
    [
      'bank-transfer',
      'clabe',
      '002 010 07777777777 1',
      { id: 'L', offerId: 'o', paymentMethod: 'bank-transfer', iban: '002010077777777771' },
    ],
    [
      'bank-transfer',
      'iban',
      'de89 3704 0044 0532 0130 00',
      { id: 'L', offerId: 'o', paymentMethod: 'bank-transfer', iban: 'DE89370400440532013000' },
    ],
    ['cash-pickup', 'clabe', '002010077777777771', { id: 'L', offerId: 'o', paymentMethod: 'cash-pickup' }],
    ['debit-card', 'iban', '', { id: 'L', offerId: 'o', paymentMethod: 'debit-card' }],
    [
      'bank-transfer',
      'account',
      '0123-4567-89',
      { id: 'L', offerId: 'o', paymentMethod: 'bank-transfer', iban: '0123456789' },
    ],
  ] as const)('a %s (%s %j) sends %j', (method, _kind, typed, body) => {
    expect(paymentBody('L', 'o', method, typed)).toEqual(body);
  });

  it('sends every valid account in the form the contract takes', () => {
    const leadId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{17}$/),
        fc.stringMatching(/^\d{18}$/),
        fc.stringMatching(/^\d{6,19}$/),
        (first17, bban, domestic) => {
          for (const [kind, typed] of [
            ['clabe', buildClabe(first17)],
            ['iban', buildIban('DE', bban)],
            ['account', domestic],
          ] as const) {
            expect(accountProblem(ruleOf(kind), typed)).toBeUndefined();
            const body = paymentBody(leadId, 'off-1', 'bank-transfer', typed);
            expect(offerPaymentRequestSchema.safeParse(body).success).toBe(true);
          }
        },
      ),
    );
  });
});
