import { describe, expect, it, vi } from 'vitest';

import { broadcastingAuthHeaders, createAuthorizer, type AuthSource } from './broadcasting-auth.ts';

const source = (cookie: string, meta?: string): AuthSource => ({
  cookie,
  querySelector: (selector) =>
    selector === 'meta[name="csrf-token"]' && meta !== undefined
      ? { getAttribute: (name) => (name === 'content' ? meta : null) }
      : null,
});

describe('broadcasting auth headers', () => {
  it('always sends Accept JSON and X-Requested-With, nothing else without tokens', () => {
    expect(broadcastingAuthHeaders(source(''))).toEqual({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('takes the CSRF token from the meta tag before the XSRF-TOKEN cookie', () => {
    expect(broadcastingAuthHeaders(source('XSRF-TOKEN=cookie-token', 'meta-token'))).toMatchObject({
      'X-CSRF-TOKEN': 'meta-token',
    });
    expect(broadcastingAuthHeaders(source('a=1; XSRF-TOKEN=abc%3D%3D; b=2'))).toMatchObject({
      'X-CSRF-TOKEN': 'abc==',
    });
  });

  it('sends the access token cookie as a bearer token', () => {
    expect(
      broadcastingAuthHeaders(source('userData=x; accessToken=atrium-mock.1.abc')),
    ).toMatchObject({
      Authorization: 'Bearer atrium-mock.1.abc',
    });
  });
});

describe('createAuthorizer', () => {
  it('POSTs the socket and channel as a form, with credentials and the headers', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ auth: 'key:sig' })));
    const authorize = createAuthorizer('/broadcasting/auth', {
      fetch: fetchMock,
      source: () => source('accessToken=tok; XSRF-TOKEN=csrf'),
    });
    const callback = vi.fn();
    authorize({ name: 'private-App.Models.User.1' }).authorize('1.2', callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledWith(null, { auth: 'key:sig' }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/broadcasting/auth');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'csrf',
      Authorization: 'Bearer tok',
    });
    const form = new URLSearchParams(init.body as string);
    expect(form.get('channel_name')).toBe('private-App.Models.User.1');
    expect(form.get('socket_id')).toBe('1.2');
  });

  it('reports a refusal to pusher as an error', async () => {
    const authorize = createAuthorizer('/broadcasting/auth', {
      fetch: () => Promise.resolve(Response.json({ message: 'no' }, { status: 403 })),
      source: () => source(''),
    });
    const callback = vi.fn();
    authorize({ name: 'private-x' }).authorize('1.2', callback);
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
    expect(callback.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });
});
