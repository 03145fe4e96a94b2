import './copy';
import { Anchor, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AnonymousCvView } from '../../features/anonymous-cv/anonymous-cv-view';
import { ApplicationStatusBadge } from '../../features/applications/application-status-badge';
import { NoPermissionPage } from '../../features/status-pages/no-permission-page';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { applicationQuery } from './api';
import { AnonymousBadge, SelectedBadge } from './application-card';
import { AssignmentCard } from './assignment-card';
import { AudioAnswersTab } from './audio-answers-tab';
import { NotesCard } from './notes-card';
import { RatingsOverview } from './ratings-overview';
import { ResumeTab, RevealedIdentity } from './resume-tab';
import { ScreeningAnswersTab } from './screening-answers-tab';
import { ScrollableTabList } from './scrollable-tab-list';
import { StatusCard } from './status-card';

/** The refusal for an application the viewer may not open (a reviewer not assigned to it). */
function NoApplicationPermission() {
  const { t } = useTranslation();
  return (
    <NoPermissionPage
      title={t('employerApplications.noPermission.title')}
      description={t('employerApplications.noPermission.description')}
    />
  );
}

/**
 * `/employer/applications/:applicationId`: the anonymous CV, the screening answers (and the rating
 * form while screening), the audio answers (and their rating form while evaluating) and the resume
 * notice in tabs; status and actions, assignment, ratings and notes at the side.
 */
export function ApplicationPage() {
  const { t } = useTranslation();
  const { applicationId = '' } = useParams();
  const query = useQuery(applicationQuery(applicationId));
  const application = query.data;
  usePageTitle(
    application
      ? t('employerApplications.detail.title', { number: application.sequenceNumber })
      : t('pages.employerApplications.title'),
  );

  if (query.error instanceof ApiError && query.error.code === 'forbidden_to_access_data') {
    return <NoApplicationPermission />;
  }
  if (!application) {
    return (
      <QueryPlaceholder
        query={query}
        errorTitle={t('employerApplications.detail.loadFailed')}
        variant="page"
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Anchor component={Link} to={employerPaths.applications} size="sm" c="veil.8">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('employerApplications.detail.back')}
          </Group>
        </Anchor>
        <Group gap="sm" wrap="wrap" align="center">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('employerApplications.detail.title', { number: application.sequenceNumber })}
          </Title>
          <ApplicationStatusBadge status={application.status} />
          {application.isSelected ? <SelectedBadge /> : null}
        </Group>
        {application.revealed ? (
          <RevealedIdentity application={application} />
        ) : (
          <Group gap="xs" wrap="wrap">
            <AnonymousBadge />
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('employerApplications.pseudonym', { number: application.sequenceNumber })} ·{' '}
              {application.job.jobTitle}
            </Text>
          </Group>
        )}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Tabs defaultValue="cv" keepMounted={false}>
            <ScrollableTabList label={t('employerApplications.detail.tabsLabel')}>
              <Tabs.Tab value="cv">{t('employerApplications.detail.tabs.cv')}</Tabs.Tab>
              <Tabs.Tab value="answers">{t('employerApplications.detail.tabs.answers')}</Tabs.Tab>
              <Tabs.Tab value="audio">{t('employerApplications.detail.tabs.audio')}</Tabs.Tab>
              <Tabs.Tab value="resume">{t('employerApplications.detail.tabs.resume')}</Tabs.Tab>
            </ScrollableTabList>
            <Tabs.Panel value="cv" pt="md">
              <AnonymousCvView
                cv={application.anonymousCv}
                title={t('employerApplications.detail.cvTitle')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="answers" pt="md">
              <ScreeningAnswersTab application={application} />
            </Tabs.Panel>
            <Tabs.Panel value="audio" pt="md">
              <AudioAnswersTab application={application} />
            </Tabs.Panel>
            <Tabs.Panel value="resume" pt="md">
              <ResumeTab application={application} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" component="aside" aria-label={t('employerApplications.side.status')}>
            <StatusCard application={application} />
            <AssignmentCard key={application.version} application={application} />
            <RatingsOverview application={application} />
            <NotesCard application={application} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
