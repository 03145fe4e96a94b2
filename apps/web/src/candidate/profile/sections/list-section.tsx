import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ResumeSection } from '@veil/domain';
import type { Resume } from '@veil/domain/contracts';
import type { Locale } from '@veil/domain/i18n';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { TFunction } from '../../../lib/translator';
import { useLocale } from '../../../lib/use-locale';
import { type ResumeSectionUpdate, useUpdateResumeSection } from '../api';
import { listChanges, newRowKey, type Row, rowsOf } from './list-update';
import { ResumeSectionCard } from './resume-section-card';
import { resumeFieldErrors } from './server-errors';

type ListSectionName = Exclude<ResumeSection, 'userDetails' | 'workInformation'>;
type StoredEntry = { id: string };

/** A list section's form: its rows under the section's own name, so server paths match form paths. */
export type ListValues<V> = Record<string, Row<V>[]>;

/** How one list section reads, checks and sends its entries. */
export type ListSectionConfig<E extends StoredEntry, V extends object, P> = {
  section: ListSectionName;
  /** The stored entries of the resume. */
  entries: (resume: Resume) => readonly E[];
  toValues: (entry: E) => V;
  emptyValues: () => V;
  toPayload: (values: V) => P;
  /** Field errors of the form, keyed by form path (`workExperiences.0.company`); empty when valid. */
  check: (payloads: P[], rows: Row<V>[], locale: Locale, t: TFunction) => Record<string, string>;
  /** A schema or server path as the form's field path, where they differ (default: the same). */
  formPath?: (path: string) => string;
  /** Most entries the section takes. */
  max: number;
  /** The fields of one entry. */
  renderRow: (form: UseFormReturnType<ListValues<V>>, index: number) => ReactNode;
  /** A row's name for its remove button ("Work experience 2"). */
  rowLabel: (index: number) => string;
  addLabel: string;
  emptyText: string;
  /** The sentence under the section's title. */
  description?: ReactNode;
  /** Entries of one line (a skill tag) sit closer together, without a frame. */
  compact?: boolean;
};

/**
 * One list section of the profile (work experiences, educations, languages …): its rows, adding and
 * removing, Save and Cancel, and its own saving state and error. A save sends only what changed
 * (removed ids, new entries, changed entries with their ids); afterwards the rows take the stored
 * ids, so the next save replaces instead of adding twice.
 */
export function ListSection<E extends StoredEntry, V extends object, P>({
  config,
  resume,
  onDirtyChange,
}: {
  config: ListSectionConfig<E, V, P>;
  resume: Resume;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const update = useUpdateResumeSection();
  const { section } = config;
  const form = useForm<ListValues<V>>({
    mode: 'controlled',
    initialValues: { [section]: rowsOf(config.entries(resume), config.toValues) },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const toForm = (errors: Record<string, string>) => {
    const mapped: Record<string, string> = {};
    for (const [path, text] of Object.entries(errors)) {
      const at = config.formPath ? config.formPath(path) : path;
      if (!Object.hasOwn(mapped, at)) mapped[at] = text;
    }
    return mapped;
  };

  const reset = (stored: Resume) => {
    const values = { [section]: rowsOf(config.entries(stored), config.toValues) };
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  };

  const submit = form.onSubmit((values) => {
    const current = values[section] ?? [];
    const payloads = current.map(({ key: _key, id: _id, ...fields }) => config.toPayload(fields as V));
    const errors = toForm(config.check(payloads, current, locale, t));
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const changes = listChanges(config.entries(resume), current, payloads, (entry) =>
      config.toPayload(config.toValues(entry)),
    );
    // the payloads passed the section's own domain schema above; the union of the sections' entry
    // types cannot be named per generic section, so the update is typed by its updateType alone
    const request = { updateType: section, ...changes } as unknown as ResumeSectionUpdate;
    update.mutate(request, {
      onSuccess: (stored) => {
        reset(stored);
        notifications.show({
          color: 'green',
          message: t('candidateProfile.sections.saved', {
            section: t(`candidateProfile.sections.${section}`),
          }),
        });
      },
      onError: (error) => {
        const fields = resumeFieldErrors(error, i18n);
        if (fields) form.setErrors(toForm(fields));
      },
    });
  });
  // the alert stays unless every field the server named is an input of this section
  const serverFields = update.isError ? resumeFieldErrors(update.error, i18n) : null;
  const fieldErrorShown =
    serverFields !== null &&
    Object.keys(toForm(serverFields)).every((path) => path === section || path.startsWith(`${section}.`));
  return (
    <ResumeSectionCard
      id={section}
      title={t(`candidateProfile.sections.${section}`)}
      description={config.description}
      onSubmit={submit}
      onCancel={() => {
        form.reset();
        update.reset();
      }}
      dirty={dirty}
      saving={update.isPending}
      error={update.isError && !fieldErrorShown ? update.error : undefined}
    >
      <ListRows config={config} form={form} />
    </ResumeSectionCard>
  );
}

/**
 * The rows of a list section with their remove buttons, the list's own error and "add": the fields
 * of the profile's sections, also used by the CV import's review. `rowNote` puts a line above a row
 * (the import says there which language it could not recognise).
 */
export function ListRows<E extends StoredEntry, V extends object, P>({
  config,
  form,
  rowNote,
}: {
  config: ListSectionConfig<E, V, P>;
  form: UseFormReturnType<ListValues<V>>;
  rowNote?: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { section } = config;
  const rows = form.getValues()[section] ?? [];
  const listError = form.errors[section];
  return (
    <Stack gap={config.compact ? 'xs' : 'md'}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {config.emptyText}
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const remove = (
          <Tooltip
            key="remove"
            label={t('candidateProfile.sections.remove', { entry: config.rowLabel(index) })}
            withArrow
          >
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={config.compact ? 26 : 0}
              aria-label={t('candidateProfile.sections.remove', { entry: config.rowLabel(index) })}
              onClick={() => form.removeListItem(section, index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        );
        const note = rowNote?.(index);
        if (config.compact) {
          const line = (
            <Group key={row.key} gap="sm" align="flex-start" wrap="nowrap">
              <Group gap="sm" align="flex-start" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
                {config.renderRow(form, index)}
              </Group>
              {remove}
            </Group>
          );
          return note ? (
            <Stack key={row.key} gap={4}>
              {note}
              {line}
            </Stack>
          ) : (
            line
          );
        }
        return (
          <Paper key={row.key} withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="gray.0">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm">
                  {config.rowLabel(index)}
                </Text>
                {remove}
              </Group>
              {note}
              {config.renderRow(form, index)}
            </Stack>
          </Paper>
        );
      })}
      {listError ? (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= config.max}
          onClick={() => form.insertListItem(section, { ...config.emptyValues(), key: newRowKey() })}
        >
          {config.addLabel}
        </Button>
        {rows.length >= config.max ? (
          <Text size="xs" c="dimmed">
            {t('candidateProfile.sections.maxReached', { max: config.max })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
