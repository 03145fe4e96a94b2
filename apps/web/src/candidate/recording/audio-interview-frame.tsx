import { useQuery } from '@tanstack/react-query';
import type { AudioInterview } from '@veil/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { audioInterviewQuery } from './api';

/**
 * What the audio interview's two pages share: the page title, the way back (also while the
 * interview loads or cannot be loaded), and the header naming the job and the company above the
 * page's own content for the loaded interview.
 */
export function AudioInterviewFrame({
  applicationId,
  title,
  back,
  children,
}: {
  applicationId: string;
  title: string;
  back: ReactNode;
  children: (interview: AudioInterview) => ReactNode;
}) {
  const { t } = useTranslation();
  const interview = useQuery(audioInterviewQuery(applicationId));
  usePageTitle(title);
  if (!interview.isSuccess)
    return (
      <>
        {back}
        <QueryPlaceholder
          query={interview}
          errorTitle={t('audioInterview.instruction.loadFailed')}
          variant="page"
        />
      </>
    );
  const data = interview.data;
  return (
    <>
      {back}
      <PageHeader
        title={title}
        description={t('audioInterview.instruction.description', {
          job: data.jobTitle,
          company: data.companyName,
        })}
      />
      {children(data)}
    </>
  );
}
