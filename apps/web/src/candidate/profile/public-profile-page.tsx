import './copy';
import { Button } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AnonymousCvView } from '../../features/anonymous-cv/anonymous-cv-view';
import { ApiError } from '../../lib/api-errors';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { publicProfileQuery } from './api';

/** Answers that mean "no profile behind this address" rather than "try again". */
function isMissingProfile(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'resume_not_found' || error.code === 'invalid_path_parameters' || error.status === 404)
  );
}

/**
 * `/candidate/anonymous-profile/{code}`: a public anonymous profile, open to everybody with the
 * link, signed in or not. A link that was turned off or renewed shows `resume_not_found`'s message.
 */
export function PublicProfilePage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const title = t('candidateProfile.anonymous.publicTitle');
  usePageTitle(title);
  const query = useQuery(publicProfileQuery(code));

  if (query.isError && isMissingProfile(query.error)) {
    return (
      <EmptyState
        icon={<IconLinkOff size={28} aria-hidden />}
        title={t('candidateProfile.anonymous.notFoundTitle')}
        description={`${describe(query.error)} ${t('candidateProfile.anonymous.notFoundText')}`}
        action={
          <Button component={Link} to={candidatePaths.jobs}>
            {t('candidateProfile.anonymous.toJobs')}
          </Button>
        }
      />
    );
  }
  if (!query.isSuccess)
    return (
      <QueryPlaceholder
        query={query}
        errorTitle={t('candidateProfile.anonymous.loadFailed')}
        variant="page"
      />
    );
  return <AnonymousCvView cv={query.data.anonymousCv} title={title} headingLevel={1} />;
}
