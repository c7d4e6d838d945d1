import { acceptsBody, mediaType } from './json-only';

describe(acceptsBody.name, () => {
  const unsubscribe = new Map([['/api/unsubscribe/:token', ['application/x-www-form-urlencoded', 'multipart/form-data']]]);

  it('takes a JSON body, with or without parameters and in any letter case', () => {
    expect(acceptsBody('/api/events', { 'content-type': 'application/json', 'content-length': '12' })).toBe(true);
    expect(acceptsBody('/api/events', { 'content-type': 'Application/JSON; charset=utf-8', 'content-length': '12' })).toBe(true);
  });

  it('takes a request with neither a body nor a content type', () => {
    expect(acceptsBody('/api/admin/logout', {})).toBe(true);
    expect(acceptsBody('/api/admin/logout', { 'content-length': '0' })).toBe(true);
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['plain text', 'text/plain'],
    ['JSON under another name', 'application/json-patch+json'],
  ])('refuses %s', (_name, contentType) => {
    expect(acceptsBody('/api/validate-reservation', { 'content-type': contentType, 'content-length': '20' })).toBe(false);
  });

  it('refuses a form type even on an empty body', () => {
    expect(acceptsBody('/api/verify/resend', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' })).toBe(false);
  });

  it('refuses a body that names no type, whether its length is given or it is chunked', () => {
    expect(acceptsBody('/api/verify', { 'content-length': '10' })).toBe(false);
    expect(acceptsBody('/api/verify', { 'transfer-encoding': 'chunked' })).toBe(false);
  });

  it('takes the types a listed route takes, on that route alone', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '26' };
    expect(acceptsBody('/api/unsubscribe/:token', form, 'POST', unsubscribe)).toBe(true);
    expect(
      acceptsBody('/api/unsubscribe/:token', { ...form, 'content-type': 'multipart/form-data; boundary=b' }, 'POST', unsubscribe),
    ).toBe(true);
    expect(acceptsBody('/api/unsubscribe/:token', { ...form, 'content-type': 'text/plain' }, 'POST', unsubscribe)).toBe(false);
    expect(acceptsBody('/api/verify/resend', form, 'POST', unsubscribe)).toBe(false);
    expect(acceptsBody(undefined, form, 'POST', unsubscribe)).toBe(false);
  });
});

describe(mediaType.name, () => {
  it('drops parameters and letter case', () => {
    expect(mediaType(' Multipart/Form-Data ; boundary=abc')).toBe('multipart/form-data');
    expect(mediaType(undefined)).toBe('');
  });

  it("lets a bodiless DELETE through whatever it calls its type, as react-admin's simple-REST delete sends text/plain", () => {
    expect(acceptsBody('/api/admin/reservations/:id', { 'content-type': 'text/plain' }, 'DELETE')).toBe(true);
    expect(acceptsBody('/api/admin/reservations/:id', { 'content-type': 'text/plain', 'content-length': '0' }, 'DELETE')).toBe(true);
    expect(acceptsBody('/api/admin/reservations/:id', { 'content-type': 'text/plain', 'content-length': '4' }, 'DELETE')).toBe(false);
    expect(acceptsBody('/api/admin-logout', { 'content-type': 'text/plain', 'content-length': '0' }, 'POST')).toBe(false);
  });
});
