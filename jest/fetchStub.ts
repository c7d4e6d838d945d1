/**
 * A fetch for jsdom, which has none: each request goes to `answer`, which plays the server.
 * Only the network edge is replaced; the SPAs' own API client and hooks run as they are.
 */
export type StubRequest = { method: string; path: string; body: unknown };
export type StubAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type FetchStub = { requests: StubRequest[]; restore: () => void };

export function stubFetch(answer: (request: StubRequest) => StubAnswer | Promise<StubAnswer>): FetchStub {
  const requests: StubRequest[] = [];
  const previous = (globalThis as { fetch?: unknown }).fetch;

  const fetchStub = async (input: string, init: RequestInit = {}) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const request: StubRequest = {
      method: init.method ?? 'GET',
      path: new URL(input, window.location.href).pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const { status, body, headers = {} } = await answer(request);
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const text = body === undefined ? '' : JSON.stringify(body);
    const responseHeaders = new Headers(headers);
    return { ok: status >= 200 && status < 300, status, headers: responseHeaders, text: async () => text };
  };

  Object.assign(globalThis, { fetch: fetchStub });
  return {
    requests,
    restore: () => Object.assign(globalThis, { fetch: previous }),
  };
}
