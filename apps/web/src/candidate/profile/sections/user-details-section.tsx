import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Resume } from '@veil/domain/contracts';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { useUpdateResumeSection } from '../api';
import { PhotoField } from './photo-field';
import { ResumeSectionCard } from './resume-section-card';
import type { ResumeSectionProps } from './section-props';
import { resumeFieldErrors } from './server-errors';
import {
  checkUserDetails,
  UserDetailsFields,
  type UserDetailsValues,
  userDetailsValues,
} from './user-details-fields';

/**
 * The personal details and the photo. They stay in the candidate's vault: employers see none of them
 * before a reveal. The photo is saved on its own as soon as it is uploaded.
 */
export function UserDetailsSection({ resume, onDirtyChange }: ResumeSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateResumeSection();
  const form = useForm<UserDetailsValues>({
    mode: 'controlled',
    initialValues: userDetailsValues(resume.userDetails),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const reset = (stored: Resume) => {
    const values = userDetailsValues(stored.userDetails);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
  };

  const submit = form.onSubmit((values) => {
    const checked = checkUserDetails(values, resume.userDetails.photoUploadId, locale, t);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    update.mutate(
      { updateType: 'userDetails', newData: checked.payload },
      {
        onSuccess: (stored) => {
          reset(stored);
          notifications.show({
            color: 'green',
            message: t('candidateProfile.sections.saved', {
              section: t('candidateProfile.sections.userDetails'),
            }),
          });
        },
        onError: (error) => {
          const fields = resumeFieldErrors(error, i18n);
          if (fields)
            form.setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([path, text]) => [path.replace(/^newData\./, ''), text]),
              ),
            );
        },
      },
    );
  });
  // the alert stays unless every field the server named is an input of this section
  const serverFields = update.isError ? resumeFieldErrors(update.error, i18n) : null;
  const fieldErrorShown =
    serverFields !== null &&
    Object.keys(serverFields).every((path) =>
      Object.hasOwn(form.getValues(), path.replace(/^newData\./, '')),
    );

  return (
    <ResumeSectionCard
      id="userDetails"
      title={t('candidateProfile.sections.userDetails')}
      description={t('candidateProfile.userDetails.hint')}
      onSubmit={submit}
      onCancel={() => {
        form.reset();
        update.reset();
      }}
      dirty={dirty}
      saving={update.isPending}
      error={update.isError && !fieldErrorShown ? update.error : undefined}
    >
      <PhotoField resume={resume} />
      <UserDetailsFields form={form} />
    </ResumeSectionCard>
  );
}
