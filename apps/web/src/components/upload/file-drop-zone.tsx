import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { UPLOAD_LIMITS_BYTES, type UploadKind } from '@cuebrief/shared';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format-bytes';
import { UPLOAD_EXTENSIONS, fileProblem } from './check-file';

export type FileDropZoneProps = {
  /** What the file is, e.g. "MP3": names the zone, its button and its file input. */
  label: string;
  kind: UploadKind;
  file: File | null;
  /** A file that passed the quick check, or null when the person removed it. */
  onChange: (file: File | null) => void;
  /** A problem the form found (e.g. "add an mp3 or a wav"), shown when the zone has none of its own. */
  error?: string;
  isDisabled?: boolean;
};

/**
 * Where a person gives one file: dropped on the zone, or picked with "Choose file" (the keyboard
 * way). The file's ending and size are checked at once against the upload limits, and the
 * chosen file is shown with its size and a way to remove it.
 */
export function FileDropZone({
  label,
  kind,
  file,
  onChange,
  error,
  isDisabled,
}: FileDropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const [isOver, setIsOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const extensions = UPLOAD_EXTENSIONS[kind];

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    const found = fileProblem(chosen, kind);
    setProblem(found);
    if (!found) onChange(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!isDisabled) take(event.dataTransfer.files[0]);
  };
  const shownError = problem ?? error;

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={helpId}
      data-testid={`file-drop-${kind}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: file ? 'solid' : 'dashed',
        borderColor: shownError ? 'error.main' : isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'background.paper',
        borderRadius: 1,
        p: 2,
        minWidth: 0,
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={extensions.join(',')}
        aria-label={t('upload.fileInput', { label })}
        data-testid={`file-input-${kind}`}
        disabled={isDisabled}
        onChange={(event) => {
          take(event.target.files?.[0]);
          // The same file may be chosen again after removing it.
          event.target.value = '';
        }}
      />
      {file ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <AttachFileIcon fontSize="small" color="action" aria-hidden />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatBytes(file.size)}
            </Typography>
          </Box>
          <IconButton
            size="small"
            onClick={() => onChange(null)}
            disabled={isDisabled}
            aria-label={t('upload.remove', { name: file.name })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            disabled={isDisabled}
            aria-label={t('upload.chooseFileFor', { label })}
          >
            {t('upload.chooseFile')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('upload.orDrop')}
          </Typography>
        </Stack>
      )}
      <FormHelperText id={helpId} error={Boolean(shownError)} sx={{ mx: 0, mt: 1 }}>
        {shownError ??
          t('upload.accepts', {
            types: extensions.join(', '),
            max: formatBytes(UPLOAD_LIMITS_BYTES[kind]),
          })}
      </FormHelperText>
    </Box>
  );
}
