import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, List, ListItem, Stack, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link';
import { FieldsetField } from '../../components/form/fieldset-field';
import type { PendingReference } from './pending-reference';

/**
 * Links (references), added one at a time and removed from the list. A link is checked with the
 * shared rule as it is added, so the list only ever holds addresses the API accepts. The link
 * being typed is held by the form (`pending`, usePendingReference), which adds it on its way on.
 */
export function ReferencesField<V extends FieldValues, C, T extends FieldValues>({
  control,
  name,
  pending,
  label,
  help,
}: {
  control: Control<V, C, T>;
  name: FieldPathByValue<V, string[]>;
  pending: PendingReference;
  label: string;
  help: string;
}) {
  const { t } = useTranslation();

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const links = field.value as readonly string[];
        // Enter adds the link; it must not send the step on to the next one.
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          pending.add();
        };
        const error = pending.error ?? fieldState.error?.message;
        return (
          <FieldsetField label={label} help={help} error={error}>
            {(helpId) => (
              <>
                {links.length > 0 && (
                  <List dense disablePadding sx={{ mb: 1 }}>
                    {links.map((reference) => (
                      <ListItem
                        key={reference}
                        disableGutters
                        secondaryAction={
                          <IconButton
                            edge="end"
                            onClick={() =>
                              field.onChange(links.filter((link) => link !== reference))
                            }
                            aria-label={t('requests.wizard.removeReference', { url: reference })}
                          >
                            <DeleteIcon />
                          </IconButton>
                        }
                        sx={{ pr: 6 }}
                      >
                        <ExternalLink href={reference} sx={{ overflowWrap: 'anywhere' }}>
                          {reference}
                        </ExternalLink>
                      </ListItem>
                    ))}
                  </List>
                )}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <TextField
                    label={t('requests.wizard.referenceUrl')}
                    type="url"
                    value={pending.url}
                    onChange={(event) => pending.setUrl(event.target.value)}
                    onKeyDown={onKeyDown}
                    inputRef={field.ref}
                    error={Boolean(error)}
                    slotProps={{ htmlInput: { 'aria-describedby': helpId } }}
                    sx={{ flex: 1 }}
                  />
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={() => pending.add()}
                    disabled={pending.url.trim() === ''}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  >
                    {t('requests.wizard.addReference')}
                  </Button>
                </Stack>
              </>
            )}
          </FieldsetField>
        );
      }}
    />
  );
}
