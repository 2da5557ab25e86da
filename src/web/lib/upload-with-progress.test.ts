import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { configureSession, resetSession } from './auth/session';
import { uploadWithProgress } from './upload-with-progress';

class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  responseType = 'application/json';
  body: unknown;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return this.responseType;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const sent = async () => {
  await vi.waitFor(() => expect(FakeRequest.last?.body).toBeDefined());
  return FakeRequest.last;
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  FakeRequest.last = undefined as unknown as FakeRequest;
  configureSession({ getAccessToken: async () => 'token-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('uploadWithProgress', () => {
  it('posts the form with the bearer token and reports progress until the answer', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('name', 'Slides');
    const promise = uploadWithProgress<{ id: number }>('/api/assets', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const request = await sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/assets');
    expect(request.headers.Authorization).toBe('Bearer token-1');
    expect(request.withCredentials).toBe(true);
    expect(request.body).toBe(form);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.answer(201, { id: 7 });
    await expect(promise).resolves.toEqual({ id: 7 });
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the server's message and field errors", async () => {
    const promise = uploadWithProgress('/api/assets', new FormData());
    (await sent()).answer(415, {
      message: 'File type not supported',
      errors: { file: 'File type not supported' },
    });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'File type not supported',
      status: 415,
      errors: { file: 'File type not supported' },
    });
  });

  it('signals a 401 answer once so the user is signed out', async () => {
    const onUnauthorized = vi.fn();
    configureSession({ onUnauthorized });
    const promise = uploadWithProgress('/api/assets', new FormData());
    (await sent()).answer(401, { message: 'Unauthorized' });
    await expect(promise).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('falls back to a generic message and aborts with the signal', async () => {
    const failing = uploadWithProgress('/api/assets', new FormData());
    const request = await sent();
    request.responseType = 'text/html';
    request.status = 502;
    request.responseText = '<html>';
    request.onload?.();
    await expect(failing).rejects.toThrow('Failed to fetch /api/assets: 502');

    FakeRequest.last = undefined as unknown as FakeRequest;
    const controller = new AbortController();
    const aborted = uploadWithProgress('/api/assets', new FormData(), {
      signal: controller.signal,
    });
    const second = await sent();
    controller.abort();
    await expect(aborted).rejects.toThrow('aborted');
    expect(second.aborted).toBe(true);
  });
});
