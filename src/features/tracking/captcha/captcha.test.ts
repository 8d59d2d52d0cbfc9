import { captureLogs } from '#shared/api/testing/log-capture.ts';
import {
  CAPTCHA_TIMEOUT_MS,
  CaptchaLog,
  captchaScriptUrl,
  createCaptcha,
  LEAD_CREATE_ACTION,
  type Grecaptcha,
} from './captcha.ts';

const config = { siteKey: 'site-key-1', scriptUrl: 'https://captcha.test/recaptcha/api.js' };

/** A grecaptcha double: ready calls back on a later task, execute answers as the test says. */
function fakeGrecaptcha(execute: Grecaptcha['execute'] = async () => 'token-1') {
  const api = {
    ready: vi.fn((callback: () => void) => void setTimeout(callback, 0)),
    execute: vi.fn(execute),
  };
  return api;
}

/** `api: null` is a page where the script ran without defining grecaptcha. */
function setup(api: Grecaptcha | null = fakeGrecaptcha(), load = vi.fn(async (_url: string) => {})) {
  const captcha = createCaptcha(config, { load, grecaptcha: () => api ?? undefined });
  return { captcha, load };
}

const warnings = (logs: ReturnType<typeof captureLogs>) =>
  logs.filter((entry) => entry.level === 'warn').map((entry) => [entry.message, entry.details]);

describe('captcha', () => {
  it('loads the script with the site key, waits for ready and executes the lead-create action', async () => {
    const api = fakeGrecaptcha();
    const { captcha, load } = setup(api);
    await expect(captcha.getToken()).resolves.toBe('token-1');
    expect(load).toHaveBeenCalledWith('https://captcha.test/recaptcha/api.js?render=site-key-1');
    expect(api.ready).toHaveBeenCalledTimes(1);
    expect(api.execute).toHaveBeenCalledWith('site-key-1', { action: LEAD_CREATE_ACTION });
    expect(LEAD_CREATE_ACTION).toBe('lead_create');
  });

  it('loads the script once for several tokens, and passes the action asked for', async () => {
    const api = fakeGrecaptcha();
    const { captcha, load } = setup(api);
    await captcha.getToken();
    await expect(captcha.getToken('lead_update')).resolves.toBe('token-1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(api.execute).toHaveBeenLastCalledWith('site-key-1', { action: 'lead_update' });
  });

  it('preloads the script once, silently, and a token then uses it', async () => {
    const logs = captureLogs();
    const load = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(undefined);
    const { captcha } = setup(fakeGrecaptcha(), load);
    captcha.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logs).toEqual([]);
    captcha.preload();
    captcha.preload();
    await expect(captcha.getToken()).resolves.toBe('token-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the configured query and encodes the site key', () => {
    expect(captchaScriptUrl({ siteKey: 'a b&c', scriptUrl: 'https://captcha.test/api.js?hl=es' })).toBe(
      'https://captcha.test/api.js?hl=es&render=a+b%26c',
    );
  });

  it('reads grecaptcha from the window by default', async () => {
    vi.stubGlobal(
      'grecaptcha',
      fakeGrecaptcha(async () => 'token-window'),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const captcha = createCaptcha(config, { load: async () => {} });
    await expect(captcha.getToken()).resolves.toBe('token-window');
  });

  it.each<[string, () => ReturnType<typeof setup>, string]>([
    [
      'the script fails to load',
      () =>
        setup(
          fakeGrecaptcha(),
          vi.fn(() => Promise.reject(new Error('x'))),
        ),
      'script',
    ],
    ['grecaptcha is missing after the script', () => setup(null), 'unavailable'],
    ['execute rejects', () => setup(fakeGrecaptcha(() => Promise.reject(new Error('refused')))), 'execute'],
    ['execute answers an empty token', () => setup(fakeGrecaptcha(async () => '')), 'execute'],
  ])('resolves undefined and logs when %s', async (_name, make, stage) => {
    const logs = captureLogs();
    const { captcha } = make();
    await expect(captcha.getToken()).resolves.toBeUndefined();
    expect(warnings(logs)).toEqual([[CaptchaLog.failed, JSON.stringify({ stage })]]);
  });

  it('tries a failed script load again at the next token', async () => {
    captureLogs();
    const load = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(undefined);
    const { captcha } = setup(fakeGrecaptcha(), load);
    await expect(captcha.getToken()).resolves.toBeUndefined();
    await expect(captcha.getToken()).resolves.toBe('token-1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it.each<[string, Grecaptcha | undefined, (url: string) => Promise<void>]>([
    ['the script never loads', fakeGrecaptcha(), () => new Promise(() => {})],
    ['ready never fires', { ready: () => {}, execute: async () => 'late' }, async () => {}],
    ['execute never answers', fakeGrecaptcha(() => new Promise(() => {})), async () => {}],
  ])('gives up after the time limit when %s', async (_name, api, load) => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const logs = captureLogs();
    const captcha = createCaptcha(config, { load, grecaptcha: () => api });
    let token: string | undefined = 'pending';
    void captcha.getToken().then((value) => (token = value));
    await vi.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS - 1);
    expect(token).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(token).toBeUndefined();
    expect(warnings(logs)).toEqual([[CaptchaLog.failed, '{"stage":"timeout"}']]);
  });

  it('a failure after the time limit is neither thrown nor logged twice', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const logs = captureLogs();
    const captcha = createCaptcha(config, {
      timeoutMs: 100,
      load: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('late')), 500)),
      grecaptcha: () => fakeGrecaptcha(),
    });
    const token = captcha.getToken();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(token).resolves.toBeUndefined();
    expect(warnings(logs)).toHaveLength(1);
  });
});
