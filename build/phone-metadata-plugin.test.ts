// @vitest-environment node
import type { Plugin } from 'vite';
import { phoneMetadataPlugin } from './phone-metadata-plugin.ts';

/** The module the plugin serves for an id, through its resolveId and load hooks (plain functions here). */
function served(plugin: Plugin, id: string): unknown {
  const { resolveId, load } = plugin;
  if (typeof resolveId !== 'function' || typeof load !== 'function')
    throw new Error('hooks are not functions');
  // The hooks read nothing from Rollup's plugin context; they are called without one.
  const resolved: unknown = Reflect.apply(resolveId, undefined, [id, undefined, {}]);
  return typeof resolved === 'string' ? Reflect.apply(load, undefined, [resolved]) : undefined;
}

describe('virtual:phone-metadata', () => {
  it('holds the build country’s numbering plan only', () => {
    const code = served(phoneMetadataPlugin('pl'), 'virtual:phone-metadata');
    // JSON.parse gives `any`: the served object is phoneMetadataFor's MetadataJson, of which these two fields are read.
    const json = JSON.parse(
      String(code)
        .replace(/^export default /, '')
        .replace(/;$/, ''),
    ) as {
      countries: Record<string, unknown>;
      country_calling_codes: Record<string, string[]>;
    };
    expect(Object.keys(json.countries)).toEqual(['PL']);
    expect(json.country_calling_codes).toEqual({ 48: ['PL'] });
  });

  it('is every country’s metadata without a country (the unit tests)', () => {
    expect(served(phoneMetadataPlugin(), 'virtual:phone-metadata')).toContain(
      'libphonenumber-js/metadata.min.json',
    );
  });

  it('leaves other modules alone', () => {
    expect(served(phoneMetadataPlugin('pl'), 'virtual:market')).toBeUndefined();
  });
});
