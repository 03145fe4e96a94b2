import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, isJobEditable, JOB_SECTIONS, type JobSection } from '@veil/domain';
import type { EmployerJob } from '@veil/domain/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { JobStatusBadge } from '../../features/job-posts/job-status-badge';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { employerPaths } from '../paths';
import { jobQuery } from './api';
import { BackToJobs } from './back-to-jobs';
import { JobActions } from './job-actions';
import { AudioQuestionsSection } from './sections/audio-questions-section';
import { JobInformationSection } from './sections/job-information-section';
import { LanguagesSection } from './sections/languages-section';
import { RichTextJobSection } from './sections/rich-text-job-section';
import { ScreeningQuestionsSection } from './sections/screening-questions-section';
import { SkillsSection } from './sections/skills-section';
import { ShareLinkCard } from './share-link-card';

/** Which sections have unsaved input; each section reports its own. */
function useDirtySections() {
  const [dirty, setDirty] = useState<Partial<Record<JobSection, boolean>>>({});
  const reporters = useMemo(
    () =>
      Object.fromEntries(
        JOB_SECTIONS.map((name) => [
          name,
          (value: boolean) =>
            setDirty((current) =>
              Boolean(current[name]) === value ? current : { ...current, [name]: value },
            ),
        ]),
      ) as Record<JobSection, (value: boolean) => void>,
    [],
  );
  return { dirty, reporters };
}

/**
 * `/employer/jobs/{id}`: the job editor. One card per section, each saved on its own with its own
 * saving state and error, so a failed save loses nothing else; status, publish, close, delete, the
 * shareable link and the preview. A closed job is shown read-only.
 */
export function JobEditorPage() {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  const job = useQuery(jobQuery(jobId));
  usePageTitle(job.data?.jobTitle ?? t('employerJobs.editor.title'));

  if (!job.isSuccess) {
    return (
      <>
        <BackToJobs />
        <PageHeader title={t('employerJobs.editor.title')} />
        <QueryPlaceholder
          query={job}
          errorTitle={t('employerJobs.editor.loadFailed')}
          variant="page"
          rows={4}
        />
      </>
    );
  }
  // a fresh editor per job: its sections start from that job's stored values
  return <JobEditor key={job.data.id} job={job.data} />;
}

function JobEditor({ job }: { job: EmployerJob }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { dirty, reporters } = useDirtySections();
  const [deleted, setDeleted] = useState(false);
  const readOnly = !isJobEditable(job.status);
  const unsaved = deleted
    ? []
    : JOB_SECTIONS.filter((name) => dirty[name]).map((name) => t(`employerJobs.sections.${name}`));

  // back to the list once the deleted job's page no longer counts as unsaved
  useEffect(() => {
    if (deleted) navigate(employerPaths.jobs, { replace: true });
  }, [deleted, navigate]);

  const section = { job, readOnly };
  return (
    <>
      <BackToJobs />
      <PageHeader
        title={job.jobTitle}
        description={
          <Group gap="xs" component="span" wrap="wrap">
            <JobStatusBadge status={job.status} />
            <Text component="span" size="sm" c="dimmed">
              {t('employerJobs.editor.meta', {
                created: formatDate(new Date(job.createdAt), locale),
                count: job.applicationCount,
              })}
            </Text>
          </Group>
        }
        actions={<JobActions job={job} unsavedSections={unsaved} onDeleted={() => setDeleted(true)} />}
      />
      <Stack gap="lg" maw={1100}>
        {readOnly ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={20} aria-hidden />}
            title={t('employerJobs.editor.closedTitle')}
            role="status"
          >
            {t('employerJobs.editor.closedText', {
              date: job.closedAt ? formatDate(new Date(job.closedAt), locale) : '—',
            })}
          </Alert>
        ) : null}
        <ShareLinkCard job={job} readOnly={readOnly} />
        <JobInformationSection {...section} onDirtyChange={reporters.job_information} />
        <RichTextJobSection
          field="responsibilities"
          {...section}
          onDirtyChange={reporters.responsibilities}
        />
        <RichTextJobSection field="requirements" {...section} onDirtyChange={reporters.requirements} />
        <RichTextJobSection field="benefits" {...section} onDirtyChange={reporters.benefits} />
        <RichTextJobSection field="infos" {...section} onDirtyChange={reporters.infos} />
        <SkillsSection {...section} onDirtyChange={reporters.skills} />
        <ScreeningQuestionsSection {...section} onDirtyChange={reporters.screening_questions} />
        <AudioQuestionsSection {...section} onDirtyChange={reporters.audio_questions} />
        <LanguagesSection {...section} onDirtyChange={reporters.languages} />
      </Stack>
      <UnsavedChangesGuard sections={unsaved} />
    </>
  );
}
