import { screen, waitFor, within } from '@testing-library/react';
import type { FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import AidePage from './aide-page.tsx';
import { toAideBody } from './aide-answers.ts';
import { WithDraft } from './seed-draft.test-helper.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const open = (handler: FakeHandler = () => nextState()) =>
  renderStep(<AidePage />, { state: 24, path: '/aide', handler });

type View = ReturnType<typeof open>;
const posts = (view: View) => view.calls.filter((call) => call.method === 'POST');
const question = () => screen.getByRole('group', { name: 'Do you receive any public assistance?' });
const amount = () => screen.getByRole('textbox', { name: 'How much do you receive a month? (MXN)' });
const next = () => screen.getByRole('button', { name: 'Continue' });

async function answerYes(view: View, kind = 'Unemployment benefit', typed = '2,500.50') {
  await view.user.click(within(question()).getByRole('radio', { name: 'Yes' }));
  if (kind) await view.user.click(screen.getByRole('radio', { name: kind }));
  if (typed) await view.user.type(amount(), typed);
}

describe('AidePage', () => {
  it('asks one question first, focuses the heading and passes axe', async () => {
    const view = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Public assistance' })).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
    await answerYes(view, '', '');
    expect(screen.getByRole('group', { name: 'What kind of assistance?' })).toBeInTheDocument();
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
    expect(await axeViolations(view.container)).toEqual([]);
  }, 15_000);

  it.each([
    ['no answer', null, null, 'Do you receive any public assistance?', 'Choose one of the options.'],
    ['no kind of aid', '', '2500', 'What kind of assistance?', 'Choose one of the options.'],
    ['no amount', 'Housing benefit', '', 'How much', 'Fill in this field to continue.'],
    [
      'letters for the amount',
      'Housing benefit',
      'mucho',
      'How much',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
    ['a zero amount', 'Housing benefit', '0', 'How much', 'Enter an amount of $1 or more.'],
    [
      'three decimals',
      'Housing benefit',
      '12.345',
      'How much',
      'Enter the amount in numbers, for example 2500, with no more than 2 decimal places.',
    ],
  ])('refuses %s before sending', async (_case, kind, typed, field, message) => {
    const view = open();
    await screen.findByRole('heading', { level: 1 });
    if (kind !== null && typed !== null) await answerYes(view, kind, typed);
    await view.user.click(next());
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    const control = field === 'How much' ? amount() : screen.getByRole('group', { name: field });
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view)).toHaveLength(0);
  });

  it('sends the kind and the amount as a number, and follows the next state', async () => {
    const view = open();
    await screen.findByRole('heading', { level: 1 });
    await answerYes(view);
    await view.user.click(next());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.url).toMatch(/\/lead\/aide$/);
    expect(posts(view)[0]?.body).toEqual({
      id: LEAD_ID,
      receivesAid: true,
      aidType: 'unemployment',
      monthlyAidAmount: 2500.5,
    });
  });

  it('sends a plain "no", leaving out what was typed before the answer changed', async () => {
    const view = open();
    await screen.findByRole('heading', { level: 1 });
    await answerYes(view, 'Housing benefit', 'abc');
    await view.user.click(within(question()).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await view.user.click(next());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.body).toEqual({ id: LEAD_ID, receivesAid: false });
  });

  it('shows a server refusal of the amount at the field', async () => {
    const logs = captureLogs();
    const view = open(() => fieldErrors({ fieldName: 'monthlyAidAmount', message: 'validation.money' }));
    await screen.findByRole('heading', { level: 1 });
    await answerYes(view);
    await view.user.click(next());
    await waitFor(() =>
      expect(amount()).toHaveAccessibleDescription(expect.stringContaining('Enter the amount in numbers')),
    );
    expect(view.where()).toBe('/aide');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/aide HTTP 400 HTTP error']);
  });

  it('keeps everything typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = open(serverError);
    await screen.findByRole('heading', { level: 1 });
    await answerYes(view);
    await view.user.click(next());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(amount()).toHaveValue('2,500.50');
    expect(screen.getByRole('radio', { name: 'Unemployment benefit' })).toBeChecked();
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/aide HTTP 500 HTTP error']);
  });

  it('starts from the draft of a reload', async () => {
    renderStep(
      <WithDraft path="/aide" draft={{ receivesAid: 'yes', aidType: 'family', monthlyAidAmount: '900' }}>
        <AidePage />
      </WithDraft>,
      { state: 24, path: '/aide', handler: () => nextState() },
    );
    expect(await screen.findByRole('radio', { name: 'Child or family benefit' })).toBeChecked();
    expect(amount()).toHaveValue('900');
  });
});

describe('toAideBody', () => {
  it.each([
    [{ receivesAid: 'no', aidType: 'family', monthlyAidAmount: '900' }, { receivesAid: false }],
    [
      { receivesAid: 'yes', aidType: 'disability', monthlyAidAmount: '$1,200' },
      { receivesAid: true, aidType: 'disability', monthlyAidAmount: 1200 },
    ],
    [
      { receivesAid: 'yes', aidType: 'other', monthlyAidAmount: '0.99' },
      { receivesAid: true, aidType: 'other', monthlyAidAmount: 0.99 },
    ],
  ] as const)('%j gives %j', (values, body) => {
    expect(toAideBody('lead', values)).toEqual({ id: 'lead', ...body });
  });
});
