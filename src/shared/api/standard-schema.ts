/**
 * The slice of the Standard Schema interface (standardschema.dev) the client needs. zod 4 schemas, classic
 * or mini, implement it, so the client validates with whatever the contract exports without importing zod
 * itself: the core stays a few hundred bytes on the first screen.
 */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
}

export type SchemaResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<SchemaIssue> };

export interface ResponseSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

/** The parsed type a schema produces. */
export type SchemaOutput<S extends ResponseSchema> = NonNullable<S['~standard']['types']>['output'];

/** Dotted paths of the failing values, never the values themselves (they may be personal data). */
export function issuePaths(issues: ReadonlyArray<SchemaIssue>): string[] {
  return issues.map((issue) =>
    (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.'),
  );
}
