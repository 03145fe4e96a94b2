import { notifications } from '@mantine/notifications';
import { JOB_REQUIRED_FOR_PUBLISHING, type JobRichTextField, TEXT_LIMITS } from '@veil/domain';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../../features/forms/section-card';
import { visibleText } from '../../../features/rich-text/html';
import { RichTextInput } from '../../../features/rich-text/rich-text-input';
import { RichTextView } from '../../../features/rich-text/rich-text-view';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/translation';
import { ErrorAlert } from '../../../ui/alerts';
import { useUpdateJobSection } from '../api';
import type { JobSectionProps } from './section-props';

/** The visible text of a job section may be this long (spec: job description, 3000). */
const MAX_VISIBLE = TEXT_LIMITS.jobDescription;

/** Responsibilities, requirements, benefits or further information: one rich text saved on its own. */
export function RichTextJobSection({
  field,
  job,
  readOnly,
  onDirtyChange,
}: JobSectionProps & { field: JobRichTextField }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateJobSection(job.id);
  const [value, setValue] = useState(job[field]);
  // the editor's own form of the stored text; "unsaved" means different from this
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const dirty = saved !== null && value !== saved;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const neededToPublish = (JOB_REQUIRED_FOR_PUBLISHING as readonly string[]).includes(field);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const length = visibleText(value).trim().length;
    if (length > MAX_VISIBLE) {
      setError(t('validation.tooLong', { max: MAX_VISIBLE }));
      return;
    }
    setError(undefined);
    const sent = value;
    const payload = { updateType: field, [field]: sent } as Parameters<typeof update.mutate>[0];
    update.mutate(payload, {
      onSuccess: () => {
        setSaved(sent);
        notifications.show({ color: 'green', message: t(`employerJobs.editor.saved.${field}`) });
      },
      onError: (failure) => setError(serverFieldErrors(failure, i18n)?.[field]),
    });
  };

  if (readOnly) {
    return (
      <SectionCard id={field} title={t(`employerJobs.sections.${field}`)}>
        {job[field] ? <RichTextView html={job[field]} /> : t('employerJobs.editor.notGiven')}
      </SectionCard>
    );
  }
  return (
    <SectionCard
      id={field}
      title={t(`employerJobs.sections.${field}`)}
      description={t(`employerJobs.editor.hints.${field}`)}
      onSubmit={submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t('employerJobs.editor.save')}
    >
      <RichTextInput
        label={t(`employerJobs.sections.${field}`)}
        initialValue={job[field]}
        onReady={(html) => {
          setValue(html);
          setSaved(html);
        }}
        onChange={(html) => {
          setValue(html);
          if (error) setError(undefined);
        }}
        error={error}
        maxLength={MAX_VISIBLE}
        required={neededToPublish}
      />
      {update.isError && !error ? (
        <ErrorAlert error={update.error} title={t('employerJobs.editor.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
