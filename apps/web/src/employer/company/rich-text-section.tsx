import { notifications } from '@mantine/notifications';
import { type CompanyProfile, RICH_TEXT_MAX_VISIBLE } from '@veil/domain/contracts';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../features/forms/section-card';
import { visibleText } from '../../features/rich-text/html';
import { RichTextInput } from '../../features/rich-text/rich-text-input';
import { serverFieldErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';
import { useUpdateCompany } from './api';

type RichTextSectionProps = {
  field: 'introduction' | 'benefits';
  company: CompanyProfile;
  onDirtyChange: (dirty: boolean) => void;
};

/** The introduction or the benefits: one rich-text field saved on its own. */
export function RichTextSection({ field, company, onDirtyChange }: RichTextSectionProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateCompany();
  const [value, setValue] = useState(company[field] ?? '');
  // the editor's own form of the stored text; "unsaved" means different from this
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const dirty = saved !== null && value !== saved;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const length = visibleText(value).trim().length;
    if (length === 0 || length > RICH_TEXT_MAX_VISIBLE) {
      setError(
        length === 0
          ? t('validation.required', { field: t(`fields.${field}`) })
          : t('validation.tooLong', { max: RICH_TEXT_MAX_VISIBLE }),
      );
      return;
    }
    setError(undefined);
    const sent = value;
    const payload =
      field === 'introduction'
        ? { updateType: field, introduction: sent }
        : { updateType: field, benefits: sent };
    update.mutate(payload, {
      onSuccess: () => {
        setSaved(sent);
        notifications.show({ color: 'green', message: t(`company.edit.${field}Saved`) });
      },
      onError: (failure) => setError(serverFieldErrors(failure, i18n)?.[field]),
    });
  };

  return (
    <SectionCard
      id={field}
      title={t(`fields.${field}`)}
      description={t(`company.edit.${field}Description`)}
      onSubmit={submit}
      dirty={dirty}
      saving={update.isPending}
      saveLabel={t(`company.edit.save.${field}`)}
    >
      <RichTextInput
        label={t(`fields.${field}`)}
        description={t(`company.edit.${field}Hint`)}
        initialValue={company[field] ?? ''}
        onReady={(html) => {
          setValue(html);
          setSaved(html);
        }}
        onChange={(html) => {
          setValue(html);
          if (error) setError(undefined);
        }}
        error={error}
        maxLength={RICH_TEXT_MAX_VISIBLE}
        required
      />
      {update.isError && !error ? (
        <ErrorAlert error={update.error} title={t('company.edit.saveFailed')} />
      ) : null}
    </SectionCard>
  );
}
