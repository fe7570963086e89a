import { vi } from 'vitest';

/** One upload the app sent through XMLHttpRequest, with ways to answer it as the server would. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  isAborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** The browser has sent the whole body; the server has not answered yet. */
  sentAll(total: number) {
    this.progress(total, total);
    this.upload.onload?.();
  }
  /** The server answers in its envelope. */
  respond(status: number, data: unknown, meta: { message?: string; error?: string } = {}) {
    this.status = status;
    this.responseText = JSON.stringify({ status: { code: status, message: 'OK', ...meta }, data });
    this.onload?.();
  }
  /** The connection drops. */
  fail() {
    this.onerror?.();
  }
  /** Where the call went, without the host. */
  get path() {
    const { pathname, search } = new URL(this.url, 'http://app.test');
    return `${pathname}${search}`;
  }
}

/** Puts the fake in place of XMLHttpRequest for this test; `vi.unstubAllGlobals` undoes it. */
export function fakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent: FakeXhr.sent,
    /** The n-th upload sent, waiting for it to be sent first. */
    last: () => FakeXhr.sent[FakeXhr.sent.length - 1],
  };
}
