import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Resume } from '@veil/domain/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { type ResumeSectionUpdate, useUpdateResumeSection } from '../profile/api';
import { ListRows, type ListSectionConfig, type ListValues } from '../profile/sections/list-section';
import type { Row } from '../profile/sections/list-update';
import { ResumeSectionCard } from '../profile/sections/resume-section-card';
import { resumeFieldErrors } from '../profile/sections/server-errors';
import { SavedSection } from './saved-section';

type ImportListSectionProps<E extends { id: string }, V extends object, P> = {
  /** The profile section's own fields and rules (`useWorkExperiencesConfig()` …). */
  config: ListSectionConfig<E, V, P>;
  /** The proposed entries as rows of the form. */
  initialRows: Row<V>[];
  /** The stored resume; null until the personal details created it (saving waits until then). */
  resume: Resume | null;
  saved: boolean;
  onSaved: () => void;
  rowNote?: (index: number) => ReactNode;
  /** shown in the card above the rows (the skills' chips) */
  intro?: ReactNode;
  /** rows chosen outside the form (the picked skills): they replace the form's rows when they change */
  syncRows?: Row<V>[];
};

/**
 * A proposed list section in the profile's own form, prefilled and checked at once, so what the
 * file could not say (industry, company size, a language it did not recognise) is marked before
 * the first save. Saving adds the entries to the resume (PATCH with `newData` only: an import never
 * removes or replaces what the candidate already has).
 */
export function ImportListSection<E extends { id: string }, V extends object, P>({
  config,
  initialRows,
  resume,
  saved,
  onSaved,
  rowNote,
  intro,
  syncRows,
}: ImportListSectionProps<E, V, P>) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateResumeSection();
  const { section } = config;
  const form = useForm<ListValues<V>>({ mode: 'controlled', initialValues: { [section]: initialRows } });
  const title = t(`candidateProfile.sections.${section}`);

  const check = (rows: Row<V>[]) => {
    const payloads = rows.map(({ key: _key, id: _id, ...fields }) => config.toPayload(fields as V));
    const errors: Record<string, string> = {};
    for (const [path, text] of Object.entries(config.check(payloads, rows, locale, t))) {
      const at = config.formPath ? config.formPath(path) : path;
      if (!Object.hasOwn(errors, at)) errors[at] = text;
    }
    return { payloads, errors };
  };

  // what the file left out is marked from the start, not only after a first try to save
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    form.setErrors(check(form.getValues()[section] ?? []).errors);
  });

  // a new pick from outside: the form holds it, checked again (the first render has it already)
  const synced = useRef(syncRows);
  useEffect(() => {
    if (!syncRows || synced.current === syncRows) return;
    synced.current = syncRows;
    form.setFieldValue(section, syncRows as ListValues<V>[typeof section]);
    form.setErrors(check(syncRows).errors);
  });

  /** The server counts the new entries after the stored ones; the form counts from 0. */
  const toForm = (fields: Record<string, string>) => {
    const stored = resume ? (resume[section] as readonly unknown[]).length : 0;
    const mapped: Record<string, string> = {};
    for (const [path, text] of Object.entries(fields)) {
      const match = /^(?:newData|[a-zA-Z]+)\.(\d+)(\..*)?$/.exec(path);
      const local =
        match && path.startsWith('newData.')
          ? `${section}.${match[1]}${match[2] ?? ''}`
          : match && path.startsWith(`${section}.`)
            ? `${section}.${Number(match[1]) - stored}${match[2] ?? ''}`
            : path;
      const at = config.formPath ? config.formPath(local) : local;
      if (!Object.hasOwn(mapped, at)) mapped[at] = text;
    }
    return mapped;
  };

  const submit = form.onSubmit((values) => {
    const { payloads, errors } = check(values[section] ?? []);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    // the payloads passed the section's domain schema; the section's entry type cannot be named
    // per generic section (as in ListSection), so the update is typed by its updateType alone
    const request = {
      updateType: section,
      removeIds: [],
      newData: payloads,
      fromImport: true,
    } as unknown as ResumeSectionUpdate;
    update.mutate(request, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('candidateProfile.sections.saved', { section: title }),
        });
        onSaved();
      },
      onError: (error) => {
        const fields = resumeFieldErrors(error, i18n);
        if (fields) form.setErrors(toForm(fields));
      },
    });
  });

  if (saved) return <SavedSection id={section} title={title} />;
  const serverFields = update.isError ? resumeFieldErrors(update.error, i18n) : null;
  const fieldErrorShown =
    serverFields !== null &&
    Object.keys(toForm(serverFields)).every((path) => path === section || path.startsWith(`${section}.`));
  return (
    <ResumeSectionCard
      id={section}
      title={title}
      description={resume ? config.description : t('candidateImport.review.detailsFirst')}
      onSubmit={submit}
      onCancel={() => {
        form.reset();
        update.reset();
      }}
      // nothing of an import is saved yet: every section counts as unsaved until its save
      dirty={resume !== null}
      saving={update.isPending}
      error={update.isError && !fieldErrorShown ? update.error : undefined}
    >
      {intro}
      <ListRows config={config} form={form} rowNote={rowNote} />
    </ResumeSectionCard>
  );
}
