import {
  ActionIcon,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  COMPANY_LINK_KINDS,
  CompanyLinkKindSchema,
  CompanySizeSchema,
  IndustrySchema,
  SubIndustrySchema,
  subIndustriesOf,
} from '@veil/domain';
import type { CompanyProfile } from '@veil/domain/contracts';
import { useEffect } from 'react';
import { SectionCard } from '../../features/forms/section-card';
import { enumOptions } from '../../lib/enum-labels';
import { serverFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { useUpdateCompany } from './api';
import {
  type BasicInformationValues,
  basicInformationPayload,
  basicInformationValues,
  checkCompanyUpdate,
  newRowKey,
} from './company-form';

type SectionProps = { company: CompanyProfile; onDirtyChange: (dirty: boolean) => void };

/**
 * Name, e-mail, industry (with its sub-industry where the industry has some), location, size,
 * website and social links, saved together as `basic_information`.
 */
export function BasicInformationSection({ company, onDirtyChange }: SectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateCompany();
  const form = useForm<BasicInformationValues>({
    mode: 'controlled',
    initialValues: basicInformationValues(company),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.getValues();
  const subIndustries = values.industry ? subIndustriesOf(values.industry) : [];
  const usedKinds = new Set(values.socialLinks.map((row) => row.linkType));

  const submit = form.onSubmit((current) => {
    const checked = checkCompanyUpdate(basicInformationPayload(current), locale);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    update.mutate(checked.update, {
      onSuccess: () => {
        form.resetDirty();
        notifications.show({ color: 'green', message: t('company.edit.basicSaved') });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, i18n);
        if (fields) form.setErrors(fields);
      },
    });
  });

  const fieldErrorShown = update.isError && serverFieldErrors(update.error, i18n) !== null;

  return (
    <SectionCard
      id="basic-information"
      title={t('company.edit.basicTitle')}
      description={t('company.edit.basicDescription')}
      onSubmit={submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('company.edit.save.basic')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.companyName')}
          required
          autoComplete="organization"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('company.facts.email')}
          description={t('company.edit.emailHint')}
          required
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Select
          label={t('fields.industry')}
          required
          searchable
          placeholder={t('company.edit.choose')}
          nothingFoundMessage={t('company.edit.nothingFound')}
          data={enumOptions(locale, 'industry')}
          {...form.getInputProps('industry')}
          onChange={(value) => {
            const parsed = IndustrySchema.safeParse(value);
            const industry = parsed.success ? parsed.data : null;
            form.setFieldValue('industry', industry);
            const sub = form.getValues().subIndustry;
            if (!industry || !sub || !subIndustriesOf(industry).includes(sub))
              form.setFieldValue('subIndustry', null);
          }}
        />
        {subIndustries.length > 0 ? (
          <Select
            label={t('company.edit.subIndustry')}
            description={t('company.edit.subIndustryHint')}
            placeholder={t('company.edit.choose')}
            clearable
            data={subIndustries.map((value) => ({ value, label: t(`enums.subIndustry.${value}`) }))}
            {...form.getInputProps('subIndustry')}
            onChange={(value) => {
              const parsed = SubIndustrySchema.safeParse(value);
              form.setFieldValue('subIndustry', parsed.success ? parsed.data : null);
            }}
          />
        ) : null}
        <TextInput
          label={t('fields.location')}
          description={t('company.edit.locationHint')}
          required
          autoComplete="address-level2"
          {...form.getInputProps('location')}
        />
        <Select
          label={t('fields.companySize')}
          required
          placeholder={t('company.edit.choose')}
          data={enumOptions(locale, 'companySize')}
          {...form.getInputProps('companySize')}
          onChange={(value) => {
            const parsed = CompanySizeSchema.safeParse(value);
            form.setFieldValue('companySize', parsed.success ? parsed.data : null);
          }}
        />
        <TextInput
          label={t('fields.website')}
          description={t('company.edit.websiteHint')}
          required
          type="url"
          autoComplete="url"
          {...form.getInputProps('website')}
        />
      </SimpleGrid>
      <Stack gap="xs" component="fieldset" m={0} p={0} miw={0} style={{ border: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0} mb={4}>
          {t('company.facts.socialLinks')}
        </Text>
        {values.socialLinks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('company.edit.noSocialLinks')}
          </Text>
        ) : null}
        {values.socialLinks.map((row, index) => (
          <Group key={row.key} gap="sm" align="flex-start" wrap="nowrap">
            <Select
              label={t('company.edit.linkKind')}
              required
              w={{ base: 130, sm: 180 }}
              placeholder={t('company.edit.choose')}
              data={COMPANY_LINK_KINDS.map((kind) => ({
                value: kind,
                label: t(`enums.companyLinkKind.${kind}`),
                disabled: kind !== row.linkType && usedKinds.has(kind),
              }))}
              {...form.getInputProps(`socialLinks.${index}.linkType`)}
              onChange={(value) => {
                const parsed = CompanyLinkKindSchema.safeParse(value);
                form.setFieldValue(`socialLinks.${index}.linkType`, parsed.success ? parsed.data : null);
              }}
            />
            <TextInput
              label={t('fields.link')}
              required
              type="url"
              style={{ flex: 1, minWidth: 0 }}
              placeholder="https://"
              {...form.getInputProps(`socialLinks.${index}.link`)}
            />
            <Tooltip label={t('company.edit.removeLink')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={t('company.edit.removeLinkNamed', { index: index + 1 })}
                onClick={() => form.removeListItem('socialLinks', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        {values.socialLinks.length < COMPANY_LINK_KINDS.length ? (
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                const free = COMPANY_LINK_KINDS.find((kind) => !usedKinds.has(kind)) ?? null;
                form.insertListItem('socialLinks', { key: newRowKey(), linkType: free, link: '' });
              }}
            >
              {t('company.edit.addLink')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {update.isError && !fieldErrorShown ? (
        <ErrorAlert error={update.error} title={t('company.edit.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
