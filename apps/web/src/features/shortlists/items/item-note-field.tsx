import { TextField } from '@mui/material';
import { editShortlistItemBodySchema, type ShortlistItem } from '@cuebrief/shared';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { validateForm } from '../../../lib/form-resolver';
import { reasonOf } from '../../../lib/refusal-reason';
import { useSaveItemNote } from '../api/shortlist-items';

/**
 * An item's note, edited where it stands: saved when the field is left or on Enter, only if it
 * changed; Escape puts the saved note back. A refused save keeps what was typed and says why
 * under the field, so nothing typed is lost.
 */
export function ItemNoteField({ shortlistId, item }: { shortlistId: string; item: ShortlistItem }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const saving = useSaveItemNote(shortlistId);
  const saved = item.note ?? '';
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  // A note saved elsewhere (another tab, the server's answer) replaces an untouched draft.
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    if (draft === shownSaved) setDraft(saved);
  }

  const save = () => {
    const note = draft.trim();
    if (note === saved || saving.isPending) return;
    const checked = validateForm(editShortlistItemBodySchema, { note });
    const problem = checked.errors.note?.message;
    if (problem) {
      setError(String(problem));
      return;
    }
    setError(null);
    saving.mutate(
      { itemId: item.id, note },
      {
        onSuccess: () => {
          setDraft(note);
          showToast({ severity: 'success', description: t('shortlists.note.saved') });
        },
        onError: (refusal) => setError(t('shortlists.note.failed', { reason: reasonOf(refusal) })),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      setDraft(saved);
      setError(null);
    }
  };

  return (
    <TextField
      label={t('shortlists.note.label')}
      size="small"
      fullWidth
      autoComplete="off"
      placeholder={t('shortlists.note.placeholder')}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      error={error !== null}
      // How notes save is said once above the list; a field speaks up only when its save fails.
      helperText={error}
      slotProps={{
        // Every item has a note field: the title tells them apart for a screen reader.
        htmlInput: {
          'aria-label': t('shortlists.note.labelOf', { title: item.title }),
          'aria-busy': saving.isPending,
        },
      }}
    />
  );
}
