import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { Policy } from '#contract/reference-data.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { FieldRenderer } from './field-renderer.tsx';
import { PoliciesContext } from '../field-types/checkbox/policies.tsx';

const policy = (id: string, kind: Policy['kind'], required: boolean): Policy => ({
  id,
  kind,
  title: `Title ${id}`,
  text: `Summary of ${id}`,
  url: `https://lender.example/legal/${id}`,
  required,
  version: '2026-01',
});

describe('general policies', () => {
  it('shows each required policy with its text and a link, and one checkbox that accepts them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <I18nProvider i18n={createTestI18n('en')}>
        <PoliciesContext
          value={[
            policy('terms', 'general', true),
            policy('privacy', 'privacy', true),
            policy('offers', 'marketing', false),
          ]}
        >
          <FieldRenderer field={FIELD_REGISTRY.generalPolicies} value={false} onChange={onChange} />
        </PoliciesContext>
      </I18nProvider>,
    );
    expect(screen.getByText('Title terms')).toBeInTheDocument();
    expect(screen.getByText('Title privacy')).toBeInTheDocument();
    expect(screen.queryByText('Title offers')).not.toBeInTheDocument();
    await user.click(screen.getByText('Title terms'));
    expect(screen.getByText('Summary of terms')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the full Title terms' })).toHaveAttribute(
      'href',
      'https://lender.example/legal/terms',
    );
    await user.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a plain checkbox when there are no policies to show', () => {
    render(
      <I18nProvider i18n={createTestI18n('en')}>
        <FieldRenderer field={FIELD_REGISTRY.generalPolicies} value={false} onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
