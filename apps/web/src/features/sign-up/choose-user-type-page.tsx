import GroupsIcon from '@mui/icons-material/Groups';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { Box, Card, CardActionArea, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CardTitle } from '../../components/card-title';

const CHOICES = [
  {
    to: paths.signUpComposer,
    title: 'chooseUserType.composer',
    text: 'chooseUserType.composerText',
    Icon: MusicNoteIcon,
  },
  {
    to: paths.signUpClient,
    title: 'chooseUserType.client',
    text: 'chooseUserType.clientText',
    Icon: GroupsIcon,
  },
] as const;

export function ChooseUserTypePage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader
        title={t('chooseUserType.title', { product: t('product') })}
        lead={t('chooseUserType.lead')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {CHOICES.map(({ to, title, text, Icon }) => (
          <Card key={to} variant="outlined">
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
                <CardTitle component="h2" gutterBottom>
                  {t(title)}
                </CardTitle>
                <Typography color="text.secondary">{t(text)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Typography color="text.secondary">
        {t('chooseUserType.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login}>
          {t('login.title')}
        </Link>
      </Typography>
    </Stack>
  );
}
