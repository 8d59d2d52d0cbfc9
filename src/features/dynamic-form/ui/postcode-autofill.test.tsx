/** The address page fills itself from the postal code (issue 7, item 3). */
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { createDynamicFormState } from '#features/funnel/form-model/state.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { rulesOf } from '#test/rules.ts';
import { DynamicStepForm } from './dynamic-step-form.tsx';
import { PostcodeLookupContext, type LookupPostcode, type PostcodeAnswer } from './postcode-autofill.ts';

const JUAREZ: PostcodeAnswer = {
  status: 'found',
  state: 'Ciudad de México',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  colonias: ['Juárez', 'Roma Norte'],
};

function renderAddress(lookup: LookupPostcode, answers: Answers = {}, rules?: CountryRules) {
  const page = createDynamicFormState(mxPrestaluzConfig, answers).pages.find(
    (p) => p.path === 'address-information',
  );
  if (!page) throw new Error('no address page');
  const view = render(
    <I18nProvider i18n={createTestI18n('en')}>
      <PostcodeLookupContext value={lookup}>
        <DynamicStepForm
          page={page}
          config={mxPrestaluzConfig}
          answers={answers}
          {...(rules ? { rules } : {})}
          onSubmit={vi.fn()}
          onBack={vi.fn()}
        />
      </PostcodeLookupContext>
    </I18nProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

const field = (id: string) => {
  const control = document.getElementById(`field-contactDetails__${id}`);
  if (!control) throw new Error(`no control field-contactDetails__${id}`);
  return control;
};

describe('postal code lookup', () => {
  it('fills state, municipality and city and offers the colonias of a typed code', async () => {
    const lookup = vi.fn<LookupPostcode>(async () => JUAREZ);
    const { user, container } = renderAddress(lookup);
    await user.type(field('postalCode'), '06600');
    await waitFor(() => expect(field('province')).toHaveValue('Ciudad de México'));
    expect(field('municipality')).toHaveValue('Cuauhtémoc');
    expect(field('city')).toHaveValue('Ciudad de México');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[0]).toBe('06600');
    const options = [
      ...(container.querySelectorAll(`#${field('suburb').getAttribute('list')} option`) ?? []),
    ];
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['Juárez', 'Roma Norte']);
    // A colonia that is not listed can still be typed.
    await user.type(field('suburb'), 'Colonia nueva');
    expect(field('suburb')).toHaveValue('Colonia nueva');
    // The filled values stay editable.
    await user.clear(field('city'));
    await user.type(field('city'), 'CDMX');
    expect(field('city')).toHaveValue('CDMX');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['unknown' as const, 'We do not know this postal code'],
    ['failed' as const, 'We could not look up this postal code'],
  ])('says so for a code the lookup answers %s, and leaves the address to type', async (status, note) => {
    const { user } = renderAddress(async () => ({ status }));
    await user.type(field('postalCode'), '99999');
    await waitFor(() =>
      expect(field('postalCode')).toHaveAccessibleDescription(expect.stringContaining(note)),
    );
    await user.type(field('city'), 'Mérida');
    expect(field('city')).toHaveValue('Mérida');
    expect(field('province')).toHaveValue('');
  });

  it('never writes over what the applicant typed in a field, or into the field they are typing in', async () => {
    const lookup = vi.fn<LookupPostcode>(async () => JUAREZ);
    const { user } = renderAddress(lookup);
    await user.type(field('municipality'), 'Benito Juárez');
    await user.type(field('postalCode'), '06600');
    await user.click(field('city'));
    await waitFor(() => expect(field('province')).toHaveValue('Ciudad de México'));
    expect(field('municipality')).toHaveValue('Benito Juárez');
    expect(field('city')).toHaveValue('');
  });

  it('does not overwrite what the applicant typed when the page opens with a code', async () => {
    const lookup = vi.fn<LookupPostcode>(async () => JUAREZ);
    renderAddress(lookup, { 'contactDetails.postalCode': '06600', 'contactDetails.city': 'Mi ciudad' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookup).not.toHaveBeenCalled();
    expect(field('city')).toHaveValue('Mi ciudad');
  });

  it("looks up a complete code of the country's own shape (Poland's NN-NNN) and fills the town", async () => {
    const lookup = vi.fn<LookupPostcode>(async () => ({
      status: 'found',
      state: 'małopolskie',
      municipality: 'Kraków',
      city: 'Kraków',
      colonias: [],
    }));
    const { user } = renderAddress(lookup, {}, rulesOf('pl'));
    await user.type(field('postalCode'), '30-00');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lookup).not.toHaveBeenCalled();
    await user.type(field('postalCode'), '1');
    await waitFor(() => expect(field('city')).toHaveValue('Kraków'));
    expect(lookup.mock.calls[0]?.[0]).toBe('30-001');
    expect(field('province')).toHaveValue('małopolskie');
  });
});
