import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, newRecoveryCodes, normalizedRecoveryCode } from './recovery-codes';

describe('recovery codes', () => {
  it('come ten at a time, each xxxxx-xxxxx, all different', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('never use the symbols read as others', () => {
    const symbols = new Set(
      Array.from({ length: 50 }, newRecoveryCodes).flat().join('').replaceAll('-', ''),
    );
    for (const confusing of ['0', 'o', '1', 'l', 'i']) expect(symbols.has(confusing)).toBe(false);
    // 5,000 symbols drawn from 31: every one of them shows up.
    expect(symbols.size).toBe(31);
  });

  it('are read back however they were copied: case, dash and spaces do not matter', () => {
    expect(normalizedRecoveryCode('abcde-fghjk')).toBe('abcdefghjk');
    expect(normalizedRecoveryCode(' ABCDE FGHJK ')).toBe('abcdefghjk');
    expect(normalizedRecoveryCode('abcdefghjk')).toBe('abcdefghjk');
  });

  it('are told apart from anything that cannot be one', () => {
    for (const text of ['123456', 'abcde-fghj', 'abcde-fghjkm', 'abcde-fgh0k', 'abcde_fghjk', '']) {
      expect(normalizedRecoveryCode(text), text).toBeNull();
    }
  });
});
