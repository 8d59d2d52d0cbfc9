import { ApiError, type ApiErrorKind, type ApiResult } from '#shared/api/api-error.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { pendingStepKeys } from './pending-step-keys.ts';
import { sendKeyedStep } from './step-call.ts';

const failure = (kind: ApiErrorKind, status: number): ApiResult<unknown> => ({
  ok: false,
  error: new ApiError({ kind, status, context: 'POST /lead/sale', message: 'failed' }),
});
const success: ApiResult<unknown> = { ok: true, data: { id: 'lead', state: 10 } };

let counter = 0;
const nextKey = () => `key-${String((counter += 1)).padStart(4, '0')}`;

describe('pending step keys', () => {
  it('keeps a call its key across a reload until a definitive answer, and never stores the body', () => {
    const { storage, session } = memorySafeStorage();
    const first = pendingStepKeys(storage.session, nextKey);
    const key = first.keyFor('POST /lead/sale');
    first.settle('POST /lead/sale', failure('timeout', 444));
    // A new page (the reload) over the same session storage.
    const reloaded = pendingStepKeys(storage.session, nextKey);
    expect(reloaded.keyFor('POST /lead/sale')).toBe(key);
    expect([...session.entries.values()].join()).toBe(JSON.stringify({ 'POST /lead/sale': key }));
    reloaded.settle('POST /lead/sale', success);
    expect(session.entries.has('pendingStepCalls')).toBe(false);
    expect(reloaded.keyFor('POST /lead/sale')).not.toBe(key);
  });

  it.each([
    ['a success', success, true],
    ['a refusal (400)', failure('http', 400), true],
    ['a conflict (409)', failure('http', 409), true],
    ['a server error (503)', failure('http', 503), false],
    ['a timeout', failure('timeout', 444), false],
    ['offline', failure('offline', 1001), false],
    ['a network failure', failure('network', 0), false],
    ['an aborted call', failure('aborted', 499), false],
  ])('after %s the key ends: %s', (_name, result, ends) => {
    const keys = pendingStepKeys(memorySafeStorage().storage.session, nextKey);
    const key = keys.keyFor('POST /lead/idUpload');
    keys.settle('POST /lead/idUpload', result);
    expect(keys.keyFor('POST /lead/idUpload') === key).toBe(!ends);
  });

  it('gives each call its own key, and keeps them in memory when storage is unavailable', () => {
    const keys = pendingStepKeys(null, nextKey);
    const sale = keys.keyFor('POST /lead/sale');
    const skip = keys.keyFor('POST /lead/skip/{id}');
    expect(sale).not.toBe(skip);
    expect(keys.keyFor('POST /lead/sale')).toBe(sale);
  });

  it('drops a stored record that is not a map of keys', () => {
    const { storage } = memorySafeStorage({ session: { pendingStepCalls: '{"POST /lead/sale":42}' } });
    expect(pendingStepKeys(storage.session, () => 'fresh-key-1').keyFor('POST /lead/sale')).toBe(
      'fresh-key-1',
    );
  });

  it('sends the key as the Idempotency-Key header, the same one again after a lost answer', async () => {
    const keys = pendingStepKeys(memorySafeStorage().storage.session, nextKey);
    const sent: string[] = [];
    const send = (result: ApiResult<unknown>) => (headers: Record<string, string>) => {
      sent.push(headers['Idempotency-Key'] ?? '');
      return Promise.resolve(result);
    };
    await sendKeyedStep('POST /lead/sale', send(failure('offline', 1001)), keys);
    await sendKeyedStep('POST /lead/sale', send(success), keys);
    await sendKeyedStep('POST /lead/sale', send(success), keys);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[1]);
  });
});
