// @vitest-environment happy-dom
/**
 * The photo upload's steps as the owner sees them (issue 20, "Photos from a phone stall"): the
 * photo is processed (made smaller) in the browser, goes up with a progress bar, is saved, and a
 * failure says so with a Retry that asks for a fresh upload link. The real component, upload
 * calls and resize module; only the browser's network (fetch, XMLHttpRequest) and image parts
 * (createImageBitmap, canvas) are stood in for.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTER_TIME_LIMIT_SECONDS, UPLOAD_TIME_LIMIT_SECONDS } from '@/contracts/admin-catalog';
import { getToasts, resetToasts } from '@/web/lib/toast-store';
import { admin, api, auth, renderApp } from '@/web/test/render-app';
import { MultiImageUpload, SingleImageUpload } from './components/image-upload';

/** The browser's XMLHttpRequest, answered by the test. */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  statusText = '';
  body: unknown;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.made.push(this);
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

interface Call {
  method: string;
  url: string;
  body: unknown;
  signal: AbortSignal | null | undefined;
}
const calls: Call[] = [];
let links = 0;
/** What PUT /api/product-images answers; a pending promise holds it. */
let registration: () => Promise<Response>;

/** PUT /api/product-images's answer for `objectPath` (its sizes do not matter here). */
const registeredImage = (objectPath: string) => ({ objectPath, width: 2400, height: 1600, srcSet: '', avifSrcSet: '' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  links = 0;
  FakeXhr.made = [];
  resetToasts();
  auth.as(admin);
  registration = async () => json(200, registeredImage(`/objects/products/photo-${links}.webp`));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The harness checks each answer against the contract.
  api.fetch.mockImplementation(
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body, signal: init?.signal });
      if (method === 'POST' && url === '/api/objects/upload') {
        links += 1;
        return json(200, { uploadURL: `http://localhost/api/objects/uploads/link-${links}?sig=s${links}` });
      }
      if (method === 'PUT' && url === '/api/product-images') return registration();
      return json(404, { message: 'not here', code: 'NOT_FOUND', requestId: 'r' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Without the toaster: its announcer is a second role="status" beside the upload's own.
const wrap = (children: ReactNode) => renderApp(<>{children}</>, { toaster: false });

const jpeg = (name = 'cake.jpg', bytes = 7) =>
  new File([new Uint8Array(bytes).fill(0xff)], name, { type: 'image/jpeg' });

const lastToast = () => {
  const [shown] = getToasts();
  return shown && { title: shown.title, description: shown.description };
};

/** The XMLHttpRequest the component opened as its `n`th (from 1), once it has. */
async function upload(n: number): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.made.length).toBeGreaterThanOrEqual(n));
  return FakeXhr.made[n - 1]!;
}

const linksAsked = () => calls.filter((c) => c.method === 'POST' && c.url === '/api/objects/upload').length;
const registered = () => calls.filter((c) => c.method === 'PUT' && c.url === '/api/product-images');

describe('the processing step', () => {
  it('shows "Processing" while the photo is made smaller, then sends the 2400 px WebP', async () => {
    let decoded: (bitmap: { width: number; height: number; close(): void }) => void = () => {};
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => new Promise((resolve) => (decoded = resolve))),
    );
    const drawn: number[][] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          fillRect: () => {},
          drawImage: (_source: unknown, ...box: number[]) => drawn.push(box),
        }) as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
      done(new Blob([new Uint8Array(1000)], { type: type ?? 'image/png' }));
    });
    wrap(<SingleImageUpload value="" onChange={() => {}} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), {
      target: { files: [jpeg('IMG_0001.jpg', 2 * 1024 * 1024)] },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Processing IMG_0001.jpg…');
    // Nothing is sent, and no second photo can be picked, while it is processed.
    expect(calls).toEqual([]);
    expect((screen.getByLabelText('Upload main image') as HTMLInputElement).disabled).toBe(true);

    await act(async () => decoded({ width: 4032, height: 3024, close: () => {} }));
    const put = await upload(1);
    expect(drawn).toEqual([[0, 0, 2400, 1800]]);
    const sent = put.body as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_0001.webp', 'image/webp', 1000]);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(calls[0]!.body).toEqual({ contentType: 'image/webp', size: 1000 });
  });

  it('shows "Saving" once the bytes are up, while the shop makes its copies', async () => {
    let answer: (res: Response) => void = () => {};
    registration = () => new Promise((resolve) => (answer = resolve));
    const changed: string[] = [];
    wrap(<SingleImageUpload value="" onChange={(p) => changed.push(p)} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    const put = await upload(1);
    act(() => put.answer(204));
    expect((await screen.findByRole('status')).textContent).toBe('Saving cake.jpg…');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => answer(json(200, registeredImage('/objects/products/x.webp'))));
    await waitFor(() => expect(changed).toEqual(['/objects/products/x.webp']));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('time limits', () => {
  it('gives the bytes the minutes a slow line needs and the other calls their own limit', async () => {
    wrap(<SingleImageUpload value="" onChange={() => {}} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    const put = await upload(1);
    expect(put.timeout).toBe(UPLOAD_TIME_LIMIT_SECONDS * 1000);
    act(() => put.answer(204));
    await waitFor(() => expect(registered()).toHaveLength(1));
    for (const call of calls) expect(call.signal, call.url).toBeInstanceOf(AbortSignal);
    expect(REGISTER_TIME_LIMIT_SECONDS).toBeGreaterThanOrEqual(60);
  });

  it('says so when the upload takes too long, with Retry', async () => {
    wrap(<SingleImageUpload value="" onChange={() => {}} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    const put = await upload(1);
    act(() => put.ontimeout?.());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The photo took too long to send');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('a failed upload', () => {
  it('says so by the picker, keeps the toast, and Retry sends the photo again on a fresh link', async () => {
    const changed: string[] = [];
    wrap(<SingleImageUpload value="" onChange={(p) => changed.push(p)} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    const first = await upload(1);
    act(() => first.onerror?.());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Upload failed: The photo could not reach the shop. Check the connection, then retry.Retry',
    );
    expect(lastToast()).toEqual({ title: 'Upload Failed', description: 'Failed to upload image. Please try again.' });
    expect((screen.getByLabelText('Upload main image') as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const second = await upload(2);
    // A fresh link: the first one is never used again (it would answer 409 UPLOAD_USED).
    expect(linksAsked()).toBe(2);
    expect(first.url).toContain('/link-1?');
    expect(second.url).toContain('/link-2?');
    expect(second.body).toBe(first.body);
    act(() => second.answer(204));
    await waitFor(() => expect(changed).toEqual(['/objects/products/photo-2.webp']));
    expect(registered().map((c) => c.body)).toEqual([{ imageURL: 'http://localhost/api/objects/uploads/link-2' }]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('after a registration that failed, retries from a fresh link, never the used one', async () => {
    registration = async () => json(503, { message: 'Image storage is not answering', code: 'X', requestId: 'r' });
    wrap(<SingleImageUpload value="" onChange={() => {}} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    const first = await upload(1);
    act(() => first.answer(204));
    expect((await screen.findByRole('alert')).textContent).toContain('The shop could not take the photo just now');

    registration = async () => json(200, registeredImage('/objects/products/y.webp'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const second = await upload(2);
    act(() => second.answer(204));
    await waitFor(() => expect(registered()).toHaveLength(2));
    expect(registered().map((c) => (c.body as { imageURL: string }).imageURL)).toEqual([
      'http://localhost/api/objects/uploads/link-1',
      'http://localhost/api/objects/uploads/link-2',
    ]);
    expect(linksAsked()).toBe(2);
  });

  it("shows the shop's reason for a refused file, with no Retry (choosing another photo is the way on)", async () => {
    registration = async () =>
      json(400, { message: 'Only JPEG, PNG and WebP images can be used', code: 'NOT_AN_IMAGE', requestId: 'r' });
    wrap(<SingleImageUpload value="" onChange={() => {}} name="main image" />);
    fireEvent.change(screen.getByLabelText('Upload main image'), { target: { files: [jpeg()] } });
    const put = await upload(1);
    act(() => put.answer(204));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Upload failed: Only JPEG, PNG and WebP images can be used',
    );
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('of several photos keeps the ones that went up, and Retry sends only the failed one', async () => {
    const changed: string[][] = [];
    wrap(<MultiImageUpload value={[]} onChange={(p) => changed.push(p)} name="additional images" />);
    fireEvent.change(screen.getByLabelText('Upload additional images'), {
      target: { files: [jpeg('side.jpg'), jpeg('top.jpg')] },
    });
    const side = await upload(1);
    act(() => side.answer(204));
    const top = await upload(2);
    act(() => top.onerror?.());
    await screen.findByRole('alert');
    expect(changed).toEqual([['/objects/products/photo-1.webp']]);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const again = await upload(3);
    expect((again.body as File).name).toBe('top.jpg');
    expect(again.url).toContain('/link-3?');
    act(() => again.answer(204));
    await waitFor(() => expect(changed).toHaveLength(2));
    expect(changed[1]).toEqual(['/objects/products/photo-3.webp']);
  });
});
