import { Input, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type EmployerMe, EmployerProfileUpdateSchema } from '@veil/domain/contracts';
import { isLocale, type Locale, SUPPORTED_LOCALES } from '@veil/domain/i18n/locales';
import { useEffect } from 'react';
import { SectionCard } from '../../features/forms/section-card';
import { schemaErrors, serverFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { useUpdateOwnProfile } from './api';

type Values = { firstName: string; lastName: string; title: string; locale: Locale };

type ProfileSectionProps = { me: EmployerMe; onDirtyChange: (dirty: boolean) => void };

/**
 * The signed-in employer's own name, title and the language of their e-mails. The e-mail address is
 * the sign-in name and is shown, not edited.
 */
export function ProfileSection({ me, onDirtyChange }: ProfileSectionProps) {
  const { t, i18n } = useTranslation();
  const uiLocale = useLocale();
  const update = useUpdateOwnProfile();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      firstName: me.firstName,
      lastName: me.lastName,
      title: me.title ?? '',
      locale: me.locale,
    },
    validate: (values) => schemaErrors(EmployerProfileUpdateSchema, values, uiLocale),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    update.mutate(EmployerProfileUpdateSchema.parse(values), {
      onSuccess: () => {
        form.resetDirty();
        notifications.show({ color: 'green', message: t('settings.profile.saved') });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, i18n);
        if (fields) form.setErrors(fields);
      },
    });
  });
  const fieldError = update.isError && serverFieldErrors(update.error, i18n) !== null;

  return (
    <SectionCard
      id="profile"
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
      onSubmit={submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('settings.profile.save')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('fields.lastName')}
          required
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={t('settings.profile.jobTitle')}
          description={t('settings.profile.jobTitleHint')}
          autoComplete="organization-title"
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t('fields.email')}
          value={me.email}
          readOnly
          description={t('settings.profile.emailHint')}
          variant="filled"
        />
      </SimpleGrid>
      <Input.Wrapper
        label={t('settings.profile.mailLanguage')}
        labelElement="div"
        labelProps={{ id: 'mail-language-label' }}
        description={t('settings.profile.mailLanguageHint')}
        descriptionProps={{ id: 'mail-language-hint' }}
      >
        <SegmentedControl
          mt={4}
          display="flex"
          aria-labelledby="mail-language-label"
          aria-describedby="mail-language-hint"
          w="fit-content"
          data={SUPPORTED_LOCALES.map((locale) => ({
            value: locale,
            label: t(`common.languageNames.${locale}`),
          }))}
          value={form.getValues().locale}
          onChange={(value) => {
            if (isLocale(value)) form.setFieldValue('locale', value);
          }}
        />
      </Input.Wrapper>
      {update.isError && !fieldError ? (
        <ErrorAlert error={update.error} title={t('settings.profile.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
