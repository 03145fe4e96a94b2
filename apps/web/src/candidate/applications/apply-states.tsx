import { Button } from '@mantine/core';
import {
  IconBriefcaseOff,
  IconCircleCheck,
  IconFileCheck,
  IconSearchOff,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/translation';
import { EmptyState } from '../../ui/empty-state';
import { candidatePaths } from '../paths';

/** The refusals of starting an application that mean "not here", each with where to go instead. */
const REFUSALS = {
  application_exist: {
    icon: IconFileCheck,
    title: 'candidateApplications.apply.existTitle',
    text: 'candidateApplications.apply.existText',
    action: 'candidateApplications.apply.toApplications',
    to: candidatePaths.applications,
  },
  job_inactive: {
    icon: IconBriefcaseOff,
    title: 'candidateApplications.apply.inactiveTitle',
    text: 'candidateApplications.apply.inactiveText',
    action: 'candidateApplications.apply.toJobs',
    to: candidatePaths.jobs,
  },
  resume_not_found: {
    icon: IconUserPlus,
    title: 'candidateApplications.apply.noResumeTitle',
    text: 'candidateApplications.apply.noResumeText',
    action: 'candidateApplications.apply.createProfile',
    to: candidatePaths.profileEmpty,
  },
  job_not_found: {
    icon: IconSearchOff,
    title: 'candidateApplications.apply.notFoundTitle',
    text: 'errors.job_not_found',
    action: 'candidateApplications.apply.toJobs',
    to: candidatePaths.jobs,
  },
} as const;

type Refusal = keyof typeof REFUSALS;

function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  const code = error.code === 'invalid_path_parameters' ? 'job_not_found' : error.code;
  return code in REFUSALS ? (code as Refusal) : null;
}

/** Whether starting was refused for a reason a retry will not change. */
export function isStartRefusal(error: unknown): boolean {
  return refusalOf(error) !== null;
}

/**
 * What the apply page shows when starting was refused for a reason a retry will not change (applied
 * already, job closed, no profile yet, no such job), with where to go instead.
 */
export function StartRefusal({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation();
  const code = refusalOf(error);
  if (code === null) return null;
  const refusal = REFUSALS[code];
  // applied already: straight to that application when the answer names it
  const existing =
    code === 'application_exist' && error instanceof ApiError ? error.details?.applicationId : undefined;
  const to = typeof existing === 'string' ? candidatePaths.application(existing) : refusal.to;
  const action = typeof existing === 'string' ? 'candidateApplications.apply.toApplication' : refusal.action;
  const Icon = refusal.icon;
  return (
    <EmptyState
      icon={<Icon size={28} aria-hidden />}
      title={t(refusal.title)}
      description={t(refusal.text)}
      action={
        <Button component={Link} to={to}>
          {t(action)}
        </Button>
      }
    />
  );
}

/** The application for this job was sent already: no second application, a way to the sent one. */
export function AlreadySent({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconCircleCheck size={28} aria-hidden />}
      title={t('candidateApplications.apply.alreadySentTitle')}
      description={t('candidateApplications.apply.alreadySentText')}
      action={
        <Button component={Link} to={candidatePaths.application(applicationId)}>
          {t('candidateApplications.apply.toApplication')}
        </Button>
      }
    />
  );
}
