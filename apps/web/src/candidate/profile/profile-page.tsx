import './copy';
import { Button, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { RESUME_SECTIONS, type ResumeSection } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { UnsavedChangesGuard } from '../../features/forms/unsaved-changes-guard';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { NoteAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { QueryPlaceholder } from '../../ui/query-placeholder';
import { DeleteAccountCard } from '../account/delete-account-card';
import { candidatePaths } from '../paths';
import { resumeQuery } from './api';
import { DownloadsCard } from './downloads-card';
import { PublicLinkCard } from './public-link-card';
import { CertificationsSection } from './sections/certifications-section';
import { EducationsSection } from './sections/educations-section';
import { LanguagesSection } from './sections/languages-section';
import { RewardsSection } from './sections/rewards-section';
import { SocialLinksSection } from './sections/social-links-section';
import { TagsSection } from './sections/tags-section';
import { UserDetailsSection } from './sections/user-details-section';
import { WorkExperiencesSection } from './sections/work-experiences-section';
import { WorkInformationSection } from './sections/work-information-section';

/** Which sections have unsaved input; each section reports its own. */
function useDirtySections() {
  const [dirty, setDirty] = useState<Partial<Record<ResumeSection, boolean>>>({});
  const reporters = useMemo(
    () =>
      Object.fromEntries(
        RESUME_SECTIONS.map((name) => [
          name,
          (value: boolean) =>
            setDirty((current) =>
              Boolean(current[name]) === value ? current : { ...current, [name]: value },
            ),
        ]),
      ) as Record<ResumeSection, (value: boolean) => void>,
    [],
  );
  return { dirty, reporters };
}

/**
 * `/candidate/profile`: the whole resume, one card per section, each saved on its own with its own
 * saving state and error (a failed save loses nothing, here or in other sections); the PDF and data
 * downloads, the public anonymous link, and the way to see what employers see. A candidate without a
 * resume is sent to `profile/empty`.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const query = useQuery(resumeQuery());
  usePageTitle(t('candidateProfile.title'));
  if (query.isSuccess && query.data === null) return <Navigate to={candidatePaths.profileEmpty} replace />;
  if (!query.isSuccess || query.data === null)
    return (
      <>
        <PageHeader title={t('candidateProfile.title')} />
        <QueryPlaceholder
          query={query}
          errorTitle={t('candidateProfile.loadFailed')}
          variant="page"
          rows={4}
        />
      </>
    );
  // a fresh editor per resume: its sections start from the stored values
  return <ProfileEditor key={query.data.id} resume={query.data} />;
}

function ProfileEditor({ resume }: { resume: Resume }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { dirty, reporters } = useDirtySections();
  const unsaved = RESUME_SECTIONS.filter((name) => dirty[name]).map((name) =>
    t(`candidateProfile.sections.${name}`),
  );

  // the review page links straight to the section to fix (`#workExperiences`)
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const section = { resume };
  return (
    <>
      <PageHeader
        title={t('candidateProfile.title')}
        description={t('candidateProfile.description')}
        actions={
          <Button
            component={Link}
            to={candidatePaths.profileReview}
            leftSection={<IconEye size={18} aria-hidden />}
          >
            {t('candidateProfile.toReview')}
          </Button>
        }
      />
      <Stack gap="lg">
        <NoteAlert title={t('candidateProfile.anonymityTitle')}>
          {t('candidateProfile.anonymityText')}
        </NoteAlert>
        <UserDetailsSection {...section} onDirtyChange={reporters.userDetails} />
        <WorkInformationSection {...section} onDirtyChange={reporters.workInformation} />
        <WorkExperiencesSection {...section} onDirtyChange={reporters.workExperiences} />
        <EducationsSection {...section} onDirtyChange={reporters.educations} />
        <LanguagesSection {...section} onDirtyChange={reporters.languages} />
        <TagsSection {...section} onDirtyChange={reporters.tags} />
        <CertificationsSection {...section} onDirtyChange={reporters.certifications} />
        <RewardsSection {...section} onDirtyChange={reporters.rewards} />
        <SocialLinksSection {...section} onDirtyChange={reporters.socialLinks} />
        <PublicLinkCard resume={resume} />
        <DownloadsCard />
        <DeleteAccountCard />
      </Stack>
      <UnsavedChangesGuard sections={unsaved} />
    </>
  );
}
