/**
 * A schema built on first use rather than as its module is evaluated (issue 27 item 4, docs/adr/0036). Building a zod
 * schema is not free: the contract's and the app's 170 or so cost the app's start about 65 ms at CPU 4x
 * (docs/performance.md), most of them for calls the first step never makes. `lazySchema(() => z.object(...))` is the schema itself to every reader (its type, its
 * methods, zod's own checks of it), built at the first read; the page builds the rest while idle after its step is
 * interactive (`buildPendingSchemas`), so neither the touch nor the first Next pays for them.
 */
import * as z from 'zod/mini';

const unbuilt = new Set<() => z.core.$ZodType>();

export function lazySchema<Schema extends z.core.$ZodType>(build: () => Schema): Schema {
  let schema: Schema | undefined;
  const built = () => {
    if (schema) return schema;
    schema = build();
    unbuilt.delete(built);
    // Metadata (a description given with z.describe) is kept by instance: the stand-in, which the contract's other
    // schemas hold, carries the built schema's, as the OpenAPI document reads it (contract/openapi.ts).
    const metadata = z.globalRegistry.get(schema);
    if (metadata) z.globalRegistry.add(standIn, metadata);
    return schema;
  };
  unbuilt.add(built);
  // Every operation on the stand-in is the built schema's: zod reads its own fields (`_zod`) through the same traps.
  const handler: ProxyHandler<Schema> = {
    get: (_target, key) => Reflect.get(built(), key),
    set: (_target, key, value) => Reflect.set(built(), key, value),
    has: (_target, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      // A proxy may not report a property its target lacks as non-configurable; the stand-in's target is empty.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  };
  // The target is never read: every trap above answers from the built schema, so it stands in for the Schema type.
  const standIn = new Proxy({} as Schema, handler);
  return standIn;
}

/** How many schemas are still to build (the warm-up's stop). */
export const unbuiltSchemaCount = (): number => unbuilt.size;

/** Builds schemas not yet read, one at a time, while `hasTime()` says there is time left. */
export function buildPendingSchemas(hasTime: () => boolean): void {
  for (const build of unbuilt) {
    if (!hasTime()) return;
    build();
  }
}
