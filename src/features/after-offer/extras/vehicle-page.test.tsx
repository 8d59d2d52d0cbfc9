// @vitest-environment jsdom
// jsdom, not the screens' happy-dom (vitest.config.ts): under happy-dom the make and model selects of this page drawn
// from a draft were left empty (its plate restored); jsdom shows the draft's choices, as this test expects.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import { WithDraft } from './seed-draft.test-helper.tsx';
import VehiclePage from './vehicle-page.tsx';
import { newestYear } from './vehicle-answers.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const models = {
  makes: [
    {
      name: 'Nissan',
      models: [
        { name: 'Versa', yearFrom: 2012, yearTo: null },
        { name: 'Tsuru', yearFrom: 1992, yearTo: 2017 },
      ],
    },
    { name: 'Chevrolet', models: [{ name: 'Aveo', yearFrom: 2008, yearTo: null }] },
  ],
};

/** The model list is served; the step call answers with `answer`. */
const api =
  (answer: () => Response): FakeHandler =>
  (call) =>
    call.url.endsWith('/data/vehicleModels.json') ? jsonResponse(models) : answer();

const open = (handler: FakeHandler = api(nextState), locale?: 'mx') =>
  renderStep(<VehiclePage />, { state: 16, path: '/vehicle', handler, ...(locale ? { locale } : {}) });

const posts = (view: ReturnType<typeof open>) => view.calls.filter((call) => call.method === 'POST');

type View = ReturnType<typeof open>;

async function fill(view: View, answers: Partial<Record<'make' | 'model' | 'year' | 'plate', string>> = {}) {
  const { make = 'Nissan', model = 'Versa', year = '2019', plate = 'abc-123-d' } = answers;
  const makeField = await screen.findByRole('combobox', { name: 'Make' });
  if (make) await view.user.selectOptions(makeField, make);
  if (model) await view.user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), model);
  if (year) await view.user.type(screen.getByRole('textbox', { name: 'Year of the model' }), year);
  if (plate) await view.user.type(screen.getByRole('textbox', { name: 'Licence plate' }), plate);
  await view.user.click(
    within(screen.getByRole('group', { name: 'Are you still paying off the vehicle?' })).getByRole('radio', {
      name: 'No',
    }),
  );
  await view.user.click(screen.getByRole('radio', { name: 'Only my name' }));
}

const next = () => screen.getByRole('button', { name: 'Continue' });

describe('VehiclePage', () => {
  it('loads the makes, focuses the heading and passes axe', async () => {
    const view = open();
    const make = await screen.findByRole('combobox', { name: 'Make' });
    expect(
      within(make)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Nissan', 'Chevrolet']);
    expect(screen.getByRole('heading', { level: 1, name: 'Your vehicle' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
  }, 15_000);

  it('lists the models of the make chosen, and a new make asks for the model again', async () => {
    const view = open();
    const make = await screen.findByRole('combobox', { name: 'Make' });
    const model = screen.getByRole('combobox', { name: 'Model' });
    expect(
      within(model)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the make first']);
    await view.user.selectOptions(make, 'Nissan');
    await view.user.selectOptions(model, 'Tsuru');
    await view.user.selectOptions(make, 'Chevrolet');
    expect(model).toHaveValue('');
    expect(
      within(model)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Aveo']);
  });

  it.each([
    ['no make', { make: '', model: '' }, 'Make', 'Choose one of the options.'],
    ['no model', { model: '' }, 'Model', 'Choose one of the options.'],
    ['no year', { year: '' }, 'Year of the model', 'Fill in this field to continue.'],
    [
      'a two-digit year',
      { year: '19' },
      'Year of the model',
      `Enter the year as 4 digits, from 1950 to ${newestYear()}.`,
    ],
    [
      'a year before 1950',
      { year: '1949' },
      'Year of the model',
      `Enter the year as 4 digits, from 1950 to ${newestYear()}.`,
    ],
    [
      'a year the model was not made',
      { model: 'Tsuru', year: '2020' },
      'Year of the model',
      'The Nissan Tsuru was made from 1992 to 2017. Check the year or the model.',
    ],
    ['no plate', { plate: '' }, 'Licence plate', 'Fill in this field to continue.'],
    [
      'a plate with symbols',
      { plate: 'AB#12' },
      'Licence plate',
      'Write the plate in capital letters and numbers, for example ABC-123-D.',
    ],
  ])('refuses %s before sending', async (_case, answers, field, message) => {
    const view = open();
    await fill(view, answers);
    await view.user.click(next());
    expect((await screen.findAllByRole('link', { name: message })).length).toBeGreaterThan(0);
    const control = screen.getByRole(field === 'Make' || field === 'Model' ? 'combobox' : 'textbox', {
      name: field,
    });
    expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(posts(view)).toHaveLength(0);
  });

  it('refuses unanswered questions at their groups', async () => {
    const view = open();
    await screen.findByRole('combobox', { name: 'Make' });
    await view.user.click(next());
    expect(await screen.findByRole('alert', { name: /There is a problem/ })).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Whose name is the vehicle registered in?' }),
    ).toHaveAccessibleDescription('Choose one of the options.');
    expect(posts(view)).toHaveLength(0);
  });

  it('sends the vehicle with the plate in capitals and follows the next state', async () => {
    const view = open();
    await fill(view, { plate: ' abc 123  d ' });
    await view.user.click(next());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view)[0]?.url).toMatch(/\/lead\/vehicle$/);
    expect(posts(view)[0]?.body).toEqual({
      id: LEAD_ID,
      make: 'Nissan',
      model: 'Versa',
      year: 2019,
      licensePlateNumber: 'ABC 123 D',
      isFinanced: false,
      ownership: 'own-name',
    });
  });

  it('shows a server refusal of the plate at the field', async () => {
    const logs = captureLogs();
    const view = open(
      api(() => fieldErrors({ fieldName: 'licensePlateNumber', message: 'validation.pattern.licensePlate' })),
      'mx',
    );
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Marca' }), 'Nissan');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Modelo' }), 'Versa');
    await view.user.type(screen.getByRole('textbox', { name: 'Año del modelo' }), '2019');
    await view.user.type(screen.getByRole('textbox', { name: 'Placas' }), 'ABC123D');
    await view.user.click(
      within(screen.getByRole('group', { name: '¿Todavía estás pagando el vehículo?' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await view.user.click(screen.getByRole('radio', { name: 'Solo a mi nombre' }));
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('textbox', { name: 'Placas' })).toHaveAccessibleDescription(
      expect.stringContaining('mayúsculas'),
    );
    expect(view.where()).toBe('/vehicle');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/vehicle HTTP 400 HTTP error']);
  });

  it('keeps everything typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = open(api(serverError));
    await fill(view);
    await view.user.click(next());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Licence plate' })).toHaveValue('abc-123-d');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('Versa');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/vehicle HTTP 500 HTTP error']);
  });

  it('says when the model list cannot load and tries again on request', async () => {
    const logs = captureLogs();
    let failing = true;
    const view = open((call) =>
      call.url.endsWith('/data/vehicleModels.json') && !failing ? jsonResponse(models) : serverError(),
    );
    expect(await screen.findByTestId('step-load-failed', {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Make' })).toBeInTheDocument();
    expect(logs.map((entry) => entry.message)).toContain(
      'ERROR: GET /data/vehicleModels.json HTTP 500 HTTP error',
    );
  });

  it('keeps what is typed as a draft, and a reload starts from it', async () => {
    const first = open();
    await fill(first);
    await waitFor(() =>
      expect(first.store.getState().drafts['/vehicle']).toEqual({
        make: 'Nissan',
        model: 'Versa',
        year: '2019',
        licensePlateNumber: 'abc-123-d',
        isFinanced: 'no',
        ownership: 'own-name',
      }),
    );
    const draft = first.store.getState().drafts['/vehicle'] ?? {};
    first.unmount();
    renderStep(
      <WithDraft path="/vehicle" draft={draft}>
        <VehiclePage />
      </WithDraft>,
      { state: 16, path: '/vehicle', handler: api(nextState) },
    );
    expect(await screen.findByRole('combobox', { name: 'Model' })).toHaveValue('Versa');
    expect(screen.getByRole('textbox', { name: 'Licence plate' })).toHaveValue('abc-123-d');
    expect(screen.getByRole('radio', { name: 'Only my name' })).toBeChecked();
  });
});
