import { describe, expect, it } from 'vitest';
import { computeDocumentHeaders } from './security-headers';

describe('document security headers', () => {
  it('ask the browser to upgrade to HTTPS only when the app is served over HTTPS', () => {
    const https = computeDocumentHeaders('https://cuebrief.example')['content-security-policy'];
    const http = computeDocumentHeaders('http://192.0.2.10:3000')['content-security-policy'];
    expect(https).toContain('upgrade-insecure-requests');
    expect(http).not.toContain('upgrade-insecure-requests');
    for (const policy of [https, http]) {
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
    }
  });

  it('let no page be framed, not even by the app, nor have a <base> element', () => {
    const headers = computeDocumentHeaders('http://localhost:3000');
    const directives = headers['content-security-policy']?.split(';') ?? [];
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain("base-uri 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it("keep the rest of helmet's set", () => {
    const headers = computeDocumentHeaders('http://localhost:3000');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
  });
});

describe('media sources of the page policy', () => {
  it('let audio play from the app and its public address, and from the S3 store when set', () => {
    const local = computeDocumentHeaders('http://192.0.2.10:3000')['content-security-policy'];
    expect(local).toContain("media-src 'self' http://192.0.2.10:3000");
    const s3 = computeDocumentHeaders('https://cuebrief.example', 'https://files.example:9000');
    expect(s3['content-security-policy']).toContain(
      "media-src 'self' https://cuebrief.example https://files.example:9000",
    );
  });
});
