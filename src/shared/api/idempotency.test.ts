import { memorySafeStorage } from '../lib/storage/memory-storage.ts';
import { createIdempotencyKeeper, fingerprintOf } from './idempotency.ts';
import { pendingCreateRecord } from './pending-create.ts';

const body = { amount: 10000, personalDetails: { firstName: 'María', personalCode: 'LOGM900820MDFPRR04' } };
const keys = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('one idempotency key per logical lead create', () => {
  it.each([
    ['the same body again (a retry)', body, 'key-1'],
    [
      'the same body built in another order',
      { personalDetails: { personalCode: 'LOGM900820MDFPRR04', firstName: 'María' }, amount: 10000 },
      'key-1',
    ],
    ['a changed body', { ...body, amount: 12000 }, 'key-2'],
  ])('%s gets %s', async (_name, second, expected) => {
    const keeper = createIdempotencyKeeper({ makeKey: keys() });
    expect(await keeper.keyFor(body)).toBe('key-1');
    expect(await keeper.keyFor(second)).toBe(expected);
  });

  it('a create after a success gets a new key', async () => {
    const keeper = createIdempotencyKeeper({ makeKey: keys() });
    await keeper.keyFor(body);
    keeper.reset();
    expect(await keeper.keyFor(body)).toBe('key-2');
  });
});

describe('a reload while the create is in flight: the pending key outlives the page', () => {
  it('the same body sent again after a reload reuses the key; a success clears it', async () => {
    const { storage, session } = memorySafeStorage();
    const first = createIdempotencyKeeper({ makeKey: keys(), record: pendingCreateRecord(storage) });
    const key = await first.keyFor(body);

    // A reload: a new keeper, memory empty, the same tab's session storage.
    const afterReload = createIdempotencyKeeper({
      makeKey: () => 'fresh',
      record: pendingCreateRecord(storage),
    });
    expect(await afterReload.keyFor(body)).toBe(key);

    afterReload.reset();
    expect(session.getItem('pendingLeadCreate')).toBeNull();
    expect(await afterReload.keyFor(body)).toBe('fresh');
  });

  it('a different body after a reload gets a new key', async () => {
    const { storage } = memorySafeStorage();
    await createIdempotencyKeeper({ makeKey: () => 'first', record: pendingCreateRecord(storage) }).keyFor(
      body,
    );
    const afterReload = createIdempotencyKeeper({
      makeKey: () => 'second',
      record: pendingCreateRecord(storage),
    });
    expect(await afterReload.keyFor({ ...body, amount: 1 })).toBe('second');
  });

  it('storage holds the key and a SHA-256 of the body, never the body', async () => {
    const { storage, session } = memorySafeStorage();
    await createIdempotencyKeeper({ makeKey: () => 'k', record: pendingCreateRecord(storage) }).keyFor(body);
    const stored = session.getItem('pendingLeadCreate') ?? '';
    expect(JSON.parse(stored)).toEqual({
      key: 'k',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      volatile: {},
    });
    expect(stored).not.toContain('María');
    expect(stored).not.toContain('LOGM900820MDFPRR04');
  });

  it('a stored entry that does not parse is dropped', async () => {
    const { storage, session } = memorySafeStorage();
    session.setItem('pendingLeadCreate', JSON.stringify({ key: 'k', fingerprint: 'not-a-hash' }));
    const keeper = createIdempotencyKeeper({ makeKey: () => 'new', record: pendingCreateRecord(storage) });
    expect(await keeper.keyFor(body)).toBe('new');
  });

  it('without Web Crypto nothing is stored and the key lives in memory', async () => {
    const { storage, session } = memorySafeStorage();
    const keeper = createIdempotencyKeeper({
      makeKey: keys(),
      record: pendingCreateRecord(storage),
      digest: () => Promise.resolve(null),
    });
    expect(await keeper.keyFor(body)).toBe('key-1');
    expect(await keeper.keyFor(body)).toBe('key-1');
    expect(session.getItem('pendingLeadCreate')).toBeNull();
  });

  it('fingerprints a body with the SHA-256 of its text', async () => {
    expect(await fingerprintOf('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('volatile fields (the loading time in deviceData) do not make a resend another create', () => {
  it('after a reload, a body that differs only in deviceData gets the key and the deviceData first sent', async () => {
    const { storage, session } = memorySafeStorage();
    const options = { record: pendingCreateRecord(storage), volatileFields: ['deviceData'] };
    const first = await createIdempotencyKeeper({ ...options, makeKey: () => 'first' }).prepare({
      ...body,
      deviceData: { loadingTime: 2857 },
    });
    const again = await createIdempotencyKeeper({ ...options, makeKey: () => 'second' }).prepare({
      ...body,
      deviceData: { loadingTime: 5068 },
    });
    expect(again).toEqual({ key: first.key, body: { ...body, deviceData: { loadingTime: 2857 } } });
    expect(session.getItem('pendingLeadCreate')).not.toContain('María');
  });

  it('a body that differs in anything else is a new create with its own deviceData', async () => {
    const keeper = createIdempotencyKeeper({ makeKey: keys(), volatileFields: ['deviceData'] });
    await keeper.prepare({ ...body, deviceData: { loadingTime: 1 } });
    expect(await keeper.prepare({ ...body, amount: 1, deviceData: { loadingTime: 2 } })).toEqual({
      key: 'key-2',
      body: { ...body, amount: 1, deviceData: { loadingTime: 2 } },
    });
  });
});

describe('the page a create was sent from', () => {
  it('is kept with the pending key, and goes with it once the create succeeds', async () => {
    const { storage } = memorySafeStorage();
    const record = pendingCreateRecord(storage);
    const keeper = createIdempotencyKeeper({ record, makeKey: keys() });
    await keeper.prepare(body, 'loan-details');
    expect(record.read()).toMatchObject({ key: 'key-1', sentFrom: 'loan-details' });
    // The same body sent again from elsewhere is still the create first sent from its page.
    await createIdempotencyKeeper({ record, makeKey: keys() }).prepare(body, 'initial-details');
    expect(record.read()).toMatchObject({ key: 'key-1', sentFrom: 'loan-details' });
    keeper.reset();
    expect(record.read()).toBeNull();
  });
});

describe('fresh fields (a captcha token) and the pending create', () => {
  it('a fresh field is left out of the key and sent as given, never as first sent', async () => {
    const { storage } = memorySafeStorage();
    const options = { record: pendingCreateRecord(storage), freshFields: ['googleCaptchaToken'] };
    const first = await createIdempotencyKeeper({ ...options, makeKey: () => 'first' }).prepare({
      ...body,
      googleCaptchaToken: 'token-1',
    });
    const again = await createIdempotencyKeeper({ ...options, makeKey: () => 'second' }).prepare({
      ...body,
      googleCaptchaToken: 'token-2',
    });
    expect(again).toEqual({ key: first.key, body: { ...body, googleCaptchaToken: 'token-2' } });
    expect(JSON.stringify(pendingCreateRecord(storage).read())).not.toContain('token-1');
  });

  it('never sends again a fresh field that an older record kept as first sent', async () => {
    const { storage } = memorySafeStorage();
    const record = pendingCreateRecord(storage);
    await createIdempotencyKeeper({ record, volatileFields: ['googleCaptchaToken'] }).prepare({
      ...body,
      googleCaptchaToken: 'spent',
    });
    const keeper = createIdempotencyKeeper({ record, freshFields: ['googleCaptchaToken'] });
    expect((await keeper.prepare({ ...body, googleCaptchaToken: 'fresh' })).body).toMatchObject({
      googleCaptchaToken: 'fresh',
    });
  });

  it('tells whether a body is the create pending, after a reload as before it', async () => {
    const { storage } = memorySafeStorage();
    const record = pendingCreateRecord(storage);
    const keeper = createIdempotencyKeeper({ record, makeKey: keys() });
    expect(await keeper.isPending(body)).toBe(false);
    await keeper.prepare(body);
    const reloaded = createIdempotencyKeeper({ record, makeKey: keys() });
    expect(await reloaded.isPending(body)).toBe(true);
    expect(await reloaded.isPending({ ...body, amount: 1 })).toBe(false);
  });
});
