import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DataPointName } from '#contract/dynamic-form.ts';
import { createTestI18n } from '#test/i18n.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { ChoicesLoaderContext, type LoadChoices } from '../field-types/select/choices-loader.tsx';
import { FieldRenderer } from './field-renderer.tsx';

const i18n = createTestI18n('mx');

function Harness({ name, required = true }: { name: DataPointName; required?: boolean }) {
  const [value, setValue] = useState<string | boolean>('');
  return (
    <FieldRenderer
      field={FIELD_REGISTRY[name]}
      dataPoint={{ name, required }}
      value={value}
      onChange={setValue}
    />
  );
}

function renderWith(loadChoices: LoadChoices | undefined, name: DataPointName) {
  return render(
    <I18nProvider i18n={i18n}>
      <ChoicesLoaderContext value={loadChoices}>
        <Harness name={name} />
      </ChoicesLoaderContext>
    </I18nProvider>,
  );
}

describe('FieldRenderer', () => {
  it('offers the choices API list for api:country, saying so while it loads', async () => {
    const user = userEvent.setup();
    let answer: (choices: { value: string; label: string }[]) => void = () => undefined;
    const loadChoices = vi.fn<LoadChoices>(() => new Promise((resolve) => (answer = resolve)));
    renderWith(loadChoices, 'otherDetails.citizenship');
    expect(loadChoices).toHaveBeenCalledWith('api:country');
    const select = screen.getByRole('combobox', { name: 'Nacionalidad' });
    expect(screen.getByRole('option', { name: 'Cargando la lista…' })).toBeInTheDocument();
    answer([
      { value: 'MX', label: 'México' },
      { value: 'GT', label: 'Guatemala' },
    ]);
    await user.selectOptions(select, await screen.findByRole('option', { name: 'Guatemala' }));
    expect(select).toHaveValue('GT');
  });

  it('lets the applicant type the answer when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    renderWith(() => Promise.reject(new Error('offline')), 'incomeDetails.positionType');
    const input = await screen.findByRole('textbox', { name: 'Cargo' });
    await user.type(input, 'Supervisor');
    expect(input).toHaveValue('Supervisor');
  });

  it('shows the currency before an amount and the country prefix before a phone, in Mexican Spanish', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Harness name="expenses.rentAmount" />
        <Harness name="contactDetails.phoneNumber" />
        <Harness name="personalDetails.middleName" required={false} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Renta mensual' })).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('$')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Número de celular' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription('Tus 10 dígitos, sin el +52. Te enviaremos un código por SMS.');
    expect(screen.getByText('+52')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Segundo nombre (opcional)' })).toBeInTheDocument();
  });
});

// The label and hint are looked up once per field, language and note (issue 16, Next's INP): what the applicant reads
// must still follow a change of language and a new note.
describe('FieldRenderer texts', () => {
  it('shows the label and hint of the texts it is given now, not those it first looked up', () => {
    const { rerender } = render(
      <I18nProvider i18n={createTestI18n('mx')}>
        <FieldRenderer field={FIELD_REGISTRY.amount} value="10000" onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Monto del préstamo' })).toBeInTheDocument();
    rerender(
      <I18nProvider i18n={createTestI18n('en')}>
        <FieldRenderer field={FIELD_REGISTRY.amount} value="10000" onChange={() => undefined} />
      </I18nProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Loan amount' });
    expect(field).toHaveAccessibleDescription(/Choose an amount within the limits shown\./);
  });

  it('adds a new note to the hint and drops it when it goes', () => {
    const language = createTestI18n('en');
    const view = (note?: string) => (
      <I18nProvider i18n={language}>
        <FieldRenderer
          field={FIELD_REGISTRY.amount}
          value="10000"
          onChange={() => undefined}
          {...(note ? { note } : {})}
        />
      </I18nProvider>
    );
    const { rerender } = render(view());
    const field = screen.getByRole('textbox', { name: 'Loan amount' });
    expect(field).not.toHaveAccessibleDescription(/Type it again/);
    rerender(view('Type it again, please.'));
    expect(field).toHaveAccessibleDescription(/Type it again, please\./);
    rerender(view());
    expect(field).not.toHaveAccessibleDescription(/Type it again/);
  });
});
