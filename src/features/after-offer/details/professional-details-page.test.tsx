import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import ProfessionalDetailsPage from './professional-details-page.tsx';
import { MAPPING } from './professional-mapping.fixture.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const PATH = '/professional-details';
type View = ReturnType<typeof renderStep>;

/** The mapping from its endpoint; the step call answers with `step`. */
const api =
  (step: () => Response): FakeHandler =>
  (call) =>
    call.url.includes('/perofesional-details-mapping') ? jsonResponse(MAPPING) : step();

const open = (handler: FakeHandler = api(nextState)) =>
  renderStep(<ProfessionalDetailsPage />, { state: 27, path: PATH, handler });
const source = (name: string) => screen.findByRole('radio', { name });
const sector = () => screen.queryByRole('combobox', { name: 'Sector' });
const position = () => screen.queryByRole('combobox', { name: 'Your position' });
const title = () => screen.queryByRole('textbox', { name: 'Job title' });
const send = (view: View) => view.user.click(screen.getByRole('button', { name: 'Continue' }));
const posts = (view: View) => view.calls.filter((call) => call.method === 'POST');

async function answerEmployed(view: View, jobTitle = 'Enfermera') {
  await view.user.click(await source('Employed'));
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'health');
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Your position' }), 'employee');
  await view.user.click(screen.getByRole('textbox', { name: 'Job title' }));
  if (jobTitle) await view.user.paste(jobTitle);
}

describe('ProfessionalDetailsPage', () => {
  it('asks for the income source first and passes axe', async () => {
    const view = open();
    expect(await source('Employed')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your main source of income' })).toBeInTheDocument();
    expect(sector()).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('offers the sectors and positions of the chosen source, and clears a choice of another source', async () => {
    const view = open();
    await answerEmployed(view);
    expect(screen.getByRole('option', { name: 'Health' })).toBeInTheDocument();
    await view.user.click(await source('Self-employed'));
    expect(screen.getByRole('option', { name: 'Commerce' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Health' })).not.toBeInTheDocument();
    expect(sector()).toHaveValue('');
    expect(position()).toHaveValue('');
    await view.user.click(await source('Pensioner'));
    expect(sector()).not.toBeInTheDocument();
    expect(position()).not.toBeInTheDocument();
    expect(title()).not.toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['no source', async () => undefined, 'Your main source of income', 'Choose one of the options.'],
    [
      'no sector',
      async (view: View) => {
        await view.user.click(await source('Employed'));
      },
      'Sector',
      'Choose one of the options.',
    ],
    [
      'no job title',
      async (view: View) => answerEmployed(view, ''),
      'Job title',
      'Fill in this field to continue.',
    ],
    [
      'a job title with markup',
      async (view: View) => answerEmployed(view, '<b>'),
      'Job title',
      'Use letters and numbers; you may use . , & / ( ) and hyphens.',
    ],
  ])('refuses %s before sending', async (_case, answer, field, message) => {
    const view = open();
    await source('Employed');
    await answer(view);
    await send(view);
    expect(await screen.findAllByRole('link', { name: message })).not.toHaveLength(0);
    const control =
      field === 'Your main source of income'
        ? screen.getByRole('group', { name: field })
        : screen.getByRole(field === 'Job title' ? 'textbox' : 'combobox', { name: field });
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view)).toHaveLength(0);
  });

  it('sends the answers of the chosen source and follows the next state', async () => {
    const view = open();
    await answerEmployed(view);
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const [call] = posts(view);
    expect(call?.url).toMatch(/\/lead\/professional-details$/);
    expect(call?.body).toEqual({
      id: LEAD_ID,
      incomeDetails: {
        incomeSource: 'employed',
        jobArea: 'health',
        economicActivity: 'health',
        positionType: 'employee',
        jobTitle: 'Enfermera',
      },
    });
  });

  it('sends a pension without position or title', async () => {
    const view = open();
    await view.user.click(await source('Pensioner'));
    await send(view);
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.body).toEqual({
      id: LEAD_ID,
      incomeDetails: { incomeSource: 'pensioner', jobArea: 'pension', economicActivity: 'pension' },
    });
  });

  it('shows a server refusal at its field', async () => {
    const logs = captureLogs();
    const view = open(
      api(() => fieldErrors({ fieldName: 'incomeDetails.positionType', message: 'Not a valid choice code' })),
    );
    await answerEmployed(view);
    await send(view);
    expect(await screen.findByRole('link', { name: 'Not a valid choice code' })).toBeInTheDocument();
    expect(position()).toHaveAttribute('aria-invalid', 'true');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/professional-details HTTP 400 HTTP error',
    ]);
  });

  it('keeps the answers when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = open(api(serverError));
    await answerEmployed(view);
    await send(view);
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(await source('Employed')).toBeChecked();
    expect(sector()).toHaveValue('health');
    expect(position()).toHaveValue('employee');
    expect(title()).toHaveValue('Enfermera');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /lead/professional-details HTTP 500 HTTP error',
    ]);
  });
});
