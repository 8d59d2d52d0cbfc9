import { ApiStatus } from '#shared/api/api-error.ts';
import { hangingResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { ID_UPLOAD_TIMEOUT_MS, uploadId } from './upload-id.ts';

const image = {
  id: LEAD_ID,
  side: 'front',
  fileName: 'front.png',
  contentType: 'image/png',
  dataBase64: 'iVBORw0K',
} as const;

describe('uploadId', () => {
  afterEach(() => vi.useRealTimers());

  it('waits longer than the usual 60 s before a slow upload counts as timed out', async () => {
    vi.useFakeTimers();
    const logs = captureLogs();
    const { client } = fakeClient(hangingResponse);
    let settled = false;
    const result = uploadId(client, image).then((answer) => {
      settled = true;
      return answer;
    });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(ID_UPLOAD_TIMEOUT_MS);
    expect(await result).toMatchObject({ ok: false, error: { status: ApiStatus.timeout } });
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/idUpload HTTP 444 Timeout']);
  });
});
