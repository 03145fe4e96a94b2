import { Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CompanySize,
  CompanySizeSchema,
  type Industry,
  IndustrySchema,
  WORK_EXPERIENCES_MAX,
  WorkExperienceEntrySchema,
  WorkExperiencesSchema,
} from '@veil/domain';
import { enumOptions } from '../../../lib/enum-labels';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { type StoredWorkExperience, storedLists } from '../stored-entries';
import { ListSection, type ListSectionConfig } from './list-section';
import { MonthField } from './month-field';
import { listErrors, requireSelects } from './section-errors';
import type { ResumeSectionProps } from './section-props';

type Entry = StoredWorkExperience;
/** One entry's form values. */
export type WorkExperienceValues = Values;
type Values = {
  company: string;
  industry: Industry | null;
  companySize: CompanySize | null;
  jobTitle: string;
  jobDescription: string;
  workFrom: string;
  workTo: string;
  currentlyWorking: boolean;
};

const SECTION = 'workExperiences';

/** The work experiences' fields and rules, shared by the profile and the CV import's review. */
export function useWorkExperiencesConfig(): ListSectionConfig<Entry, Values, unknown> {
  const { t } = useTranslation();
  const locale = useLocale();
  return {
    section: SECTION,
    entries: (stored) => storedLists(stored).workExperiences,
    toValues: (entry) => ({
      company: entry.company,
      industry: entry.industry,
      companySize: entry.companySize,
      jobTitle: entry.jobTitle,
      jobDescription: entry.jobDescription,
      workFrom: entry.workFrom,
      workTo: entry.workTo ?? '',
      currentlyWorking: entry.currentlyWorking,
    }),
    emptyValues: () => ({
      company: '',
      industry: null,
      companySize: null,
      jobTitle: '',
      jobDescription: '',
      workFrom: '',
      workTo: '',
      currentlyWorking: false,
    }),
    toPayload: (values) => ({
      ...values,
      workFrom: values.workFrom === '' ? null : values.workFrom,
      workTo: values.currentlyWorking || values.workTo === '' ? null : values.workTo,
    }),
    check: (payloads, rows, at, translate) => {
      const errors = listErrors(SECTION, WorkExperienceEntrySchema, WorkExperiencesSchema, payloads, at);
      rows.forEach((row, index) => {
        requireSelects(
          errors,
          `${SECTION}.${index}.`,
          row,
          ['industry', 'companySize', 'workFrom'],
          translate,
        );
      });
      return errors;
    },
    max: WORK_EXPERIENCES_MAX,
    rowLabel: (index) => t('candidateProfile.workExperiences.entry', { number: index + 1 }),
    addLabel: t('candidateProfile.workExperiences.add'),
    emptyText: t('candidateProfile.workExperiences.empty'),
    description: t('candidateProfile.workExperiences.hint', { max: WORK_EXPERIENCES_MAX }),
    renderRow: (form, index) => {
      const at = (field: keyof Values) => `${SECTION}.${index}.${field}`;
      const row = form.getValues()[SECTION]?.[index];
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t('fields.jobTitle')} required {...form.getInputProps(at('jobTitle'))} />
            <TextInput label={t('fields.company')} required {...form.getInputProps(at('company'))} />
            <Select
              label={t('fields.industry')}
              required
              searchable
              placeholder={t('candidateProfile.form.choose')}
              nothingFoundMessage={t('candidateProfile.form.nothingFound')}
              data={enumOptions(locale, 'industry')}
              {...form.getInputProps(at('industry'))}
              onChange={(value) => {
                const parsed = IndustrySchema.safeParse(value);
                form.getInputProps(at('industry')).onChange(parsed.success ? parsed.data : null);
              }}
            />
            <Select
              label={t('fields.companySize')}
              required
              placeholder={t('candidateProfile.form.choose')}
              data={enumOptions(locale, 'companySize')}
              {...form.getInputProps(at('companySize'))}
              onChange={(value) => {
                const parsed = CompanySizeSchema.safeParse(value);
                form.getInputProps(at('companySize')).onChange(parsed.success ? parsed.data : null);
              }}
            />
          </SimpleGrid>
          <Group gap="md" align="flex-start" wrap="wrap">
            <MonthField label={t('fields.workFrom')} required {...form.getInputProps(at('workFrom'))} />
            {row?.currentlyWorking ? null : (
              <MonthField label={t('fields.workTo')} required {...form.getInputProps(at('workTo'))} />
            )}
          </Group>
          <Checkbox
            label={t('candidateProfile.workExperiences.currentlyWorking')}
            {...form.getInputProps(at('currentlyWorking'), { type: 'checkbox' })}
          />
          <Textarea
            label={t('candidateProfile.workExperiences.description')}
            description={t('candidateProfile.workExperiences.descriptionHint')}
            resize="vertical"
            rows={3}
            {...form.getInputProps(at('jobDescription'))}
          />
        </Stack>
      );
    },
  };
}

/** The candidate's jobs, at most 15; "currently working" hides the end month. */
export function WorkExperiencesSection({ resume, onDirtyChange }: ResumeSectionProps) {
  return <ListSection config={useWorkExperiencesConfig()} resume={resume} onDirtyChange={onDirtyChange} />;
}
