import './copy';
import { Alert, Anchor, Button, Group, List, Mark, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type AnonymousCv, REDACTION_KINDS, REDACTION_MARK, type ResumeSection } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import { Link, Navigate } from 'react-router';
import { AnonymousCvView } from '../../features/anonymous-cv/anonymous-cv-view';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { candidatePaths } from '../paths';
import { anonymousCvQuery, resumeQuery } from './api';
import { FullProfileView } from './full-profile-view';

/** The sections whose free text reached the anonymous CV with a mark in it: where to fix it. */
export function sectionsWithMarks(cv: AnonymousCv): ResumeSection[] {
  const has = (text: string) => text.includes(REDACTION_MARK);
  const sections: ResumeSection[] = [];
  if (has(cv.workInformation.personalHeadline)) sections.push('workInformation');
  if (cv.workExperiences.some((entry) => has(entry.jobTitle) || has(entry.jobDescription)))
    sections.push('workExperiences');
  if (cv.educations.some((entry) => has(entry.degreeOfStudy))) sections.push('educations');
  if (cv.tags.some(has)) sections.push('tags');
  return sections;
}

/** What was masked and where to change it, or that nothing needed masking. */
function MaskedSummary({ cv }: { cv: AnonymousCv }) {
  const { t } = useTranslation();
  // in the order of REDACTION_KINDS, whatever order the CV lists them in
  const kinds = REDACTION_KINDS.filter((kind) => cv.masked.includes(kind));
  const sections = sectionsWithMarks(cv);
  if (kinds.length === 0 && sections.length === 0)
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
        {t('candidateProfile.review.nothingMasked')}
      </Alert>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconEyeOff size={20} aria-hidden />}
      title={t('candidateProfile.review.maskedTitle')}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">
          <Mark color="orange" px={2}>
            {REDACTION_MARK}
          </Mark>{' '}
          {t('candidateProfile.review.legend')}
        </Text>
        {kinds.length > 0 ? (
          <>
            <Text size="sm" fw={600}>
              {t('candidateProfile.review.maskedKinds')}
            </Text>
            <List size="sm" spacing={2} aria-label={t('candidateProfile.review.maskedKinds')}>
              {kinds.map((kind) => (
                <List.Item key={kind}>{t(`candidateProfile.review.kinds.${kind}`)}</List.Item>
              ))}
            </List>
          </>
        ) : null}
        {sections.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('candidateProfile.review.fixIn')}
            </Text>
            {sections.map((section) => (
              <Anchor key={section} component={Link} to={`${candidatePaths.profile}#${section}`} size="sm">
                {t(`candidateProfile.sections.${section}`)}
              </Anchor>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * `/candidate/profile/review`: the full profile beside exactly what an employer sees (stacked on
 * phones). Every mark where the redaction masked something is highlighted, with the kinds that were
 * masked and links back to the sections to change.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const title = t('candidateProfile.review.title');
  usePageTitle(title);
  const query = useQuery(resumeQuery());
  if (query.isSuccess && query.data === null) return <Navigate to={candidatePaths.profileEmpty} replace />;
  if (!query.isSuccess || query.data === null)
    return (
      <>
        <PageHeader title={title} />
        <QueryPlaceholder query={query} errorTitle={t('candidateProfile.loadFailed')} variant="page" />
      </>
    );
  return <Review resume={query.data} title={title} />;
}

function Review({ resume, title }: { resume: Resume; title: string }) {
  const { t } = useTranslation();
  const anonymous = useQuery(anonymousCvQuery(resume.id));
  return (
    <>
      <Anchor component={Link} to={candidatePaths.profile} size="sm" mb="sm" display="inline-block">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {t('candidateProfile.review.back')}
      </Anchor>
      <PageHeader
        title={title}
        description={t('candidateProfile.review.description')}
        actions={
          <Button component={Link} to={candidatePaths.profile} variant="default">
            {t('candidateProfile.review.edit')}
          </Button>
        }
      />
      <Stack gap="lg">
        {anonymous.isSuccess ? <MaskedSummary cv={anonymous.data} /> : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FullProfileView resume={resume} title={t('candidateProfile.review.fullTitle')} />
          {anonymous.isSuccess ? (
            <AnonymousCvView
              cv={anonymous.data}
              title={t('candidateProfile.review.employerTitle')}
              highlightMarks
            />
          ) : (
            <QueryPlaceholder
              query={anonymous}
              errorTitle={t('candidateProfile.review.loadFailed')}
              variant="page"
            />
          )}
        </SimpleGrid>
      </Stack>
    </>
  );
}
