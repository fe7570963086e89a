import type { Config } from '../../../config';
import type { Clock } from '../../../lib/clock';
import type { PublicUrl } from '../../../lib/public-url';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, sandboxWebhookSecret } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when its secret key is set (config makes sure its webhook secret is too), else the sandbox. */
export function createPaymentProvider(
  config: Pick<Config, 'stripe'>,
  deps: { clock: Clock; jwtSecret: string; publicUrl: PublicUrl },
): PaymentProvider {
  const { secretKey, webhookSecret, api } = config.stripe;
  if (secretKey && webhookSecret) return createStripeProvider({ secretKey, webhookSecret, api });
  return createSandboxProvider({
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    webhookSecret: sandboxWebhookSecret(webhookSecret, deps.jwtSecret),
  });
}
