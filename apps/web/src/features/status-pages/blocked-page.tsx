import { Button, Group } from '@mantine/core';
import { IconMail, IconRefresh, IconShieldOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LANDING_PATH, useArea } from '../../lib/areas';
import { FEEDBACK_URL } from '../../lib/feedback';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './status-page';

/** `<area>/cors`: shown when the API cannot be reached at all (no answer), e.g. blocked by a firewall. */
export function BlockedPage() {
  const { t } = useTranslation();
  const area = useArea();
  const locale = useLocale();
  usePageTitle(t('status.blocked.title'));
  return (
    <StatusPage
      icon={<IconShieldOff size={34} aria-hidden />}
      title={t('status.blocked.title')}
      description={t('status.blocked.description')}
    >
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={LANDING_PATH[area]}
          reloadDocument
          leftSection={<IconRefresh size={18} aria-hidden />}
        >
          {t('status.blocked.retry')}
        </Button>
        <Button
          component="a"
          href={FEEDBACK_URL[locale]}
          variant="default"
          leftSection={<IconMail size={18} aria-hidden />}
        >
          {t('status.blocked.feedback')}
        </Button>
      </Group>
    </StatusPage>
  );
}
