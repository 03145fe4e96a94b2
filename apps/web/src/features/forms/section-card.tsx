import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../lib/translation';
import { ErrorAlert } from '../../ui/alerts';

type SectionCardProps = {
  /** Anchor of the section, so other pages can link straight to it (`#introduction`). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A form section: its own save button, saving only this section. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Shows the "unsaved changes" label next to the title. */
  dirty?: boolean;
  saving?: boolean;
  saveLabel?: string;
  /** Extra content on the right of the heading (e.g. an "Invite" button). */
  headerActions?: ReactNode;
  /** Puts the stored values back: a Cancel button beside Save, active while there are changes. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** A refused save that names no field (the server's message), shown above the buttons. */
  error?: unknown;
  errorTitle?: string;
  /** Save stays off until something changed. */
  saveOnlyWhenDirty?: boolean;
  /** The save button's name for screen readers when its visible label is short. */
  saveAccessibleLabel?: string;
};

/**
 * One part of a long page that is saved on its own (UI.md: "long forms save per section"): a
 * heading, the fields, and a save button that only sends this section; optionally a Cancel button
 * and the message of a refused save next to them.
 */
export function SectionCard(props: SectionCardProps) {
  const { id, title, description, children, onSubmit, dirty, saving, saveLabel, headerActions } = props;
  const { onCancel, cancelLabel, error, errorTitle, saveOnlyWhenDirty, saveAccessibleLabel } = props;
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  const body = (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
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
        {headerActions}
      </Group>
      {children}
      {error ? <ErrorAlert error={error} title={errorTitle} /> : null}
      {onSubmit ? (
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={!dirty || saving}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={saving}
            disabled={saveOnlyWhenDirty ? !dirty : undefined}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            aria-label={saveAccessibleLabel}
          >
            {saveLabel ?? t('forms.save')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      id={id}
      component="section"
      aria-labelledby={headingId}
      style={{ scrollMarginTop: 80 }}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
