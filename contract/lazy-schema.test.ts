import * as z from 'zod/mini';
import { buildPendingSchemas, lazySchema, unbuiltSchemaCount } from './lazy-schema.ts';

describe('a schema built on first use', () => {
  it('is not built until it is read, then once', () => {
    const build = vi.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is the schema to zod: composed, checked, described, converted', () => {
    const described = () => z.string().check(z.minLength(2), z.describe('A name, two letters or more'));
    const lazyName = lazySchema(described);
    const lazyPerson = lazySchema(() => z.object({ name: lazyName, age: z.optional(z.number()) }));
    const eagerPerson = z.object({ name: described(), age: z.optional(z.number()) });

    expect(lazyPerson.safeParse({ name: 'A' }).error?.issues).toEqual(
      eagerPerson.safeParse({ name: 'A' }).error?.issues,
    );
    expect(lazyName).toBeInstanceOf(z.ZodMiniString);
    expect(z.globalRegistry.get(lazyName)).toEqual({ description: 'A name, two letters or more' });
    expect(z.toJSONSchema(lazyPerson)).toEqual(z.toJSONSchema(eagerPerson));
    expect(Object.keys(lazyPerson)).toEqual(Object.keys(eagerPerson));
  });

  it('is built ahead of its first read while there is time, in the order the schemas were declared', () => {
    const built: string[] = [];
    const declare = (name: string) =>
      lazySchema(() => {
        built.push(name);
        return z.string();
      });
    const [first, second, third] = [declare('first'), declare('second'), declare('third')];
    buildPendingSchemas(() => true);
    expect(unbuiltSchemaCount()).toBe(0);
    expect(built).toEqual(['first', 'second', 'third']);
    expect([first, second, third].map((schema) => schema.parse('x'))).toEqual(['x', 'x', 'x']);
    expect(built).toHaveLength(3);
  });

  it('builds none when there is no time, and one at a time', () => {
    const schemas = [1, 2, 3].map(() => lazySchema(() => z.number()));
    buildPendingSchemas(() => true);
    const more = [1, 2, 3].map(() => lazySchema(() => z.number()));
    buildPendingSchemas(() => false);
    expect(unbuiltSchemaCount()).toBe(3);
    let allowed = 1;
    buildPendingSchemas(() => allowed-- > 0);
    expect(unbuiltSchemaCount()).toBe(2);
    expect([...schemas, ...more].map((schema) => schema.parse(1))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(unbuiltSchemaCount()).toBe(0);
  });
});
