import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it.each(['token', 'signature', 'sig', 'key', 'code'])('hides the value of %s', (name) => {
    expect(redactUrl(`/files/a.wav?${name}=s3cr3t-value`)).toBe(`/files/a.wav?${name}=[redacted]`);
  });

  it('keeps the path and every other parameter as they are', () => {
    expect(redactUrl('/download?id=42&token=abc123secret&page=2&sig=zzz&format=wav')).toBe(
      '/download?id=42&token=[redacted]&page=2&sig=[redacted]&format=wav',
    );
    expect(redactUrl('/users/v1/auth/all-clients?page=3&pageSize=50&search=smith')).toBe(
      '/users/v1/auth/all-clients?page=3&pageSize=50&search=smith',
    );
    expect(redactUrl('/health')).toBe('/health');
    expect(redactUrl('/token/signature/key')).toBe('/token/signature/key');
  });

  it('hides secret values wherever they stand, whatever their case, even empty', () => {
    expect(redactUrl('/x?TOKEN=a&Key=b&CoDe=c')).toBe(
      '/x?TOKEN=[redacted]&Key=[redacted]&CoDe=[redacted]',
    );
    expect(redactUrl('/x?a=1&code=')).toBe('/x?a=1&code=[redacted]');
    expect(redactUrl('/x?token=a%20b%26c&next=1')).toBe('/x?token=[redacted]&next=1');
    expect(redactUrl('/x?token=one&token=two')).toBe('/x?token=[redacted]&token=[redacted]');
  });

  it('leaves parameters alone whose names only contain a secret word', () => {
    expect(redactUrl('/x?keyword=jazz&postcode=LS1&tokens=3&sigma=2&mytoken=x')).toBe(
      '/x?keyword=jazz&postcode=LS1&tokens=3&sigma=2&mytoken=x',
    );
  });
});
