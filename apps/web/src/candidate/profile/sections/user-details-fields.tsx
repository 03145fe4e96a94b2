import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type Gender, GenderSchema, UserDetailsSchema } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { enumOptions } from '../../../lib/enum-labels';
import { schemaErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import type { TFunction } from '../../../lib/translator';
import { useLocale } from '../../../lib/use-locale';
import { birthDateProblem } from './birth-date';
import { BirthDateField } from './birth-date-field';
import { requireSelects } from './section-errors';

/** The user details form's values: the gender may be empty until chosen, optional texts ''. */
export type UserDetailsValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  gender: Gender | null;
  dob: string;
  headline: string;
  location: string;
};

/** What PATCH and POST /resumes take as `userDetails`. */
export type UserDetailsPayload = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  gender: Gender;
  dob?: string;
  headline: string;
  location: string;
  photoUploadId: string | null;
};

/** The stored details as PATCH /resumes takes them back (without the photo's short-lived link). */
export function userDetailsPayload(details: Resume['userDetails']): UserDetailsPayload {
  const { profilePictureUrl: _link, ...payload } = details;
  return payload;
}

/** The form's values from stored details, or from the first form's defaults. */
export function userDetailsValues(
  details: Omit<UserDetailsPayload, 'gender' | 'photoUploadId'> & { gender: Gender | null },
) {
  return {
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    phoneNumber: details.phoneNumber ?? '',
    gender: details.gender,
    dob: details.dob ?? '',
    headline: details.headline,
    location: details.location,
  } satisfies UserDetailsValues;
}

/**
 * Checks the form with the domain's `UserDetailsSchema` (the server checks it again): the payload,
 * or the field errors in the user's language.
 */
export function checkUserDetails(
  values: UserDetailsValues,
  photoUploadId: string | null,
  locale: Locale,
  t: TFunction,
): { ok: true; payload: UserDetailsPayload } | { ok: false; errors: Record<string, string> } {
  const phoneNumber = values.phoneNumber.trim();
  const payload = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    ...(phoneNumber === '' ? {} : { phoneNumber }),
    gender: values.gender,
    ...(values.dob === '' ? {} : { dob: values.dob }),
    headline: values.headline,
    location: values.location,
    photoUploadId,
  };
  const errors = schemaErrors(UserDetailsSchema, payload, locale);
  requireSelects(errors, '', values, ['gender'], t);
  // the schema only knows a date or no date; the field says how to write one, and from when to when
  const dobProblem = birthDateProblem(values.dob, today());
  if (dobProblem === 'format') errors.dob = t('candidateProfile.userDetails.dobFormat');
  if (dobProblem === 'range') errors.dob = t('candidateProfile.userDetails.dobRange');
  if (Object.keys(errors).length > 0 || values.gender === null) return { ok: false, errors };
  return { ok: true, payload: { ...payload, gender: values.gender } };
}

/** Today as `YYYY-MM-DD` in the browser's time zone: the latest birth date the field takes. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The personal details' inputs, shared by the first form and the profile's section. */
export function UserDetailsFields({ form }: { form: UseFormReturnType<UserDetailsValues> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dob = form.getInputProps('dob');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
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
        label={t('fields.email')}
        required
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('fields.phoneNumber')}
        type="tel"
        autoComplete="tel"
        {...form.getInputProps('phoneNumber')}
      />
      <Select
        label={t('fields.gender')}
        required
        placeholder={t('candidateProfile.form.choose')}
        data={enumOptions(locale, 'gender')}
        {...form.getInputProps('gender')}
        onChange={(value) => {
          const parsed = GenderSchema.safeParse(value);
          form.setFieldValue('gender', parsed.success ? parsed.data : null);
        }}
      />
      <BirthDateField
        label={t('fields.dob')}
        today={today()}
        value={dob.value}
        onChange={dob.onChange}
        error={dob.error}
      />
      <TextInput
        label={t('candidateProfile.userDetails.headline')}
        description={t('candidateProfile.userDetails.headlineHint')}
        {...form.getInputProps('headline')}
      />
      <TextInput
        label={t('fields.location')}
        autoComplete="address-level2"
        {...form.getInputProps('location')}
      />
    </SimpleGrid>
  );
}
