import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { PageHeader } from '../../ui/page-header';
import { useEmployerMe } from '../roles';
import { ProfilePictureSection } from './profile-picture-section';
import { ProfileSection } from './profile-section';
import { TeamSection } from './team-section';

/** `/employer/settings`: the own profile for everybody; the team for power users. */
export function SettingsPage() {
  const { t } = useTranslation();
  const me = useEmployerMe();
  const [profileDirty, setProfileDirty] = useState(false);
  const [pictureBusy, setPictureBusy] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => setProfileDirty(dirty), []);
  const onBusyChange = useCallback((busy: boolean) => setPictureBusy(busy), []);
  const unsaved = [
    ...(profileDirty ? [t('settings.profile.title')] : []),
    ...(pictureBusy ? [t('settings.picture.title')] : []),
  ];
  usePageTitle(t('settings.title'));

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {me ? (
        <Stack gap="lg" maw={1200}>
          <ProfileSection me={me} onDirtyChange={onDirtyChange} />
          <ProfilePictureSection me={me} onBusyChange={onBusyChange} />
          {me.role === 'power_user' ? <TeamSection ownId={me.id} /> : null}
        </Stack>
      ) : (
        <LoadingSkeleton variant="page" />
      )}
      <UnsavedChangesGuard sections={unsaved} />
    </>
  );
}
