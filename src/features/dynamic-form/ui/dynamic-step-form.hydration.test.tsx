/**
 * DynamicStepForm taking over the prerendered first step (issue 16, docs/adr/0021 and 0023): the app starts while the
 * applicant types, so what is in the fields when React has them is what the form sends, whenever it was typed.
 */
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import { createTestI18n } from '#test/i18n.ts';
import { createDynamicFormState } from '#features/funnel/form-model/state.ts';
import { INTERACTIVE_ATTRIBUTE, startPrerenderedHydration } from '#shared/lib/prerendered-hydration.ts';
import { DynamicStepForm } from './dynamic-step-form.tsx';

const i18n = createTestI18n('en');
/** The product's default loan, as the app starts the first step with it. */
const DEFAULT_LOAN = { amount: 10000, period: 12 };
const firstPage = createDynamicFormState(mxPrestaluzConfig, DEFAULT_LOAN).pages[0];

function FirstStep({
  onSubmit,
  onDraftChange,
}: {
  onSubmit: (values: unknown) => void;
  onDraftChange?: (values: unknown) => void;
}) {
  if (!firstPage) throw new Error('the fixture has no first page');
  return (
    <I18nProvider i18n={i18n}>
      <DynamicStepForm
        page={firstPage}
        config={mxPrestaluzConfig}
        answers={DEFAULT_LOAN}
        onSubmit={onSubmit}
        onDraftChange={onDraftChange}
        onBack={vi.fn()}
      />
    </I18nProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
});

/** The markup the build prerenders, put in the page as the HTML parser would (values as defaults). */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<FirstStep onSubmit={vi.fn()} />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, tree: ReactElement): Promise<void> {
  startPrerenderedHydration();
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
}

const amountField = (container: HTMLElement) => {
  const field = container.querySelector<HTMLInputElement>('#field-amount');
  if (!field) throw new Error('no amount field in the prerendered step');
  return field;
};

async function sendStep(onSubmit: Mock<(values: unknown) => void>) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: /loan for/i }), 'health');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]?.[0];
}

describe('DynamicStepForm over the prerendered first step', () => {
  it('sends what was typed before the app started', async () => {
    const container = prerendered();
    amountField(container).value = '25000';
    const onSubmit = vi.fn<(values: unknown) => void>();
    await hydrate(container, <FirstStep onSubmit={onSubmit} />);
    expect(document.documentElement).toHaveAttribute(INTERACTIVE_ATTRIBUTE, 'true');
    expect(await sendStep(onSubmit)).toMatchObject({ amount: 25000 });
  });

  it('sends a key that reached a field after the first render read the fields, before the app had the field', async () => {
    const container = prerendered();
    const amount = amountField(container);
    amount.value = '1500';
    let typed = false;
    // Rendered after the step, in the same pass: the key lands between the form's read and React's commit.
    function KeyWhileHydrating() {
      if (!typed) {
        typed = true;
        amount.value = '15000';
      }
      return null;
    }
    const onSubmit = vi.fn<(values: unknown) => void>();
    const onDraftChange = vi.fn<(values: unknown) => void>();
    await hydrate(
      container,
      <>
        <FirstStep onSubmit={onSubmit} onDraftChange={onDraftChange} />
        <KeyWhileHydrating />
      </>,
    );
    expect(amount).toHaveValue('15000');
    // Saved as the draft at once: a reload before the next key keeps it.
    expect(onDraftChange).toHaveBeenCalledTimes(1);
    expect(onDraftChange.mock.calls[0]?.[0]).toMatchObject({ amount: '15000' });
    expect(await sendStep(onSubmit)).toMatchObject({ amount: 15000 });
  });
});
