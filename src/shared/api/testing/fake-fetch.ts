/**
 * A fetch double for tests: each call is recorded (URL, method, headers, parsed body) and answered by a
 * handler, so tests assert what went over the wire and choose what comes back. It needs no test runner: the
 * screen gallery (.storybook) answers its screens' calls with it too.
 */

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A response that never comes, but rejects like a real fetch when its signal aborts. */
export function hangingResponse(call: RecordedCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

export function createFakeFetch(handler: FakeHandler) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Names lowercased, as fetch's Headers iterates them (happy-dom's keeps the case they were given in).
    const headers = Object.fromEntries(
      [...new Headers(init?.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
    );
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: rawBody === undefined ? undefined : JSON.parse(rawBody),
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch, calls };
}
