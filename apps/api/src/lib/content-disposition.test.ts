import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachment disposition', () => {
  it('names a plain file as is', () => {
    expect(attachmentDisposition('Sunrise.wav')).toBe(
      `attachment; filename="Sunrise.wav"; filename*=UTF-8''Sunrise.wav`,
    );
  });

  it('keeps any name exact in filename* and safe in the ASCII fallback', () => {
    expect(attachmentDisposition('Café "Noir" (v2); 100%.mp3')).toBe(
      `attachment; filename="Caf_ _Noir_ (v2)_ 100_.mp3"; ` +
        `filename*=UTF-8''Caf%C3%A9%20%22Noir%22%20%28v2%29%3B%20100%25.mp3`,
    );
    expect(attachmentDisposition('a\r\nSet-Cookie: x.zip')).not.toMatch(/[\r\n]/);
  });
});
