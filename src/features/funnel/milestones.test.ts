import { contactOf, milestonesBetween } from './milestones.ts';
import { CHECKING_STATE } from './states.ts';

const LEAD = 'lead-1';

describe('the funnel milestones between two progress states', () => {
  it.each([
    ['a form step to checking', 5, CHECKING_STATE, ['application_completed']],
    ['checking to accepted', CHECKING_STATE, 10, ['application_accepted']],
    ['checking to redirected to a partner', CHECKING_STATE, 12, ['application_accepted']],
    ['checking to rejected', CHECKING_STATE, 13, ['application_rejected']],
    ['checking to thank you (11, not a decision)', CHECKING_STATE, 11, []],
    ['a form step to the next', 2, 3, []],
    ['the same state again', 13, 13, []],
    ['a list that holds checking', 5, [CHECKING_STATE, 25], ['application_completed']],
    ['straight to rejected from a form step', 5, 13, ['application_rejected']],
  ] as const)('%s', (_case, previous, next, expected) => {
    expect(milestonesBetween(previous, next, LEAD).map((event) => event.name)).toEqual(expected);
  });

  it('names the lead, with the contact on completion only, and announces nothing without a lead', () => {
    const contact = { email: 'maria@example.com', phoneNumber: '5512345678' };
    expect(milestonesBetween(5, CHECKING_STATE, LEAD, contact)).toEqual([
      { name: 'application_completed', leadId: LEAD, contactForHashing: contact },
    ]);
    expect(milestonesBetween(CHECKING_STATE, 13, LEAD, contact)).toEqual([
      { name: 'application_rejected', leadId: LEAD },
    ]);
    expect(milestonesBetween(5, CHECKING_STATE, null, contact)).toEqual([]);
  });
});

describe('the contact a milestone carries for the pixels', () => {
  it.each([
    ['a classic lead', { contactDetails: { email: 'a@example.com', phoneNumber: '5512345678' } }, null],
    [
      "a v3 form's answers",
      {},
      { answers: { 'contactDetails.email': 'a@example.com', 'contactDetails.phoneNumber': '5512345678' } },
    ],
  ] as const)('is read from %s', (_case, application, dynamicPages) => {
    expect(contactOf(application, dynamicPages)).toEqual({
      email: 'a@example.com',
      phoneNumber: '5512345678',
    });
  });

  it('is empty when nothing is known', () => {
    expect(contactOf({}, null)).toEqual({});
    expect(contactOf({}, { answers: { 'contactDetails.email': 3 } })).toEqual({});
  });
});
