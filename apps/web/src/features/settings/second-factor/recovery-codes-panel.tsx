import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSaver } from '../../../lib/save-api-file';
import { CopyButton } from '../../../components/copy-button';
import { copyTexts } from './copy-texts';

/**
 * New recovery codes, shown this once: the server keeps only their hashes. Copy and Download
 * take them all; the panel stays until the admin says they saved them.
 */
export function RecoveryCodesPanel({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const text = codes.join('\n');
  const download = () =>
    fileSaver.save(
      new Blob([`${t('secondFactor.codes.fileHeading', { email })}\n\n${text}\n`], {
        type: 'text/plain;charset=utf-8',
      }),
      t('secondFactor.codes.fileName'),
    );

  return (
    <Stack spacing={2} role="region" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('secondFactor.codes.title')}
      </Typography>
      <Alert severity="warning">{t('secondFactor.codes.warning')}</Alert>
      <Box
        component="ol"
        aria-label={t('secondFactor.codes.listLabel')}
        sx={{
          m: 0,
          pl: 3,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <CopyButton text={text} texts={copyTexts(t, t('secondFactor.codes.copyAll'))} />
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('secondFactor.codes.download')}
        </Button>
      </Stack>
      <Box>
        <Button variant="contained" onClick={onDone}>
          {t('secondFactor.codes.done')}
        </Button>
      </Box>
    </Stack>
  );
}
