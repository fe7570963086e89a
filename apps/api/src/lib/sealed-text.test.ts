import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed-text';

const SECRET = 'a secret of the app that is long enough';
const sealer = createSealer(SECRET, 'test purpose');

describe('sealed text', () => {
  it('opens what it sealed, in its context', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'account-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(sealed, 'account-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time (a fresh nonce)', () => {
    expect(sealer.seal('same', 'account-1')).not.toBe(sealer.seal('same', 'account-1'));
  });

  it('does not open in another context (a sealed text copied to another row)', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'account-1');
    expect(() => sealer.open(sealed, 'account-2')).toThrow();
  });

  it('does not open with a key of another purpose or another secret', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'account-1');
    expect(() => createSealer(SECRET, 'other purpose').open(sealed, 'account-1')).toThrow();
    expect(() => createSealer(`${SECRET}!`, 'test purpose').open(sealed, 'account-1')).toThrow();
  });

  it('does not open a text changed in any part', () => {
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'account-1');
    const parts = sealed.split('.');
    for (let i = 1; i < parts.length; i++) {
      const changed = [...parts];
      const part = changed[i]!;
      changed[i] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
      expect(() => sealer.open(changed.join('.'), 'account-1'), `part ${i}`).toThrow();
    }
    expect(() => sealer.open(`v2.${parts.slice(1).join('.')}`, 'account-1')).toThrow();
    expect(() => sealer.open(`${sealed}.extra`, 'account-1')).toThrow();
    expect(() => sealer.open('', 'account-1')).toThrow();
  });
});
