import fc from 'fast-check';
import { z } from 'zod/mini';
import type { Field, FieldName, FieldValues, ResolverOptions } from 'react-hook-form';
import { zodResolver } from './zod-resolver.ts';

/** The options react-hook-form hands a resolver: each field's element (a radio group's elements) by name. */
function optionsFor<Values extends FieldValues>(
  names: readonly FieldName<Values>[],
  refs: Record<string, Field['_f']> = {},
): ResolverOptions<Values> {
  return { fields: refs, names: [...names], shouldUseNativeValidation: false };
}

const element = (name: string): Field['_f'] => ({ name, ref: { name } });

const person = z.object({
  firstName: z.string().check(z.minLength(1, 'validation:required')),
  age: z.number().check(z.gte(18, 'validation:tooYoung'), z.lte(120, 'validation:tooOld')),
  contact: z.object({ email: z.string().check(z.regex(/@/, 'validation:email')) }),
});

type Person = z.input<typeof person>;

describe('zodResolver: a zod schema as the forms resolve their values', () => {
  it('hands back what the schema made of valid values, and no error', async () => {
    const resolve = zodResolver(person);
    const values = { firstName: 'Ana', age: 30, contact: { email: 'a@b.mx' } };
    expect(
      await resolve(values, undefined, optionsFor<Person>(['firstName', 'age', 'contact.email'])),
    ).toEqual({
      values,
      errors: {},
    });
  });

  it('gives each refused field its first issue, nested by its path, with its element as ref', async () => {
    const resolve = zodResolver(person);
    const fields = { firstName: element('firstName'), contact: { email: element('contact.email') } };
    // The fields object nests as react-hook-form keeps it; its leaves are the fields' own records.
    const result = await resolve(
      { firstName: '', age: 12, contact: { email: 'none' } },
      undefined,
      optionsFor<Person>(
        ['firstName', 'age', 'contact.email'],
        fields as unknown as Record<string, Field['_f']>,
      ),
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      firstName: { type: 'too_small', message: 'validation:required', ref: { name: 'firstName' } },
      age: { type: 'too_small', message: 'validation:tooYoung', ref: undefined },
      contact: {
        email: { type: 'invalid_format', message: 'validation:email', ref: { name: 'contact.email' } },
      },
    });
  });

  it("puts a field array's own error in its root, beside its items' errors", async () => {
    const debts = z.object({
      debts: z
        .array(z.object({ amount: z.number().check(z.positive('validation:positive')) }))
        .check(z.maxLength(1, 'validation:tooMany')),
    });
    type Debts = z.input<typeof debts>;
    const names: FieldName<Debts>[] = ['debts', 'debts.0.amount', 'debts.1.amount'];
    const tooMany = await zodResolver(debts)(
      { debts: [{ amount: 1 }, { amount: 5 }] },
      undefined,
      optionsFor<Debts>(names),
    );
    expect(tooMany.errors).toEqual({
      debts: { root: { type: 'too_big', message: 'validation:tooMany', ref: undefined } },
    });
    const negative = await zodResolver(debts)(
      { debts: [{ amount: -1 }] },
      undefined,
      optionsFor<Debts>(names),
    );
    expect(negative.errors).toEqual({
      debts: [{ amount: { type: 'too_small', message: 'validation:positive', ref: undefined } }],
    });
  });

  it('refuses exactly the values the schema refuses, one error per refused field', async () => {
    const resolve = zodResolver(person);
    const names: FieldName<Person>[] = ['firstName', 'age', 'contact.email'];
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 3 }),
        fc.integer({ min: 0, max: 200 }),
        fc.string(),
        async (name, age, email) => {
          const values = { firstName: name, age, contact: { email } };
          const parsed = z.safeParse(person, values);
          const result = await resolve(values, undefined, optionsFor<Person>(names));
          expect(Object.keys(result.errors).length === 0).toBe(parsed.success);
          const refused = new Set(parsed.error?.issues.map((issue) => issue.path.join('.')));
          expect(refused.has('firstName')).toBe('firstName' in result.errors);
          expect(refused.has('age')).toBe('age' in result.errors);
          expect(refused.has('contact.email')).toBe('contact' in result.errors);
        },
      ),
    );
  });
});
