import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, List, ListItem, Stack, TextField } from '@mui/material';
import { websiteSchema } from '@cuebrief/shared';
import { useState, type KeyboardEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldsetField } from '../../../../components/form/fieldset-field';
import { ExternalLink } from '../../../../components/external-link';
import { validationMessage } from '../../../../lib/validation-message';
import type { WizardForm } from '../wizard-form';

/**
 * Reference links, added one at a time and removed from the list. A link is checked with the
 * shared rule as it is added, so the list only ever holds addresses the API accepts.
 */
export function ReferencesField({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  return (
    <Controller
      control={form.control}
      name="references"
      render={({ field, fieldState }) => {
        const add = () => {
          const checked = websiteSchema.safeParse(url.trim());
          if (!checked.success) {
            setUrlError(validationMessage(checked.error.issues[0]!));
            return;
          }
          if (!field.value.includes(checked.data)) field.onChange([...field.value, checked.data]);
          setUrl('');
          setUrlError(null);
        };
        // Enter adds the link; it must not send the step on to the next one.
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        };
        const error = urlError ?? fieldState.error?.message;
        return (
          <FieldsetField
            label={t('requests.fields.references')}
            help={t('requests.wizard.help.references')}
            error={error}
          >
            {(helpId) => (
              <>
                {field.value.length > 0 && (
                  <List dense disablePadding sx={{ mb: 1 }}>
                    {field.value.map((reference) => (
                      <ListItem
                        key={reference}
                        disableGutters
                        secondaryAction={
                          <IconButton
                            edge="end"
                            onClick={() =>
                              field.onChange(field.value.filter((link) => link !== reference))
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
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                    onKeyDown={onKeyDown}
                    inputRef={field.ref}
                    error={Boolean(error)}
                    slotProps={{ htmlInput: { 'aria-describedby': helpId } }}
                    sx={{ flex: 1 }}
                  />
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    onClick={add}
                    disabled={url.trim() === ''}
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
