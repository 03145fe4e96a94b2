import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApplicationNoteSchema, formatDateTime, TEXT_LIMITS } from '@veil/domain';
import type { EmployerApplication } from '@veil/domain/contracts';
import { useState } from 'react';
import { schemaErrors } from '../../lib/form-errors';
import { useTranslation } from '../../lib/translation';
import { useLocale } from '../../lib/use-locale';
import { ErrorAlert } from '../../ui/alerts';
import { PlainList } from '../../ui/plain-list';
import { useChangeApplication } from './api';

/** The application's notes, newest last, and a field to add one (up to 3 000 characters). */
export function NotesCard({ application }: { application: EmployerApplication }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeApplication(application.id);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const canNote = application.operations.includes('note');

  const add = () => {
    const found = schemaErrors(ApplicationNoteSchema, { content }, locale);
    setError(found.content);
    if (found.content) return;
    change.mutate(
      { kind: 'note', content },
      {
        onSuccess: () => {
          setContent('');
          notifications.show({ color: 'green', message: t('employerApplications.notes.added') });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="application-notes">
      <Stack gap="sm">
        <Title order={2} fz="h5" id="application-notes">
          {t('employerApplications.notes.title')}
        </Title>
        {application.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('employerApplications.notes.empty')}
          </Text>
        ) : (
          <PlainList label={t('employerApplications.notes.title')} live>
            {application.notes.map((note) => (
              <Paper key={note.id} component="li" bg="gray.0" p="sm" radius="sm">
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {note.content}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {t('employerApplications.notes.by', {
                    author: note.author,
                    date: formatDateTime(new Date(note.createdAt), locale),
                  })}
                </Text>
              </Paper>
            ))}
          </PlainList>
        )}
        {canNote ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              add();
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('employerApplications.notes.label')}
                description={`${t('employerApplications.notes.hint')} ${content.length} / ${TEXT_LIMITS.note}`}
                value={content}
                onChange={(event) => setContent(event.currentTarget.value)}
                error={error}
                rows={2}
              />
              {change.error ? (
                <ErrorAlert error={change.error} title={t('employerApplications.notes.failed')} />
              ) : null}
              <div>
                <Button type="submit" variant="default" loading={change.isPending}>
                  {t('employerApplications.notes.add')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
