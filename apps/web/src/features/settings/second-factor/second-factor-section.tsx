import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { Profile, RecoveryCodes, SecondFactorSetup } from '@cuebrief/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import { useToast } from '../../../components/toast/toast-provider';
import { useAuth } from '../../../lib/auth/auth-context';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useStartSecondFactorSetup } from '../api/start-second-factor-setup';
import { useTurnOffSecondFactor } from '../api/turn-off-second-factor';
import { SectionCard } from '../../../components/section-card';
import { FactorChangeDialog } from './factor-change-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorSetupPanel } from './second-factor-setup';

/** The factor change whose dialog is open. */
type OpenChange = 'renew' | 'turn-off' | null;

/**
 * An admin's two-factor sign-in (docs/contracts.md#admin-two-factor): set it up (QR code, key,
 * a code to confirm), see the recovery codes once, and later make new ones or turn it off, which
 * ADMIN_MFA=required forbids. The profile is read again once the new state should show, and only
 * after the recovery codes were saved: with enrolment required it decides what the app shows.
 */
export function SecondFactorSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const { reloadProfile } = useAuth();
  const start = useStartSecondFactorSetup();
  const renew = useRenewRecoveryCodes();
  const turnOff = useTurnOffSecondFactor();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [dialog, setDialog] = useState<OpenChange>(null);
  const requiredHelpId = useId();
  const status = profile.secondFactor;
  if (!status) return null;
  // Just confirmed: on, though the profile is read again only once the codes are saved.
  const isOn = status.enabled || codes !== null;

  const startSetup = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: () => showToast({ severity: 'error', description: t('secondFactor.setUpFailed') }),
    });
  const showCodes = ({ recoveryCodes }: RecoveryCodes) => {
    setSetup(null);
    setDialog(null);
    setCodes(recoveryCodes);
  };

  let body;
  if (codes) {
    body = (
      <RecoveryCodesPanel
        codes={codes}
        email={profile.email}
        onDone={() => {
          setCodes(null);
          void reloadProfile();
        }}
      />
    );
  } else if (status.enabled) {
    body = (
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" onClick={() => setDialog('renew')}>
            {t('secondFactor.renew.button')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={status.required}
            aria-describedby={status.required ? requiredHelpId : undefined}
            onClick={() => setDialog('turn-off')}
          >
            {t('secondFactor.turnOff.button')}
          </Button>
        </Stack>
        {status.required && (
          <Typography id={requiredHelpId} variant="body2" color="text.secondary">
            {t('secondFactor.turnOff.requiredHelp')}
          </Typography>
        )}
      </Stack>
    );
  } else if (setup) {
    body = (
      <SecondFactorSetupPanel
        setup={setup}
        onConfirmed={showCodes}
        onCancel={() => setSetup(null)}
      />
    );
  } else {
    body = (
      <Box>
        <Button variant="contained" loading={start.isPending} onClick={startSetup}>
          {t('secondFactor.setUp')}
        </Button>
      </Box>
    );
  }

  return (
    <SectionCard title={t('secondFactor.title')}>
      <Stack spacing={2.5}>
        {status.enrolmentRequired && !isOn && (
          <Alert severity="warning">{t('secondFactor.enrolmentRequired')}</Alert>
        )}
        <Typography color="text.secondary">{t('secondFactor.lead')}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <StatusChip
            label={t(isOn ? 'secondFactor.on' : 'secondFactor.off')}
            color={isOn ? 'success' : 'warning'}
          />
          <Typography>{t(isOn ? 'secondFactor.onText' : 'secondFactor.offText')}</Typography>
        </Stack>
        {status.required && !status.enrolmentRequired && (
          <Typography variant="body2" color="text.secondary">
            {t('secondFactor.required')}
          </Typography>
        )}
        {body}
      </Stack>
      <FactorChangeDialog
        isOpen={dialog === 'renew'}
        title={t('secondFactor.renew.title')}
        text={t('secondFactor.renew.text')}
        confirmLabel={t('secondFactor.renew.confirm')}
        send={renew.mutateAsync}
        texts={{ success: t('secondFactor.renew.done'), failed: t('secondFactor.renew.failed') }}
        onDone={showCodes}
        onClose={() => setDialog(null)}
      />
      <FactorChangeDialog
        isOpen={dialog === 'turn-off'}
        title={t('secondFactor.turnOff.title')}
        text={t('secondFactor.turnOff.text')}
        confirmLabel={t('secondFactor.turnOff.confirm')}
        isDanger
        send={turnOff.mutateAsync}
        texts={{
          success: t('secondFactor.turnOff.done'),
          failed: t('secondFactor.turnOff.failed'),
        }}
        onDone={() => {
          setDialog(null);
          void reloadProfile();
        }}
        onClose={() => setDialog(null)}
      />
    </SectionCard>
  );
}
