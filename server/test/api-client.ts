/**
 * A small HTTP client for API tests: real fetch over a real socket, with one cookie jar, and an
 * Origin header as a browser on our own page would send.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * The requests sent and not yet answered, with when each was sent: a test that times out names the
 * call it was waiting for (name-unanswered-requests.ts), where a bare timeout names none.
 */
const unanswered = new Set<{ call: string; sentAt: number }>();

export function unansweredRequests(now = Date.now()): string[] {
  return [...unanswered].map(({ call, sentAt }) => `${call} (sent ${((now - sentAt) / 1000).toFixed(1)} s ago)`);
}

export class ApiClient {
  private cookies = new Map<string, string>();

  /**
   * @param origin what the browser's page is: the server's APP_URL (the origin check accepts no
   * other, issue 32), which need not be the address the test reaches it at. Default: that address.
   */
  constructor(
    readonly baseUrl: string,
    readonly origin: string = baseUrl,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The raw session cookie value, to replay an old cookie after logout or rotation. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  /** The same browser (a copy of this cookie jar) reaching another server instance, as behind a load balancer. */
  sameBrowserAt(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl, this.origin);
    for (const [name, value] of this.cookies) other.setCookie(name, value);
    return other;
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { origin: this.origin, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const sent = { call: `${method} ${this.baseUrl}${path}`, sentAt: Date.now() };
    unanswered.add(sent);
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
      text = await response.text();
    } finally {
      unanswered.delete(sent);
    }
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json, headers });
  }

  patch<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, { json, headers });
  }

  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, { headers });
  }
}
