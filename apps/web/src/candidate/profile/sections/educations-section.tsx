import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { EducationEntrySchema, EducationsSchema, RESUME_LIST_MAX } from '@veil/domain';
import { useTranslation } from '../../../lib/translation';
import { type StoredEducation, storedLists } from '../stored-entries';
import { ListSection, type ListSectionConfig } from './list-section';
import { MonthField } from './month-field';
import { listErrors, requireSelects } from './section-errors';
import type { ResumeSectionProps } from './section-props';

type Entry = StoredEducation;
/** One entry's form values. */
export type EducationValues = Values;
type Values = {
  school: string;
  degree: string;
  majorIn: string;
  studyFrom: string;
  studyTo: string;
  currentlyStudying: boolean;
};

const SECTION = 'educations';

/** The educations' fields and rules, shared by the profile and the CV import's review. */
export function useEducationsConfig(): ListSectionConfig<Entry, Values, unknown> {
  const { t } = useTranslation();
  return {
    section: SECTION,
    entries: (stored) => storedLists(stored).educations,
    toValues: (entry) => ({
      school: entry.school,
      degree: entry.degree,
      majorIn: entry.majorIn,
      studyFrom: entry.studyFrom,
      studyTo: entry.studyTo ?? '',
      currentlyStudying: entry.currentlyStudying,
    }),
    emptyValues: () => ({
      school: '',
      degree: '',
      majorIn: '',
      studyFrom: '',
      studyTo: '',
      currentlyStudying: false,
    }),
    toPayload: (values) => ({
      ...values,
      studyFrom: values.studyFrom === '' ? null : values.studyFrom,
      studyTo: values.currentlyStudying || values.studyTo === '' ? null : values.studyTo,
    }),
    check: (payloads, rows, locale, translate) => {
      const errors = listErrors(SECTION, EducationEntrySchema, EducationsSchema, payloads, locale);
      rows.forEach((row, index) => {
        requireSelects(errors, `${SECTION}.${index}.`, row, ['studyFrom'], translate);
      });
      return errors;
    },
    max: RESUME_LIST_MAX,
    rowLabel: (index) => t('candidateProfile.educations.entry', { number: index + 1 }),
    addLabel: t('candidateProfile.educations.add'),
    emptyText: t('candidateProfile.educations.empty'),
    description: t('candidateProfile.educations.hint'),
    renderRow: (form, index) => {
      const at = (field: keyof Values) => `${SECTION}.${index}.${field}`;
      const row = form.getValues()[SECTION]?.[index];
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t('fields.school')} required {...form.getInputProps(at('school'))} />
            <TextInput label={t('fields.degree')} required {...form.getInputProps(at('degree'))} />
            <TextInput label={t('fields.majorIn')} {...form.getInputProps(at('majorIn'))} />
          </SimpleGrid>
          <Group gap="md" align="flex-start" wrap="wrap">
            <MonthField label={t('fields.studyFrom')} required {...form.getInputProps(at('studyFrom'))} />
            {row?.currentlyStudying ? null : (
              <MonthField label={t('fields.studyTo')} required {...form.getInputProps(at('studyTo'))} />
            )}
          </Group>
          <Checkbox
            label={t('candidateProfile.educations.currentlyStudying')}
            {...form.getInputProps(at('currentlyStudying'), { type: 'checkbox' })}
          />
        </Stack>
      );
    },
  };
}

/** Schools and degrees; "currently studying" hides the end month. */
export function EducationsSection({ resume, onDirtyChange }: ResumeSectionProps) {
  return <ListSection config={useEducationsConfig()} resume={resume} onDirtyChange={onDirtyChange} />;
}
