import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import {
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { MUSICAL_KEYS } from '@cuebrief/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioFiles } from './audio-files';
import { FileDropZone } from '../../../components/upload/file-drop-zone';

/** What every audio upload asks for, as typed: a title, its files, and a few words on it. */
export type AudioUploadFields = {
  title: string;
  files: AudioFiles;
  bpm: string;
  key: string;
  description: string;
};
export type AudioUploadErrors = Partial<Record<keyof AudioUploadFields, string>>;

/** The words of one form, from the feature that shows it. */
export type AudioUploadTexts = {
  title: string;
  infoHeading: string;
  description: string;
  bpm: string;
  key: string;
  noKey: string;
  send: string;
};

/**
 * The form of one audio upload, as a composer's take and an admin's album track share it: the
 * title, the mp3 and wav drop zones (and the stems' when the feature takes them), the optional
 * words (the feature's own fields first, as `children`, then description, tempo and key) and
 * the send button, shown until the files are on their way. Each file's row (UploadFileRows)
 * goes beside it. The feature keeps the draft, checks it and sends it.
 */
export function AudioUploadForm({
  draft,
  errors,
  onChange,
  isLocked,
  texts,
  titleProps,
  infoColumns,
  children,
  hasStarted,
  onSend,
  stems,
}: {
  draft: AudioUploadFields;
  errors: AudioUploadErrors;
  onChange: (changes: Partial<AudioUploadFields>) => void;
  /** Nothing can be changed (an upload is running, or the audio is stored). */
  isLocked: boolean;
  texts: AudioUploadTexts;
  /** How the title box reads: required, or with a default named in its help. */
  titleProps?: Pick<TextFieldProps, 'required' | 'placeholder' | 'helperText' | 'slotProps'>;
  /** The columns of the words' grid from the small screen up. */
  infoColumns: string;
  /** Words of the feature's own, before the common ones. */
  children?: ReactNode;
  /** The files are on their way (or were): no send button. */
  hasStarted: boolean;
  onSend: () => void;
  /** A stems zip to send after the audio, when the feature takes one. */
  stems?: { file: File | null; onChange: (file: File | null) => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={texts.title}
        value={draft.title}
        onChange={(event) => onChange({ title: event.target.value })}
        disabled={isLocked}
        {...titleProps}
        error={Boolean(errors.title)}
        helperText={errors.title ?? titleProps?.helperText}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // Three zones side by side only from md: between 600 and 900 px each would be too
          // narrow for a file's name beside its remove button.
          gridTemplateColumns: stems
            ? { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }
            : { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {(['mp3', 'wav'] as const).map((kind) => (
          <FileDropZone
            key={kind}
            label={t(`submissions.files.${kind}`)}
            kind={kind}
            file={draft.files[kind]}
            onChange={(file) => onChange({ files: { ...draft.files, [kind]: file } })}
            error={errors.files}
            isDisabled={isLocked}
          />
        ))}
        {stems && (
          <FileDropZone
            label={t('submissions.files.stems')}
            kind="stems"
            file={stems.file}
            onChange={stems.onChange}
            isDisabled={isLocked}
          />
        )}
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} disabled={isLocked}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
          {texts.infoHeading}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: infoColumns } }}>
          {children}
          <TextField
            label={texts.description}
            value={draft.description}
            onChange={(event) => onChange({ description: event.target.value })}
            error={Boolean(errors.description)}
            helperText={errors.description}
          />
          <TextField
            label={texts.bpm}
            type="number"
            value={draft.bpm}
            onChange={(event) => onChange({ bpm: event.target.value })}
            error={Boolean(errors.bpm)}
            helperText={errors.bpm}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            select
            label={texts.key}
            value={draft.key}
            onChange={(event) => onChange({ key: event.target.value })}
            error={Boolean(errors.key)}
            helperText={errors.key}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{texts.noKey}</MenuItem>
            {MUSICAL_KEYS.map((key) => (
              <MenuItem key={key} value={key}>
                {key}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>
      {!hasStarted && (
        <Stack direction="row">
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={onSend}>
            {texts.send}
          </Button>
        </Stack>
      )}
    </>
  );
}
