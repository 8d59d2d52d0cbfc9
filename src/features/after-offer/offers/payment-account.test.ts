import fc from 'fast-check';
import { offerPaymentRequestSchema } from '../../../../contract/after-offer';
import { buildClabe, buildIban } from '../../../shared/lib/identifiers';
import { accountProblem, paymentBody } from './payment-account';

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
  ] as const)('%s %j: %s', (kind, typed, problem) => {
    expect(accountProblem(kind, typed)).toBe(problem);
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
  ] as const)('a %s (%s %j) sends %j', (method, kind, typed, body) => {
    expect(paymentBody('L', 'o', method, kind, typed)).toEqual(body);
  });

  it('sends every valid account in the form the contract takes', () => {
    const leadId = '0f8fad5b-d9cb-469f-a165-70867728950e';
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), fc.stringMatching(/^\d{18}$/), (first17, bban) => {
        for (const [kind, typed] of [
          ['clabe', buildClabe(first17)],
          ['iban', buildIban('DE', bban)],
        ] as const) {
          expect(accountProblem(kind, typed)).toBeUndefined();
          const body = paymentBody(leadId, 'off-1', 'bank-transfer', kind, typed);
          expect(offerPaymentRequestSchema.safeParse(body).success).toBe(true);
        }
      }),
    );
  });
});
