import { Box, Stack, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { MessagesPanel } from './messages-panel';
import { QuestionsPanel } from './questions-panel';

const TABS = ['questions', 'messages'] as const;
type InboxTab = (typeof TABS)[number];

const tabId = (tab: InboxTab) => `inbox-tab-${tab}`;
const panelId = (tab: InboxTab) => `inbox-panel-${tab}`;

/**
 * /inbox (admin): questions for the Q&A pages and contact messages. The open tab lives in the
 * URL (?tab=messages), as do its search, filters and page, so a reload or a shared link opens
 * the same list.
 */
export function InboxPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: InboxTab = searchParams.get('tab') === 'messages' ? 'messages' : 'questions';

  const openTab = (next: InboxTab) =>
    setSearchParams(
      // Each tab keeps its search, filters and page in the address; a tab opens without them.
      { tab: next },
      // Switching tabs is not a page of its own in the browser history.
      { replace: true },
    );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('inbox.title')} lead={t('inbox.lead')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: InboxTab) => openTab(next)}
          aria-label={t('inbox.tabs.label')}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`inbox.tabs.${value}`)}
              id={tabId(value)}
              aria-controls={panelId(value)}
              sx={{
                textTransform: 'none',
                fontWeight: 600,
                fontSize: 16,
                // The tab strip clips anything outside it: the focus ring is drawn inside.
                '&.Mui-focusVisible': { outlineOffset: -3 },
              }}
            />
          ))}
        </Tabs>
      </Box>
      {/* Both panels exist so every tab's aria-controls points somewhere; only the open one is filled. */}
      {TABS.map((value) => (
        <div
          key={value}
          role="tabpanel"
          id={panelId(value)}
          aria-labelledby={tabId(value)}
          hidden={value !== tab}
        >
          {value === tab && (value === 'questions' ? <QuestionsPanel /> : <MessagesPanel />)}
        </div>
      ))}
    </Stack>
  );
}
