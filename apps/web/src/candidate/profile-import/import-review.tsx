import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ResumeProposal, SKILL_TAGS_MAX } from '@veil/domain';
import type { ImportReviewSection, Resume } from '@veil/domain/contracts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentSession } from '../../features/sign-in/api';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert, NoteAlert } from '../../ui/alerts';
import { PageHeader } from '../../ui/page-header';
import { candidatePaths } from '../paths';
import { resumeKeys } from '../profile/api';
import { useCertificationsConfig } from '../profile/sections/certifications-section';
import { useEducationsConfig } from '../profile/sections/educations-section';
import { useLanguagesConfig } from '../profile/sections/languages-section';
import { useRewardsConfig } from '../profile/sections/rewards-section';
import { useSocialLinksConfig } from '../profile/sections/social-links-section';
import { useTagsConfig } from '../profile/sections/tags-section';
import { useWorkExperiencesConfig } from '../profile/sections/work-experiences-section';
import { importKey, useDiscardImport } from './api';
import { ImportDetailsSection } from './import-details-section';
import { ImportListSection } from './import-list-section';
import { ImportTagsPicker } from './import-tags-picker';
import {
  languagesWithoutLevel,
  type ProposedList,
  proposedRows,
  proposedUserDetails,
  unrecognisedLanguages,
} from './proposal-values';

type Saved = Partial<Record<ImportReviewSection, true>>;

type ImportReviewProps = {
  proposal: ResumeProposal;
  /** the sections saved from this import before (another visit, a reload) */
  savedSections: readonly ImportReviewSection[];
  resume: Resume | null;
};

/**
 * The review of a successful import: each proposed section in the profile's own form, prefilled and
 * saved on its own (`fromImport`: the import notes it, so it stays saved after a reload and is never
 * added twice). The candidate's resume is created by the personal details when there is none;
 * "Done" deletes the import and goes to the profile.
 */
export function ImportReview({ proposal, savedSections, resume }: ImportReviewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useCurrentSession('candidate');
  const discard = useDiscardImport();
  const [saved, setSaved] = useState<Saved>(() =>
    Object.fromEntries(savedSections.map((section) => [section, true])),
  );
  const markSaved = (section: ImportReviewSection) => () => {
    setSaved((current) => ({ ...current, [section]: true }));
    // the next visit asks the server again, which now names this section saved
    void client.invalidateQueries({ queryKey: importKey, refetchType: 'none' });
  };
  // the proposal's values are taken once: a later refetch of the resume must not reset the forms
  const [start] = useState(() => ({
    details: proposedUserDetails(
      proposal,
      session?.area === 'candidate' ? session.me.email : '',
      resume?.userDetails ?? null,
    ),
    rows: proposedRows(proposal),
    unrecognised: unrecognisedLanguages(proposal),
    withoutLevel: languagesWithoutLevel(proposal),
  }));
  const configs = {
    workExperiences: useWorkExperiencesConfig(),
    educations: useEducationsConfig(),
    languages: useLanguagesConfig(),
    tags: useTagsConfig(),
    certifications: useCertificationsConfig(),
    rewards: useRewardsConfig(),
    socialLinks: useSocialLinksConfig(),
  };
  const hasLists = useMemo(() => Object.values(start.rows).some((rows) => rows.length > 0), [start]);
  const common = (section: ProposedList) => ({
    resume,
    saved: saved[section] === true,
    onSaved: markSaved(section),
  });
  const list = <S extends ProposedList>(section: S) => start.rows[section].length > 0;

  const finish = () =>
    discard.mutate(undefined, {
      onSuccess: async () => {
        await client.invalidateQueries({ queryKey: resumeKeys.all, refetchType: 'none' });
        navigate(candidatePaths.profile);
      },
    });

  return (
    <>
      <PageHeader
        title={t('candidateImport.review.title')}
        description={t('candidateImport.review.description')}
      />
      <Stack gap="lg">
        {discard.isError ? (
          <ErrorAlert error={discard.error} title={t('candidateImport.review.doneFailed')} />
        ) : null}
        <NoteAlert title={t('candidateImport.review.doneHint')}>
          {t('candidateImport.review.missing')}
        </NoteAlert>
        <ImportDetailsSection
          initialValues={start.details}
          resume={resume}
          saved={saved.userDetails === true}
          onSaved={markSaved('userDetails')}
        />
        {list('workExperiences') ? (
          <ImportListSection
            config={configs.workExperiences}
            initialRows={start.rows.workExperiences}
            {...common('workExperiences')}
          />
        ) : null}
        {list('educations') ? (
          <ImportListSection
            config={configs.educations}
            initialRows={start.rows.educations}
            {...common('educations')}
          />
        ) : null}
        {list('languages') ? (
          <ImportListSection
            config={configs.languages}
            initialRows={start.rows.languages}
            rowNote={(index) => {
              const name = start.unrecognised[index];
              // a CV often names a level for its first language only: the row says what to add
              const withoutLevel = start.withoutLevel[index];
              if (name)
                return (
                  <Text size="sm" c="orange.9">
                    {t('candidateImport.review.unrecognised', { name })}
                  </Text>
                );
              return withoutLevel ? (
                <Text size="sm" c="orange.9">
                  {t('candidateImport.review.noLevel', { name: withoutLevel })}
                </Text>
              ) : null;
            }}
            {...common('languages')}
          />
        ) : null}
        {list('tags') ? (
          start.rows.tags.length > SKILL_TAGS_MAX ? (
            <ImportTagsPicker config={configs.tags} initialRows={start.rows.tags} {...common('tags')} />
          ) : (
            <ImportListSection config={configs.tags} initialRows={start.rows.tags} {...common('tags')} />
          )
        ) : null}
        {list('certifications') ? (
          <ImportListSection
            config={configs.certifications}
            initialRows={start.rows.certifications}
            {...common('certifications')}
          />
        ) : null}
        {list('rewards') ? (
          <ImportListSection
            config={configs.rewards}
            initialRows={start.rows.rewards}
            {...common('rewards')}
          />
        ) : null}
        {list('socialLinks') ? (
          <ImportListSection
            config={configs.socialLinks}
            initialRows={start.rows.socialLinks}
            {...common('socialLinks')}
          />
        ) : null}
        {hasLists ? null : (
          <Text size="sm" c="dimmed">
            {t('candidateImport.review.nothingFound')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            onClick={finish}
            loading={discard.isPending}
            leftSection={<IconCheck size={18} aria-hidden />}
          >
            {t('candidateImport.review.done')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
