import { Checkbox, Group, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type JobType, JobTypeSchema } from '@veil/domain';
import { enumOptions } from '../../../lib/enum-labels';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';

/** The work information form's values. */
export type WorkInformationValues = { personalHeadline: string; openTo: JobType[] };

/** The personal headline and the job types the candidate is open to. */
export function WorkInformationFields({ form }: { form: UseFormReturnType<WorkInformationValues> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const openTo = form.getInputProps('openTo');
  return (
    <Stack gap="sm">
      <Textarea
        label={t('fields.personalHeadline')}
        description={t('candidateProfile.workInformation.headlineHint')}
        resize="vertical"
        rows={2}
        {...form.getInputProps('personalHeadline')}
      />
      <Checkbox.Group
        label={t('fields.openTo')}
        description={t('candidateProfile.workInformation.openToHint')}
        value={form.getValues().openTo}
        error={openTo.error}
        onChange={(values) =>
          form.setFieldValue(
            'openTo',
            values.flatMap((value) => {
              const parsed = JobTypeSchema.safeParse(value);
              return parsed.success ? [parsed.data] : [];
            }),
          )
        }
      >
        <Group gap="lg" mt="xs" wrap="wrap">
          {enumOptions(locale, 'jobType').map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
