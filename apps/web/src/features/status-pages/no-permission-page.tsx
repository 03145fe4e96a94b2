import { Button } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LANDING_PATH, useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './status-page';

type NoPermissionPageProps = {
  /** What may not be viewed, when it is not the page ("… to view the application."). */
  title?: string;
  description?: string;
};

/** Shown instead of a page (or a thing on it) the signed-in user may not open (spec section 6). */
export function NoPermissionPage({ title, description }: NoPermissionPageProps = {}) {
  const { t } = useTranslation();
  const area = useArea();
  usePageTitle(t('status.noPermission.pageTitle'));
  return (
    <StatusPage
      icon={<IconLock size={34} aria-hidden />}
      title={title ?? t('status.noPermission.title')}
      description={description ?? t('status.noPermission.description')}
    >
      <Button component={Link} to={LANDING_PATH[area]} leftSection={<IconHome size={18} aria-hidden />}>
        {t('status.noPermission.home')}
      </Button>
    </StatusPage>
  );
}
