// @vitest-environment node
import * as z from 'zod/mini';
import { DATA_POINT_NAMES } from './dynamic-form.ts';
import { exampleLeadCreate } from './examples.ts';
import { leadStatusResponseSchema } from './lead.ts';
import {
  leadCreateRequestSchema,
  leadDataSchema,
  leadUpdateRequestSchema,
  type LeadCreateRequest,
} from './lead-payload.ts';

type Patch = Record<string, unknown>;
/** The fields of a lead that are sections of fields (personalDetails, ...), not a single value. */
type Section = {
  [Key in keyof LeadCreateRequest]-?: NonNullable<LeadCreateRequest[Key]> extends object ? Key : never;
}[keyof LeadCreateRequest];
const withSection = (section: Section, patch: Patch) => ({
  ...exampleLeadCreate,
  [section]: { ...exampleLeadCreate[section], ...patch },
});

/** The fields of a section of the lead's data: the data is partial, so a section is an optional object. */
function sectionFields(schema: z.ZodMiniType | undefined): string[] {
  const section = schema instanceof z.ZodMiniOptional ? schema.def.innerType : undefined;
  return section instanceof z.ZodMiniObject ? Object.keys(section.shape) : [];
}

describe('lead payload', () => {
  it('knows every dotted data point of the spec', () => {
    const shape: Record<string, z.ZodMiniType | undefined> = leadDataSchema.shape;
    for (const name of DATA_POINT_NAMES) {
      const [section = '', field] = name.split('.');
      expect(shape[section], name).toBeDefined();
      if (field) expect(sectionFields(shape[section]), name).toContain(field);
    }
  });

  it('accepts an empty lead with only the product (a lead fills up step by step)', () => {
    expect(leadCreateRequestSchema.safeParse({ product: 'prestaluz-mx' }).success).toBe(true);
  });

  it.each<[string, Patch, boolean]>([
    ['a selling tier', { sellingTierGlobalId: 'tier-gold-2' }, true],
    ['a selling tier of 100 characters', { sellingTierGlobalId: 'x'.repeat(100) }, true],
    ['a selling tier of 101 characters', { sellingTierGlobalId: 'x'.repeat(101) }, false],
    ['a blank selling tier', { sellingTierGlobalId: '  ' }, false],
    ['first and last touch', { utm: { firstTouch: { source: 'a' }, lastTouch: { term: 'b' } } }, true],
    ['a last touch only', { utm: { lastTouch: { campaign: 'c' } } }, true],
    ['a UTM value of 201 characters', { utm: { firstTouch: { source: 'x'.repeat(201) } } }, false],
    ['an empty UTM value', { utm: { firstTouch: { source: '' } } }, false],
    ['an embedded lead source', { leadSource: 'embedded:https://partner.example' }, true],
  ])('issue 19: %s (accepted: %s)', (_case, patch, accepted) => {
    expect(leadCreateRequestSchema.safeParse({ ...exampleLeadCreate, ...patch }).success).toBe(accepted);
  });

  it('drops unknown keys instead of failing', () => {
    const parsed = leadCreateRequestSchema.parse({ ...exampleLeadCreate, somethingNew: 1 });
    expect(parsed).not.toHaveProperty('somethingNew');
  });

  it.each([
    ['missing product', { ...exampleLeadCreate, product: undefined }, 'product'],
    ['amount not a number', { ...exampleLeadCreate, amount: '10000' }, 'amount'],
    ['amount not whole', { ...exampleLeadCreate, amount: 100.5 }, 'amount'],
    ['amount negative', { ...exampleLeadCreate, amount: -1 }, 'amount'],
    ['payment day out of range', { ...exampleLeadCreate, monthlyPaymentDay: 32 }, 'monthlyPaymentDay'],
    ['period scale unknown', { ...exampleLeadCreate, periodScale: 'weeks' }, 'periodScale'],
    ['name with digits', withSection('personalDetails', { firstName: 'M4ria' }), 'personalDetails.firstName'],
    ['empty name', withSection('personalDetails', { lastName: '  ' }), 'personalDetails.lastName'],
    ['gender unknown', withSection('personalDetails', { gender: 'x' }), 'personalDetails.gender'],
    [
      'date of birth not a date',
      withSection('personalDetails', { dateOfBirth: '20/08/1990' }),
      'personalDetails.dateOfBirth',
    ],
    ['email malformed', withSection('contactDetails', { email: 'maria@' }), 'contactDetails.email'],
    [
      'phone with letters',
      withSection('contactDetails', { phoneNumber: '55-CALL-ME' }),
      'contactDetails.phoneNumber',
    ],
    ['phone too short', withSection('contactDetails', { phoneNumber: '123' }), 'contactDetails.phoneNumber'],
    [
      'postal code symbols',
      withSection('contactDetails', { postalCode: '06#00' }),
      'contactDetails.postalCode',
    ],
    ['income negative', withSection('incomeDetails', { monthlyIncome: -5 }), 'incomeDetails.monthlyIncome'],
    ['iban malformed', withSection('incomeDetails', { iban: '12345' }), 'incomeDetails.iban'],
    [
      'plate lower case',
      withSection('otherDetails', { vehicleLicensePlateNumber: 'abc-123' }),
      'otherDetails.vehicleLicensePlateNumber',
    ],
    [
      'plate trailing space',
      withSection('otherDetails', { vehicleLicensePlateNumber: 'ABC123 ' }),
      'otherDetails.vehicleLicensePlateNumber',
    ],
    [
      'overdue debt too high',
      withSection('otherDetails', { overdueDebtAmount: 10_000_001 }),
      'otherDetails.overdueDebtAmount',
    ],
    [
      'country of birth digits',
      withSection('otherDetails', { countryOfBirth: 'Mex1co' }),
      'otherDetails.countryOfBirth',
    ],
    ['flag not boolean', withSection('expenses', { hasOtherLoans: 'yes' }), 'expenses.hasOtherLoans'],
    ['reference type unknown', withSection('referenceDetails', { type: 'enemy' }), 'referenceDetails.type'],
    [
      'screen resolution',
      withSection('deviceData', { screenResolution: '1920*1080' }),
      'deviceData.screenResolution',
    ],
    ['session id not a uuid', { ...exampleLeadCreate, sessionId: 'abc' }, 'sessionId'],
    ['timestamp not ISO', { ...exampleLeadCreate, expiresAt: 'tomorrow' }, 'expiresAt'],
    ['no tags', { ...exampleLeadCreate, tags: [] }, 'tags'],
    ['policy without answer', { ...exampleLeadCreate, policies: [{ id: 'x' }] }, 'policies.0.accepted'],
  ])('rejects %s', (_kind, body, fieldName) => {
    const result = leadCreateRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(fieldName);
  });

  it('requires the id on update', () => {
    expect(leadUpdateRequestSchema.safeParse(exampleLeadCreate).error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('lead status', () => {
  const id = '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b';
  it('requires the fields of the decision it names', () => {
    expect(leadStatusResponseSchema.safeParse({ id, state: 12, status: 'redirected' }).success).toBe(false);
    expect(
      leadStatusResponseSchema.safeParse({ id, state: 6, status: 'checking', retryAfterMs: 500 }).success,
    ).toBe(true);
    expect(leadStatusResponseSchema.safeParse({ id, state: 6, status: 'approved' }).success).toBe(false);
  });
});
