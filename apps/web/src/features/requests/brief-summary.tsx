import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Stack } from '@mui/material';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BriefFacts } from './brief-facts';
import { useBriefValue } from './brief-value';
import type { BriefField } from './request-steps';
import { CardTitle } from '../../components/card-title';

export type BriefSection = {
  title: string;
  fields: readonly BriefField[];
  /** With it, the section offers "Edit" (the wizard's summary: back to the step that asks). */
  onEdit?: () => void;
};

function Section({
  facts,
  section,
  headingLevel,
}: {
  facts: BriefFacts;
  section: BriefSection;
  headingLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const valueOf = useBriefValue(facts);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        p: { xs: 2, sm: 2.5 },
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}
      >
        <CardTitle id={headingId} component={headingLevel}>
          {section.title}
        </CardTitle>
        {section.onEdit && (
          <Button
            size="small"
            startIcon={<EditIcon aria-hidden />}
            onClick={section.onEdit}
            aria-label={t('requests.wizard.editSection', { section: section.title })}
          >
            {t('requests.wizard.edit')}
          </Button>
        )}
      </Stack>
      {/* Label and answer side by side from `sm` up; on a phone the answer goes under its label. */}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1.25 },
          m: 0,
        }}
      >
        {section.fields.map((field) => {
          const value = valueOf(field);
          return (
            <Fragment key={field}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {t(`requests.fields.${field}`)}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  mb: { xs: 1.25, sm: 0 },
                  overflowWrap: 'anywhere',
                  color: value === null ? 'text.secondary' : undefined,
                }}
              >
                {value ?? t('requests.notGiven')}
              </Box>
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}

/** A brief in named sections of label and answer: the wizard's summary and the detail pages. */
export function BriefSummary({
  facts,
  sections,
  headingLevel = 'h2',
}: {
  facts: BriefFacts;
  sections: readonly BriefSection[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Stack spacing={2}>
      {sections.map((section) => (
        <Section key={section.title} facts={facts} section={section} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}
