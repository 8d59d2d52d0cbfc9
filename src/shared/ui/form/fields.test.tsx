import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '#test/axe.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { ChoiceGroupField } from './choice-group-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('is labelled, carries autocomplete and inputmode, shows its error and takes keyboard input', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <TextField
        id="phone"
        label="Mobile phone"
        prefix="+52"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        error="Enter a 10-digit Mexican mobile number"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile phone' });
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAccessibleDescription('Enter a 10-digit Mexican mobile number');
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('5512345678');
    expect(input).toHaveValue('5512345678');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('SelectField', () => {
  it('starts on the empty choice and is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <SelectField
        id="education"
        label="Education"
        placeholder="Choose…"
        choices={[
          { value: 'secondary', label: 'Secondary' },
          { value: 'university', label: 'University' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Education' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'university');
    expect(select).toHaveValue('university');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ChoiceGroupField', () => {
  it('groups radios under a legend, gives the first the field id and moves with arrow keys', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ChoiceGroupField
        id="isPoliticallyExposed"
        name="isPoliticallyExposed"
        label="Are you a politically exposed person?"
        error="Choose yes or no"
        choices={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Are you a politically exposed person?' });
    expect(group).toHaveAccessibleDescription('Choose yes or no');
    const yes = screen.getByRole('radio', { name: 'Yes' });
    const no = screen.getByRole('radio', { name: 'No' });
    expect(yes).toHaveAttribute('id', 'isPoliticallyExposed');
    await user.click(yes);
    await user.keyboard('{ArrowDown}');
    expect(no).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('CheckboxField', () => {
  it('is labelled by its text and toggles with the space bar', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CheckboxField id="marketing" label="Send me offers by email" error="Required" />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Send me offers by email' });
    expect(checkbox).toHaveAccessibleDescription('Required');
    checkbox.focus();
    await user.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });
});
