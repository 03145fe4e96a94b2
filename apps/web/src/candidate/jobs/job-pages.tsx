import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconFileDescription,
  IconLinkOff,
  IconLogin2,
  IconSearchOff,
  IconSend,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CandidateJob } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { JobView } from '../../features/job-view/job-view';
import { useCurrentSession } from '../../features/sign-in/api';
import { signInPath } from '../../features/sign-in/paths';
import { returnHereAfterSignIn } from '../../features/sign-in/return-path';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { jobQuery, sharedJobQuery } from './api';
import { SaveJobButton } from './save-job-button';

/**
 * Answers that mean "there is no such job for you" rather than "try again": an unknown or draft job,
 * a retired share code, or an address that cannot be a job at all.
 */
function isMissingJob(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'job_not_found' || error.code === 'invalid_path_parameters' || error.status === 404)
  );
}

function BackToJobs() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={candidatePaths.jobs} size="sm" mb="sm" display="inline-block">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {t('candidateJobs.detail.backToJobs')}
    </Anchor>
  );
}

/** `job_not_found`'s message (a draft, a deleted job or a wrong address) with the way back to the jobs. */
function MissingJob({
  title,
  icon,
  hint,
}: {
  title: string;
  icon?: ReactNode;
  /** a sentence after the error's message */
  hint?: string;
}) {
  const { t } = useTranslation();
  const message = t('errors.job_not_found');
  return (
    <EmptyState
      icon={icon ?? <IconSearchOff size={28} aria-hidden />}
      title={title}
      description={hint ? `${message} ${hint}` : message}
      action={
        <Button component={Link} to={candidatePaths.jobs}>
          {t('candidateJobs.list.toExplore')}
        </Button>
      }
    />
  );
}

/** The job loaded by id, or what to show instead (skeleton, `job_not_found`, an error with retry). */
function useJob(jobId: string): { job: CandidateJob } | { fallback: ReactNode } {
  const { t } = useTranslation();
  const query = useQuery(jobQuery(jobId));
  usePageTitle(query.data?.jobTitle ?? t('candidateJobs.list.title'));
  if (query.isSuccess) return { job: query.data };
  if (query.isError && isMissingJob(query.error))
    return { fallback: <MissingJob title={t('candidateJobs.detail.notFoundTitle')} /> };
  return {
    fallback: (
      <QueryPlaceholder query={query} errorTitle={t('candidateJobs.detail.loadFailed')} variant="page" />
    ),
  };
}

/**
 * `/candidate/jobs/{jobId}`: the job with everything a candidate does with it: apply (the four
 * steps of `jobs/apply/{id}`, which also continues a started application), save it, go to the
 * company. A closed job shows `job_inactive`'s message and never an apply action.
 */
export function JobDetailPage() {
  const { jobId = '' } = useParams();
  const { t } = useTranslation();
  const result = useJob(jobId);
  if ('fallback' in result)
    return (
      <>
        <BackToJobs />
        {result.fallback}
      </>
    );
  const { job } = result;
  return (
    <>
      <BackToJobs />
      <JobView
        job={job}
        company={job.company}
        companyHref={candidatePaths.companyInfo(job.company.id)}
        actions={
          <>
            {job.status === 'open' ? (
              <Button
                component={Link}
                to={candidatePaths.apply(job.id)}
                leftSection={<IconSend size={18} aria-hidden />}
              >
                {t('candidateJobs.detail.apply')}
              </Button>
            ) : null}
            <SaveJobButton job={{ ...job, isSaved: job.isSaved ?? false }} />
            <Button
              component={Link}
              to={candidatePaths.jobDescription(job.id)}
              variant="subtle"
              leftSection={<IconFileDescription size={18} aria-hidden />}
            >
              {t('candidateJobs.detail.fullDescription')}
            </Button>
          </>
        }
      />
    </>
  );
}

/**
 * `/candidate/jobs/description/{id}`: the job's description alone: the same text as the detail
 * page, without the candidate's actions (no save, no apply). It is the page to read or print a job
 * in peace, and the "job description" step of applying (spec: apply steps 1 job information,
 * 2 job description) links here, so the text a candidate applies to is one address. Its only
 * action leads back to the job's page.
 */
export function JobDescriptionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const result = useJob(id);
  if ('fallback' in result)
    return (
      <>
        <BackToJobs />
        {result.fallback}
      </>
    );
  const { job } = result;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={candidatePaths.job(job.id)} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {t('candidateJobs.detail.toDetail')}
      </Anchor>
      <JobView job={job} company={job.company} companyHref={candidatePaths.companyInfo(job.company.id)} />
    </Stack>
  );
}

/** Signed out: the way to an account that brings the visitor back to this job. */
function SignUpInvite() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = (page: 'signup' | 'login') => {
    returnHereAfterSignIn('candidate', pathname);
    navigate(signInPath('candidate', page), { state: { from: pathname } });
  };
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-veil-light)"
      component="section"
      aria-labelledby="share-invite-heading"
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" id="share-invite-heading">
          {t('candidateJobs.share.inviteTitle')}
        </Title>
        <Text>{t('candidateJobs.share.inviteText')}</Text>
        <Group gap="sm">
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => go('signup')}>
            {t('candidateJobs.share.signUp')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconLogin2 size={18} aria-hidden />}
            onClick={() => go('login')}
          >
            {t('candidateJobs.share.signIn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * `/candidate/jobs/share/{shareCode}`: a job opened by its shareable link, signed in or not (the
 * guard flags a signed-out visit as a public job session). Signed out, it invites to sign up or sign
 * in and remembers this page, so the candidate lands back here afterwards; signed in, the job can be
 * saved and its page opened. A renewed link (the old code) answers `job_not_found`.
 */
export function SharedJobPage() {
  const { shareCode = '' } = useParams();
  const { t } = useTranslation();
  const signedIn = useCurrentSession('candidate') !== null;
  const query = useQuery(sharedJobQuery(shareCode, signedIn));
  usePageTitle(query.data?.jobTitle ?? t('candidateJobs.share.title'));

  if (query.isError && isMissingJob(query.error))
    return (
      <MissingJob
        title={t('candidateJobs.share.invalidTitle')}
        hint={t('candidateJobs.share.invalidText')}
        icon={<IconLinkOff size={28} aria-hidden />}
      />
    );
  if (!query.isSuccess)
    return (
      <QueryPlaceholder query={query} errorTitle={t('candidateJobs.detail.loadFailed')} variant="page" />
    );

  const job = query.data;
  return (
    <Stack gap="md">
      {signedIn ? null : <SignUpInvite />}
      <JobView
        job={job}
        company={job.company}
        companyHref={signedIn ? candidatePaths.companyInfo(job.company.id) : undefined}
        actions={
          signedIn && job.isSaved !== null ? (
            <>
              <SaveJobButton job={{ ...job, isSaved: job.isSaved }} />
              <Button component={Link} to={candidatePaths.job(job.id)} variant="subtle">
                {t('candidateJobs.detail.toDetail')}
              </Button>
            </>
          ) : undefined
        }
      />
    </Stack>
  );
}
