import type { PaymentPurpose, SubscriptionType } from '@cuebrief/shared';
import i18n from '../../lib/i18n/i18n';

/** What a payment buys, in words: "Yearly subscription", "Licence of “Night Drive”". */
export function paymentWhat(payment: {
  purpose: PaymentPurpose;
  plan: SubscriptionType | null;
  audioTitle: string | null;
}): string {
  if (payment.purpose === 'subscription') {
    return payment.plan
      ? i18n.t(`money.plans.${payment.plan}`)
      : i18n.t('money.purposes.subscription');
  }
  return payment.audioTitle
    ? i18n.t('money.licenceOf', { title: payment.audioTitle })
    : i18n.t('money.licence');
}
