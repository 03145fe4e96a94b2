import './copy';
import { Button, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { ErrorAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { resumeQuery } from '../profile/api';
import { importQuery, useDiscardImport, useStartImport } from './api';
import { ImportFileChooser } from './import-file-chooser';
import { ImportReview } from './import-review';

/**
 * `/candidate/profile/import`: a CV or LinkedIn file becomes a proposal the candidate reviews. The
 * spec's states: choosing (not_started), uploading (loading, with progress), reading (process, the
 * server is asked again until it settles), error (its message and "try again"), success (the
 * review). An import that succeeded earlier opens at its review.
 */
export function ProfileImportPage() {
  const { t } = useTranslation();
  const title = t('candidateImport.title');
  usePageTitle(title);
  const state = useQuery(importQuery());
  const resume = useQuery(resumeQuery());
  const start = useStartImport();
  const [progress, setProgress] = useState(0);

  if (!state.isSuccess || !resume.isSuccess) {
    const failed = state.isError ? state : resume;
    return (
      <>
        <PageHeader title={title} />
        <QueryPlaceholder query={failed} errorTitle={t('candidateImport.loadFailed')} variant="page" />
      </>
    );
  }
  const current = state.data;
  if (current.state === 'success' && current.proposal)
    return (
      <ImportReview proposal={current.proposal} savedSections={current.savedSections} resume={resume.data} />
    );

  let body: ReactNode;
  if (start.isPending || current.state === 'loading')
    body = <Uploading progress={start.isPending ? progress : null} />;
  else if (current.state === 'process') body = <Processing />;
  else if (current.state === 'error') body = <Failed errorCode={current.errorCode} />;
  else
    body = (
      <Stack gap="md">
        {start.isError ? (
          <ErrorAlert error={start.error} title={t('candidateImport.choose.startFailed')} />
        ) : null}
        <ImportFileChooser
          onChoose={(file) => {
            setProgress(0);
            start.mutate({ file, onProgress: setProgress });
          }}
        />
      </Stack>
    );
  return (
    <>
      <PageHeader title={title} description={t('candidateImport.description')} />
      {body}
    </>
  );
}

function StatePaper({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="center" ta="center" aria-live="polite">
        {children}
      </Stack>
    </Paper>
  );
}

/** The file on its way: real progress while this page sends it, else an endless bar. */
function Uploading({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  const percent = progress === null ? 100 : Math.round(progress * 100);
  return (
    <StatePaper>
      <Title order={2} fz="h3">
        {t('candidateImport.uploading.title')}
      </Title>
      <Progress
        value={percent}
        animated={progress === null}
        w="100%"
        maw={420}
        aria-label={t('candidateImport.uploading.progress')}
      />
    </StatePaper>
  );
}

function Processing() {
  const { t } = useTranslation();
  return (
    <StatePaper>
      <Loader aria-hidden />
      <Title order={2} fz="h3">
        {t('candidateImport.processing.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('candidateImport.processing.text')}
      </Text>
    </StatePaper>
  );
}

/** A failed import: why, in the reader's language (the domain's `errors.<code>`), and a new start. */
function Failed({ errorCode }: { errorCode: string | null }) {
  const { t, i18n } = useTranslation();
  const discard = useDiscardImport();
  const key = `errors.${errorCode ?? 'generic_error'}`;
  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} role="alert">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            {t('candidateImport.failed.title')}
          </Title>
          <Text>{i18n.exists(key) ? t(key) : t('errors.generic_error')}</Text>
          <div>
            <Button
              onClick={() => discard.mutate()}
              loading={discard.isPending}
              leftSection={<IconRefresh size={18} aria-hidden />}
            >
              {t('candidateImport.failed.retry')}
            </Button>
          </div>
        </Stack>
      </Paper>
      {discard.isError ? <ErrorAlert error={discard.error} /> : null}
    </Stack>
  );
}
