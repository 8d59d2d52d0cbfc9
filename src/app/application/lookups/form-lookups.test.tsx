/** The lookups the form pages get: the country's postcode call, the employer directory, the email check. */
import { renderHook, waitFor } from '@testing-library/react';
import { useContext, type ReactNode } from 'react';
import { ReferenceLookupsContext } from '#features/dynamic-form/field-types/shared/reference-lookups.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient } from '#shared/api/testing/fixtures.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import type { Country } from '#markets/matrix.ts';
import { FormLookups } from './form-lookups.tsx';
import { usePostcodeLookup } from './use-postcode-lookup.ts';

function setUp(handler: FakeHandler) {
  const { client, calls } = fakeClient(handler);
  const Providers = hookWrapper(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers>
      <FormLookups>{children}</FormLookups>
    </Providers>
  );
  return { calls, wrapper };
}

const signal = () => new AbortController().signal;
const KRAKOW = { postalCode: '30-001', state: 'małopolskie', municipality: 'Kraków', city: 'Kraków' };

describe('usePostcodeLookup', () => {
  it('fills the town from the country’s lookup, matching the code typed with or without its dash', async () => {
    const { calls, wrapper } = setUp(() => jsonResponse({ postcodes: [KRAKOW] }));
    const { result } = renderHook(() => usePostcodeLookup('pl'), { wrapper });
    const lookup = result.current;
    if (!lookup) throw new Error('Poland fills the town from the postcode');
    expect(await lookup('30001', signal())).toEqual({ status: 'found', ...KRAKOW, colonias: [] });
    expect(calls[0]?.url).toBe('https://api.test/base/postcode/lookup/30001?country=pl');
    expect(await lookup('30-001', signal())).toMatchObject({ status: 'found', city: 'Kraków' });
  });

  it('says unknown when the list has only longer codes, and failed when the call fails', async () => {
    let answer = jsonResponse({ postcodes: [] });
    const { wrapper } = setUp(() => answer);
    const { result } = renderHook(() => usePostcodeLookup('es'), { wrapper });
    expect(await result.current?.('52999', signal())).toEqual({ status: 'unknown' });
    const logs = captureLogs();
    answer = jsonResponse({ errors: [{ fieldName: '', message: 'Down' }] }, 503, 'Service Unavailable');
    expect(await result.current?.('28013', signal())).toEqual({ status: 'failed' });
    await waitFor(() => expect(logs).toHaveLength(1));
  });

  it('asks Mexico’s code with its colonias', async () => {
    const colonia = {
      postalCode: '06700',
      state: 'CDMX',
      municipality: 'Cuauhtémoc',
      city: 'CDMX',
      colonias: ['Roma Norte'],
    };
    const { calls, wrapper } = setUp(() => jsonResponse(colonia));
    const { result } = renderHook(() => usePostcodeLookup('mx'), { wrapper });
    expect(await result.current?.('06700', signal())).toEqual({ status: 'found', ...colonia });
    expect(calls[0]?.url).toBe('https://api.test/base/postcode/06700');
  });

  it.each(['co', 'vn'] as const satisfies readonly Country[])(
    '%s fills nothing from the postcode: no lookup',
    (country) => {
      const { calls, wrapper } = setUp(() => jsonResponse({ postcodes: [] }));
      const { result } = renderHook(() => usePostcodeLookup(country), { wrapper });
      expect(result.current).toBeNull();
      expect(calls).toHaveLength(0);
    },
  );
});

describe('FormLookups', () => {
  it('asks the employer directory of this build’s country and hands over the names', async () => {
    const company = {
      name: 'Grupo Bimbo S.A.B. de C.V.',
      taxRegistryCode: 'GBI810616U68',
      postalCode: '01210',
      province: 'Ciudad de México',
      city: 'Ciudad de México',
      street: 'Prolongación Paseo de la Reforma',
      houseNumber: '1000',
    };
    const { calls, wrapper } = setUp(() => jsonResponse({ companies: [company] }));
    const { result } = renderHook(() => useContext(ReferenceLookupsContext), { wrapper });
    expect(await result.current.lookupCompanies?.('Grupo B', signal())).toEqual([company.name]);
    expect(calls[0]?.url).toBe('https://api.test/base/company/Grupo%20B?country=mx');
  });

  it('checks the email at the lender’s API; a failure is logged without the address', async () => {
    const { calls, wrapper } = setUp(() =>
      jsonResponse({ errors: [{ fieldName: '', message: 'Down' }] }, 500, 'Internal Server Error'),
    );
    const logs = captureLogs();
    const { result } = renderHook(() => useContext(ReferenceLookupsContext), { wrapper });
    expect(await result.current.checkEmail?.('ana.lopez@gmial.com', signal())).toBeNull();
    expect(calls.map((call) => new URL(call.url).origin)).toEqual(['https://api.test']);
    await waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]?.message).toContain('GET /email/validate/{email}');
    expect(JSON.stringify(logs)).not.toMatch(/ana|gmial|%40/);
  });
});
