import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Resume } from '@veil/domain/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { useCreateResume, useUpdateResumeSection } from '../profile/api';
import { ResumeSectionCard } from '../profile/sections/resume-section-card';
import { resumeFieldErrors } from '../profile/sections/server-errors';
import {
  checkUserDetails,
  UserDetailsFields,
  type UserDetailsValues,
} from '../profile/sections/user-details-fields';
import { SavedSection } from './saved-section';

const SECTION = 'userDetails';

/**
 * The proposed personal details in the profile's own fields. Without a resume, saving them creates
 * it (POST /resumes), which every other section waits for; with one, they replace the stored
 * details (the photo stays). What the file cannot say (gender) is marked at once.
 */
export function ImportDetailsSection({
  initialValues,
  resume,
  saved,
  onSaved,
}: {
  initialValues: UserDetailsValues;
  resume: Resume | null;
  saved: boolean;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const create = useCreateResume();
  const update = useUpdateResumeSection();
  const form = useForm<UserDetailsValues>({ mode: 'controlled', initialValues });
  const photoUploadId = resume?.userDetails.photoUploadId ?? null;
  const title = t(`candidateProfile.sections.${SECTION}`);

  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const result = checkUserDetails(form.getValues(), photoUploadId, locale, t);
    if (!result.ok) form.setErrors(result.errors);
  });

  const serverErrors = (error: unknown) => {
    const fields = resumeFieldErrors(error, i18n);
    if (!fields) return null;
    return Object.fromEntries(
      Object.entries(fields).map(([path, text]) => [path.replace(/^(newData|userDetails)\./, ''), text]),
    );
  };

  const done = () => {
    notifications.show({ color: 'green', message: t('candidateProfile.sections.saved', { section: title }) });
    onSaved();
  };

  const submit = form.onSubmit((values) => {
    const result = checkUserDetails(values, photoUploadId, locale, t);
    if (!result.ok) {
      form.setErrors(result.errors);
      return;
    }
    const onError = (error: unknown) => {
      const fields = serverErrors(error);
      if (fields) form.setErrors(fields);
    };
    if (resume === null)
      create.mutate(
        { userDetails: result.payload, languagePlatform: locale, fromImport: true },
        { onSuccess: done, onError },
      );
    else
      update.mutate(
        { updateType: SECTION, newData: result.payload, fromImport: true },
        { onSuccess: done, onError },
      );
  });

  if (saved) return <SavedSection id={SECTION} title={title} />;
  const failed = resume === null ? create : update;
  const fields = failed.isError ? serverErrors(failed.error) : null;
  const fieldErrorShown =
    fields !== null && Object.keys(fields).every((path) => Object.hasOwn(form.getValues(), path));
  return (
    <ResumeSectionCard
      id={SECTION}
      title={title}
      description={t('candidateProfile.userDetails.hint')}
      onSubmit={submit}
      onCancel={() => {
        form.reset();
        create.reset();
        update.reset();
      }}
      dirty
      saving={create.isPending || update.isPending}
      error={failed.isError && !fieldErrorShown ? failed.error : undefined}
    >
      <UserDetailsFields form={form} />
    </ResumeSectionCard>
  );
}
