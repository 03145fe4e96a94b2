import './copy';
import { Accordion, Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBuildingSkyscraper,
  IconFileDescription,
  IconFiles,
  IconMessageQuestion,
  IconPencil,
  IconTrash,
  IconUserScan,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@veil/domain';
import type { CandidateApplication } from '@veil/domain/contracts';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AnonymousCvView } from '../../features/anonymous-cv/anonymous-cv-view';
import { hasJobDescription, JobView } from '../../features/job-view/job-view';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { usePageTitle } from '../../lib/use-page-title';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { TalentPoolConsentCard } from '../talent-pool/consent-card';
import { CompanyDocuments } from './additional-information-page';
import { applicationQuery } from './api';
import { AudioInterviewCard } from './audio-interview-card';
import { BackLink } from './back-link';
import { CvPending } from './cv-pending';
import { InterviewCard } from './interview-card';
import { RevealCard } from './reveal-card';
import { ScreeningAnswersList } from './screening-answers-list';
import { ApplicationStatusBadge } from './status-badge';
import { WithdrawModal } from './withdraw-modal';

function Section({
  value,
  icon,
  title,
  children,
}: {
  value: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Control icon={icon}>
        <Text
          fw={600}
          fz={{ base: 'sm', xs: 'md', sm: 'lg' }}
          style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
        >
          {title}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

function Header({ application, onWithdraw }: { application: CandidateApplication; onWithdraw: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = application.appliedAt
    ? t('candidateApplications.list.appliedOn', { date: formatDate(new Date(application.appliedAt), locale) })
    : t('candidateApplications.list.startedOn', {
        date: formatDate(new Date(application.createdAt), locale),
      });
  return (
    <Stack gap="sm" mb="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title
            order={1}
            fz={{ base: 'h2', sm: 'h1' }}
            style={{ overflowWrap: 'break-word', hyphens: 'auto' }}
          >
            {application.job.jobTitle}
          </Title>
          <Anchor component={Link} to={candidatePaths.companyInfo(application.company.id)} fw={500}>
            {application.company.name}
          </Anchor>
          <Group gap="sm">
            <ApplicationStatusBadge status={application.status} />
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          </Group>
        </Stack>
        {application.actions.includes('withdraw') ? (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={onWithdraw}
          >
            {t('candidateApplications.detail.withdraw')}
          </Button>
        ) : null}
      </Group>
      {application.status === 'applying' ? (
        <Alert color="veil" variant="light" title={t('candidateApplications.detail.draftTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('candidateApplications.detail.draftText')}</Text>
            <Button
              component={Link}
              to={candidatePaths.apply(application.job.id)}
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              {t('candidateApplications.detail.continueApplying')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <AudioInterviewCard application={application} />
      <InterviewCard application={application} />
      <RevealCard application={application} />
    </Stack>
  );
}

/**
 * `/candidate/applications/{id}`: one application with the spec's sections: my anonymous CV, my
 * screening answers, the job description, the company info and its additional information
 * (documents). A started application offers to continue applying, one invited to the audio
 * interview leads to it; withdrawing (when the flow allows it) asks for a reason and erases everything.
 */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(applicationQuery(id));
  const [withdrawing, setWithdrawing] = useState(false);
  usePageTitle(query.data?.job.jobTitle ?? t('candidateApplications.list.title'));
  const back = (
    <BackLink to={candidatePaths.applications} label={t('candidateApplications.detail.backToList')} />
  );
  if (!query.isSuccess)
    return (
      <>
        {back}
        <QueryPlaceholder
          query={query}
          errorTitle={t('candidateApplications.detail.loadFailed')}
          variant="page"
        />
      </>
    );
  const application = query.data;
  const { job, company } = application;
  return (
    <>
      {back}
      <Header application={application} onWithdraw={() => setWithdrawing(true)} />
      {application.status === 'rejected' ? (
        <TalentPoolConsentCard applicationId={application.id} company={company} />
      ) : null}
      <Accordion
        multiple
        order={2}
        variant="separated"
        defaultValue={['cv', 'answers']}
        aria-label={t('candidateApplications.detail.sectionsLabel')}
      >
        <Section
          value="cv"
          icon={<IconUserScan size={20} aria-hidden />}
          title={t('candidateApplications.detail.cv')}
        >
          {application.anonymousCv ? (
            <Stack gap="sm">
              <AnonymousCvView
                cv={application.anonymousCv}
                title={t('candidateApplications.cv.title')}
                headingLevel={2}
              />
              <Anchor component={Link} to={candidatePaths.applicationCv(application.id)} size="sm">
                {t('candidateApplications.detail.openCv')}
              </Anchor>
            </Stack>
          ) : (
            <CvPending />
          )}
        </Section>
        <Section
          value="answers"
          icon={<IconMessageQuestion size={20} aria-hidden />}
          title={t('candidateApplications.detail.answers')}
        >
          <ScreeningAnswersList answers={application.screeningAnswers} />
        </Section>
        <Section
          value="job"
          icon={<IconFileDescription size={20} aria-hidden />}
          title={t('candidateApplications.detail.job')}
        >
          <Stack gap="sm">
            {hasJobDescription(job) ? (
              <JobView job={job} company={company} part="description" />
            ) : (
              <Text c="dimmed">{t('candidateApplications.apply.noDescription')}</Text>
            )}
            <Anchor component={Link} to={candidatePaths.job(job.id)} size="sm">
              {t('candidateJobs.detail.toDetail')}
            </Anchor>
          </Stack>
        </Section>
        <Section
          value="company"
          icon={<IconBuildingSkyscraper size={20} aria-hidden />}
          title={t('candidateApplications.detail.company')}
        >
          <Stack gap="sm" align="flex-start">
            <Text>{t('candidateApplications.detail.companyText', { company: company.name })}</Text>
            <Button
              component={Link}
              to={candidatePaths.companyInfo(company.id)}
              variant="default"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {t('candidateApplications.detail.openCompany')}
            </Button>
          </Stack>
        </Section>
        <Section
          value="documents"
          icon={<IconFiles size={20} aria-hidden />}
          title={t('candidateApplications.detail.documents')}
        >
          <Stack gap="sm">
            <CompanyDocuments companyId={company.id} />
            <Anchor
              component={Link}
              to={candidatePaths.additionalInformation(job.id, application.id)}
              size="sm"
            >
              {t('candidateApplications.detail.openDocuments')}
            </Anchor>
          </Stack>
        </Section>
      </Accordion>
      {application.actions.includes('withdraw') ? (
        <WithdrawModal
          applicationId={application.id}
          opened={withdrawing}
          onClose={() => setWithdrawing(false)}
        />
      ) : null}
    </>
  );
}
