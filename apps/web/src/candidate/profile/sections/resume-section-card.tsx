import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/alerts';

type ResumeSectionCardProps = {
  /** The section's name, also its anchor (`/candidate/profile#languages`), for links from the review. */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Puts the stored values back. */
  onCancel: () => void;
  dirty: boolean;
  saving: boolean;
  /** A refused save that names no field: the server's message, in the user's language. */
  error?: unknown;
};

/**
 * One section of the profile, saved on its own: its fields, an "unsaved" badge, the server's message
 * when a save fails (next to the section, everything typed stays), and Save and Cancel buttons.
 */
export function ResumeSectionCard(props: ResumeSectionCardProps) {
  const { id, title, description, children, onSubmit, onCancel, dirty, saving, error } = props;
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      id={id}
      component="section"
      aria-labelledby={headingId}
      style={{ scrollMarginTop: 80 }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} fz="h3" id={headingId}>
                {title}
              </Title>
              {dirty ? (
                <Badge color="yellow" variant="light" radius="sm">
                  {t('forms.unsaved.badge')}
                </Badge>
              ) : null}
            </Group>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
          {error ? <ErrorAlert error={error} title={t('candidateProfile.sections.saveFailed')} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={!dirty || saving}>
              {t('candidateProfile.sections.cancel')}
            </Button>
            <Button
              type="submit"
              loading={saving}
              disabled={!dirty}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              // short on screen (it sits in its section), the section's name for screen readers
              aria-label={t('candidateProfile.sections.save', { section: title })}
            >
              {t('candidateProfile.sections.saveShort')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
