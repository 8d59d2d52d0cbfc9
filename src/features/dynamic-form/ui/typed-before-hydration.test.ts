// @vitest-environment jsdom
// jsdom, not happy-dom: this reads a select's markup default against its value, where happy-dom's select departs from
// the standard (a select drawn with no option selected).
import { typedBeforeHydration } from './typed-before-hydration.ts';

/** The prerendered markup, as the HTML parser builds it: attributes are the defaults. */
function prerendered(html: string): Document {
  return new DOMParser().parseFromString(`<form>${html}</form>`, 'text/html');
}

const controls = [
  { key: 'amount', id: 'field-amount' },
  { key: 'contactDetails__email', id: 'field-contactDetails__email' },
  { key: 'otherDetails__loanPurpose', id: 'field-otherDetails__loanPurpose' },
  { key: 'generalPolicies', id: 'field-generalPolicies' },
  { key: 'personalDetails__gender', id: 'field-personalDetails__gender' },
];

const MARKUP = `
  <input type="text" id="field-amount" value="10,000">
  <input type="email" id="field-contactDetails__email" value="">
  <select id="field-otherDetails__loanPurpose"><option value="" selected>Choose</option><option value="health">Health</option></select>
  <input type="checkbox" id="field-generalPolicies">
  <fieldset id="field-personalDetails__gender"><input type="radio" value="female"><input type="radio" value="male"></fieldset>`;

describe('what was typed into the prerendered step before it hydrated', () => {
  it('is nothing when every control is as the markup drew it', () => {
    expect(typedBeforeHydration(controls, prerendered(MARKUP))).toEqual({});
  });

  it('is each control the applicant changed, as its input value', () => {
    const page = prerendered(MARKUP);
    const input = (id: string) => page.querySelector<HTMLInputElement>(`input#${id}`);
    const amount = input('field-amount');
    const email = input('field-contactDetails__email');
    const policies = input('field-generalPolicies');
    const purpose = page.querySelector('select');
    if (!amount || !email || !policies || !purpose) throw new Error('MARKUP lost a control');
    amount.value = '25000';
    email.value = 'ana@example.com';
    purpose.value = 'health';
    policies.checked = true;
    const male = page.querySelector<HTMLInputElement>('input[value="male"]');
    if (male) male.checked = true;
    expect(typedBeforeHydration(controls, page)).toEqual({
      amount: '25000',
      contactDetails__email: 'ana@example.com',
      otherDetails__loanPurpose: 'health',
      generalPolicies: true,
      personalDetails__gender: 'male',
    });
  });

  it('skips a control the page does not have', () => {
    expect(typedBeforeHydration([{ key: 'x', id: 'field-x' }], prerendered(MARKUP))).toEqual({});
  });
});
