import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * The delete button of an audio's actions (a composer's take, an admin's catalogue track). The
 * texts come from the caller's own section of the catalogue (`delete`, `deleteOf`, `deleting`), so
 * each screen keeps its words.
 */
export function AudioDeleteButton({
  title,
  isDeleting,
  onDelete,
  textsOf,
}: {
  title: string;
  /** This audio, and only this one, is being deleted. */
  isDeleting: boolean;
  onDelete: () => void;
  textsOf: 'submissions.mine' | 'catalogue.tracks';
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      color="error"
      startIcon={<DeleteIcon />}
      onClick={onDelete}
      disabled={isDeleting}
      // The visible "Deleting…" names it while it runs.
      aria-label={isDeleting ? undefined : t(`${textsOf}.deleteOf`, { title })}
    >
      {isDeleting ? t(`${textsOf}.deleting`) : t(`${textsOf}.delete`)}
    </Button>
  );
}
