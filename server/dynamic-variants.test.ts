// @vitest-environment node
/**
 * Every dynamic page variant end to end on the reference API: its v3 configuration is served, a lead made of the
 * answers to every question of that configuration (contract/fixtures/sample-answers.ts, which the app's validators
 * accept: src/app/application/dynamic/dynamic-variants.test.ts) is created with 201, and the lender decides on it
 * in the variant's currency.
 */
import type { FastifyInstance } from 'fastify';
import { dynamicFormConfigSchema } from '#contract/dynamic-form.ts';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { nestAnswers, sampleAnswersFor } from '#contract/fixtures/sample-answers.ts';
import { leadStatusResponseSchema } from '#contract/lead.ts';
import { PAGE_VARIANTS, productIdOf, type Country } from '#contract/page-variants.ts';
import { createHarness, type Harness } from './test/harness.ts';

let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server({ checkingPolls: 0 });
});
afterAll(() => harness.close());

/** A loan the sample applicant of each country earns enough for (under 5 x income), in its currency. */
const LOAN: Partial<
  Record<Country, { amount: number; period: number; periodScale: 'days' | 'months'; currency: string }>
> = {
  mx: { amount: 10_000, period: 12, periodScale: 'months', currency: 'MXN' },
  co: { amount: 2_000_000, period: 12, periodScale: 'months', currency: 'COP' },
  pl: { amount: 3_000, period: 12, periodScale: 'months', currency: 'PLN' },
  es: { amount: 3_000, period: 12, periodScale: 'months', currency: 'EUR' },
};

const DYNAMIC_VARIANTS = PAGE_VARIANTS.filter((variant) => variant.applicationPage === 'dynamic').map(
  (variant) => ({ ...variant, key: `${variant.country}/${variant.product}` }),
);

describe.each(DYNAMIC_VARIANTS)('the dynamic variant $key', (variant) => {
  const config = dynamicFormFixtures[variant.key];
  const loan = LOAN[variant.country];

  it('is served its v3 configuration', async () => {
    const response = await app.inject({
      url: `/v3/test/datapoints?country=${variant.country}&product=${variant.product}`,
    });
    expect(response.statusCode).toBe(200);
    expect(dynamicFormConfigSchema.parse(response.json())).toEqual(config);
  });

  it('creates a lead with every answer of its form (201) and decides on it in its currency', async () => {
    if (!config || !loan) throw new Error(`no configuration or loan for ${variant.key}`);
    const { currency, ...terms } = loan;
    const lastForm = config.forms.at(-1)?.path;
    const response = await app.inject({
      method: 'POST',
      url: '/v3/lead',
      payload: {
        ...nestAnswers(sampleAnswersFor(config)),
        ...terms,
        product: productIdOf(variant),
        formPath: lastForm,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    const status = leadStatusResponseSchema.parse((await app.inject({ url: `/lead/status/${id}` })).json());
    expect(status).toMatchObject({ status: 'accepted', offer: { currency, amount: terms.amount } });
  });
});
