import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { QuestionAudience } from '@cuebrief/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useAuth } from '../../lib/auth/auth-context';
import { AnsweredQuestionList } from './answered-question-list';
import { AskQuestionForm } from './ask-question-form';

/** A Q&A page: the answered questions of one audience, and a form to ask a new one. */
export function QuestionsPage({ audience }: { audience: QuestionAudience }) {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const [search, setSearch] = useState('');
  const asker = {
    name: profile ? `${profile.firstName} ${profile.lastName}` : '',
    email: profile?.email ?? '',
  };

  return (
    <Stack spacing={4} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t(`questions.${audience}.title`)} lead={t(`questions.${audience}.lead`)} />
      <Stack component="section" spacing={2} aria-labelledby="answered-questions">
        <Typography id="answered-questions" variant="h2">
          {t('questions.answeredTitle')}
        </Typography>
        {/* A reader's search is for now only: it is not kept in the address. */}
        <SearchField label={t('questions.search')} value={search} onSearch={setSearch} />
        <AnsweredQuestionList audience={audience} search={search} />
      </Stack>
      <Card variant="outlined" component="section" aria-labelledby="ask-question">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography id="ask-question" variant="h2" gutterBottom>
            {t('questions.askTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('questions.askLead')}
          </Typography>
          {/* Keyed by the profile: its name and email fill in once the profile is known. */}
          <AskQuestionForm key={profile?.uuid ?? 'guest'} audience={audience} asker={asker} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** /question-answer/agency (Client, Guest). */
export function AgencyQuestionsPage() {
  return <QuestionsPage audience="agency" />;
}

/** /question-answer/composer (Composer, Guest). */
export function ComposerQuestionsPage() {
  return <QuestionsPage audience="composer" />;
}
