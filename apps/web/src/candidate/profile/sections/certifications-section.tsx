import { Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CertificationEntrySchema, CertificationsSchema, RESUME_LIST_MAX } from '@veil/domain';
import { useTranslation } from '../../../lib/translation';
import { type StoredCertification, storedLists } from '../stored-entries';
import { ListSection, type ListSectionConfig } from './list-section';
import { MonthField } from './month-field';
import { listErrors } from './section-errors';
import type { ResumeSectionProps } from './section-props';

type Entry = StoredCertification;
/** One entry's form values. */
export type CertificationValues = Values;
type Values = {
  name: string;
  issuingOrg: string;
  issueDate: string;
  expiryDate: string;
  credentialId: string;
  credentialUrl: string;
};

const SECTION = 'certifications';

/** The certifications' fields and rules, shared by the profile and the CV import's review. */
export function useCertificationsConfig(): ListSectionConfig<Entry, Values, unknown> {
  const { t } = useTranslation();
  return {
    section: SECTION,
    entries: (stored) => storedLists(stored).certifications,
    toValues: (entry) => ({
      name: entry.name,
      issuingOrg: entry.issuingOrg,
      issueDate: entry.issueDate ?? '',
      expiryDate: entry.expiryDate ?? '',
      credentialId: entry.credentialId,
      credentialUrl: entry.credentialUrl,
    }),
    emptyValues: () => ({
      name: '',
      issuingOrg: '',
      issueDate: '',
      expiryDate: '',
      credentialId: '',
      credentialUrl: '',
    }),
    toPayload: (values) => ({
      ...values,
      credentialUrl: values.credentialUrl.trim(),
      issueDate: values.issueDate === '' ? null : values.issueDate,
      expiryDate: values.expiryDate === '' ? null : values.expiryDate,
    }),
    check: (payloads, _rows, locale) =>
      listErrors(SECTION, CertificationEntrySchema, CertificationsSchema, payloads, locale),
    max: RESUME_LIST_MAX,
    rowLabel: (index) => t('candidateProfile.certifications.entry', { number: index + 1 }),
    addLabel: t('candidateProfile.certifications.add'),
    emptyText: t('candidateProfile.certifications.empty'),
    renderRow: (form, index) => {
      const at = (field: keyof Values) => `${SECTION}.${index}.${field}`;
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t('fields.certificationName')} required {...form.getInputProps(at('name'))} />
            <TextInput label={t('fields.issuingOrg')} {...form.getInputProps(at('issuingOrg'))} />
            <TextInput label={t('fields.credentialId')} {...form.getInputProps(at('credentialId'))} />
            <TextInput
              label={t('fields.credentialUrl')}
              type="url"
              {...form.getInputProps(at('credentialUrl'))}
            />
          </SimpleGrid>
          <Group gap="md" align="flex-start" wrap="wrap">
            <MonthField
              label={t('candidateProfile.certifications.issueDate')}
              {...form.getInputProps(at('issueDate'))}
            />
            <MonthField
              label={t('candidateProfile.certifications.expiryDate')}
              {...form.getInputProps(at('expiryDate'))}
            />
          </Group>
        </Stack>
      );
    },
  };
}

/** Licences and certifications: name, issuer, months of issue and expiry, the credential. */
export function CertificationsSection({ resume, onDirtyChange }: ResumeSectionProps) {
  return <ListSection config={useCertificationsConfig()} resume={resume} onDirtyChange={onDirtyChange} />;
}
