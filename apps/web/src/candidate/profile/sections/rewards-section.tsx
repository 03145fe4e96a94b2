import { SimpleGrid, TextInput } from '@mantine/core';
import { RESUME_LIST_MAX, RewardSchema, RewardsSchema } from '@veil/domain';
import { useTranslation } from '../../../lib/translation';
import { type StoredReward, storedLists } from '../stored-entries';
import { ListSection, type ListSectionConfig } from './list-section';
import { listErrors } from './section-errors';
import type { ResumeSectionProps } from './section-props';

type Entry = StoredReward;
/** One entry's form values. */
export type RewardValues = Values;
type Values = { title: string; issuer: string };

const SECTION = 'rewards';

/** The rewards' fields and rules, shared by the profile and the CV import's review. */
export function useRewardsConfig(): ListSectionConfig<Entry, Values, Values> {
  const { t } = useTranslation();
  return {
    section: SECTION,
    entries: (stored) => storedLists(stored).rewards,
    toValues: (entry) => ({ title: entry.title, issuer: entry.issuer }),
    emptyValues: () => ({ title: '', issuer: '' }),
    toPayload: (values) => values,
    check: (payloads, _rows, locale) => listErrors(SECTION, RewardSchema, RewardsSchema, payloads, locale),
    max: RESUME_LIST_MAX,
    rowLabel: (index) => t('candidateProfile.rewards.entry', { number: index + 1 }),
    addLabel: t('candidateProfile.rewards.add'),
    emptyText: t('candidateProfile.rewards.empty'),
    renderRow: (form, index) => (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={t('fields.title')} required {...form.getInputProps(`${SECTION}.${index}.title`)} />
        <TextInput label={t('fields.issuer')} {...form.getInputProps(`${SECTION}.${index}.issuer`)} />
      </SimpleGrid>
    ),
  };
}

/** Awards and honours: a title and who gave it. */
export function RewardsSection({ resume, onDirtyChange }: ResumeSectionProps) {
  return <ListSection config={useRewardsConfig()} resume={resume} onDirtyChange={onDirtyChange} />;
}
