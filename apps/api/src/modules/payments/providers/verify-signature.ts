import Stripe from 'stripe';
import { AppError } from '../../../lib/app-error';
import { providerEventSchema, type ProviderEvent } from '../provider-events';

/**
 * Checks a webhook's `Stripe-Signature` over the exact bytes received (with Stripe's tolerance
 * of five minutes against replays) and reads the event. Both providers sign this way.
 */
export function verifySignedEvent(
  payload: Buffer,
  signature: string | undefined,
  secret: string,
): ProviderEvent {
  if (!signature) throw new AppError('INVALID_SIGNATURE');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new AppError('INVALID_SIGNATURE');
  }
  const parsed = providerEventSchema.safeParse(event);
  if (!parsed.success) throw new AppError('MALFORMED_BODY', 'This is not an event.');
  return parsed.data;
}
