import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ContractTypeSchema,
  ExperienceOptionSchema,
  IndustrySchema,
  JobTypeSchema,
  SALARY_MAX,
  TEXT_LIMITS,
  WorkArrangementSchema,
} from '@veil/domain';
import { enumOptions } from '../../lib/enum-labels';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import type { JobInformationValues } from './job-form';

type JobInformationFieldsProps = {
  form: UseFormReturnType<JobInformationValues>;
  disabled?: boolean;
};

/**
 * Title, job type description, job types, contract type, experience, office location, work
 * arrangements, salary range (both empty: not given) and industry: the job information that the
 * create page and the editor's first section share.
 */
export function JobInformationFields({ form, disabled }: JobInformationFieldsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.jobTitle')}
          required
          maxLength={TEXT_LIMITS.basicText}
          disabled={disabled}
          {...form.getInputProps('jobTitle')}
        />
        <TextInput
          label={t('fields.jobTypeDescription')}
          description={t('employerJobs.form.jobTypeDescriptionHint')}
          maxLength={TEXT_LIMITS.specialText}
          disabled={disabled}
          {...form.getInputProps('jobTypeDescription')}
        />
        <MultiSelect
          label={t('fields.jobTypes')}
          required
          placeholder={form.getValues().jobTypes.length === 0 ? t('employerJobs.form.chooseMany') : undefined}
          data={enumOptions(locale, 'jobType')}
          disabled={disabled}
          {...form.getInputProps('jobTypes')}
          onChange={(values) =>
            form.setFieldValue(
              'jobTypes',
              values.flatMap((value) => {
                const parsed = JobTypeSchema.safeParse(value);
                return parsed.success ? [parsed.data] : [];
              }),
            )
          }
        />
        <Select
          label={t('fields.contractType')}
          required
          placeholder={t('employerJobs.form.choose')}
          data={enumOptions(locale, 'contractType')}
          disabled={disabled}
          {...form.getInputProps('contractType')}
          onChange={(value) => {
            const parsed = ContractTypeSchema.safeParse(value);
            form.setFieldValue('contractType', parsed.success ? parsed.data : null);
          }}
        />
        <Select
          label={t('fields.experience')}
          required
          placeholder={t('employerJobs.form.choose')}
          data={enumOptions(locale, 'experience')}
          disabled={disabled}
          {...form.getInputProps('experience')}
          onChange={(value) => {
            const parsed = ExperienceOptionSchema.safeParse(value);
            form.setFieldValue('experience', parsed.success ? parsed.data : null);
          }}
        />
        <Select
          label={t('fields.industry')}
          required
          searchable
          placeholder={t('employerJobs.form.choose')}
          nothingFoundMessage={t('employerJobs.form.nothingFound')}
          data={enumOptions(locale, 'industry')}
          disabled={disabled}
          {...form.getInputProps('industry')}
          onChange={(value) => {
            const parsed = IndustrySchema.safeParse(value);
            form.setFieldValue('industry', parsed.success ? parsed.data : null);
          }}
        />
        <TextInput
          label={t('fields.officeLocation')}
          description={t('employerJobs.form.officeLocationHint')}
          required
          maxLength={TEXT_LIMITS.basicText}
          autoComplete="address-level2"
          disabled={disabled}
          {...form.getInputProps('officeLocation')}
        />
        <MultiSelect
          label={t('fields.workPlace')}
          required
          placeholder={
            form.getValues().workPlace.length === 0 ? t('employerJobs.form.chooseMany') : undefined
          }
          data={enumOptions(locale, 'workArrangement')}
          disabled={disabled}
          {...form.getInputProps('workPlace')}
          onChange={(values) =>
            form.setFieldValue(
              'workPlace',
              values.flatMap((value) => {
                const parsed = WorkArrangementSchema.safeParse(value);
                return parsed.success ? [parsed.data] : [];
              }),
            )
          }
        />
      </SimpleGrid>
      <Stack gap={4} component="fieldset" m={0} p={0} miw={0} style={{ border: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0} mb={4}>
          {t('employerJobs.form.salaryTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('employerJobs.form.salaryHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={t('fields.salaryFrom')}
            min={0}
            max={SALARY_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator={locale === 'de' ? '.' : ','}
            decimalSeparator={locale === 'de' ? ',' : '.'}
            rightSection={<Text size="sm">€</Text>}
            disabled={disabled}
            {...form.getInputProps('salaryFrom')}
          />
          <NumberInput
            label={t('fields.salaryTo')}
            min={0}
            max={SALARY_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator={locale === 'de' ? '.' : ','}
            decimalSeparator={locale === 'de' ? ',' : '.'}
            rightSection={<Text size="sm">€</Text>}
            disabled={disabled}
            {...form.getInputProps('salaryTo')}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
