import type { RecoveryCodes, SecondFactorSetup } from '@cuebrief/shared';
import QRCode from 'qrcode';

/**
 * A setup as the admin sees it once: the secret to type, the address an app takes, and that
 * address as a QR code (an SVG document; the web app shows it as an image, never as markup).
 */
export async function presentSetup(secret: string, otpauthUri: string): Promise<SecondFactorSetup> {
  const qrSvg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { secret, otpauthUri, qrSvg };
}

/** New recovery codes, in the clear this once; only their hashes are kept. */
export const presentRecoveryCodes = (codes: readonly string[]): RecoveryCodes => ({
  recoveryCodes: [...codes],
});
