import { Button } from '@mantine/core';
import { IconHome, IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LANDING_PATH, useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './status-page';

/** `<area>/404`: where requests for missing things lead; links to the area's start page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const area = useArea();
  usePageTitle(t('status.notFound.title'));
  return (
    <StatusPage
      icon={<IconMapQuestion size={34} aria-hidden />}
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
    >
      <Button component={Link} to={LANDING_PATH[area]} leftSection={<IconHome size={18} aria-hidden />}>
        {t('status.notFound.home')}
      </Button>
    </StatusPage>
  );
}
