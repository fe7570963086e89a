import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  SUBSCRIPTION_PRICE_CENTS,
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
} from '@cuebrief/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../lib/format-usd';
import { ConfirmDialog } from '../../components/confirm-dialog';

type SubscriptionDialogControls = { open: () => void };
const SubscriptionDialogContext = createContext<SubscriptionDialogControls>({ open: () => {} });

/** docs/contracts.md#dialogs: "Upgrade Your Plan", offered on every page except the login ones. */
export function SubscriptionDialogProvider({
  children,
  onCheckout,
}: {
  children: ReactNode;
  /** Starts the card checkout for the chosen plan; without it the dialog only informs. */
  onCheckout?: (type: SubscriptionType) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [plan, setPlan] = useState<SubscriptionType>('year');
  const [isLoading, setIsLoading] = useState(false);
  const open = useCallback(() => setIsOpen(true), []);
  const controls = useMemo(() => ({ open }), [open]);

  const checkout = onCheckout
    ? async () => {
        setIsLoading(true);
        try {
          await onCheckout(plan);
        } finally {
          setIsLoading(false);
        }
      }
    : undefined;

  return (
    <SubscriptionDialogContext.Provider value={controls}>
      {children}
      <ConfirmDialog
        isOpen={isOpen}
        title={t('subscription.title')}
        onClose={() => setIsOpen(false)}
        onConfirm={checkout}
        isLoading={isLoading}
      >
        <Typography sx={{ mb: 2 }}>{t('subscription.text')}</Typography>
        <FormControl>
          <FormLabel id="subscription-plan">{t('subscription.choose')}</FormLabel>
          <RadioGroup
            aria-labelledby="subscription-plan"
            value={plan}
            onChange={(event) => setPlan(event.target.value as SubscriptionType)}
          >
            {SUBSCRIPTION_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={`${t(`subscription.${type}`)} · ${t(
                  type === 'year' ? 'subscription.perYear' : 'subscription.perMonth',
                  {
                    price: formatUsd(SUBSCRIPTION_PRICE_CENTS[type] / 100),
                  },
                )}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </ConfirmDialog>
    </SubscriptionDialogContext.Provider>
  );
}

/** Opens "Upgrade Your Plan"; does nothing on the login pages, which have no such dialog. */
export function useSubscriptionDialog(): SubscriptionDialogControls {
  return useContext(SubscriptionDialogContext);
}
