import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../lib/translation';

type UnsavedChangesGuardProps = {
  /** Names of the sections with unsaved input; the guard is active while this is not empty. */
  sections: readonly string[];
};

/**
 * Asks before the user leaves a page with unsaved input: a dialog for navigation inside the app,
 * the browser's own prompt for reloads and closing the tab. Nothing is discarded without a "yes".
 */
export function UnsavedChangesGuard({ sections }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const active = sections.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when a return value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('forms.unsaved.title')}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('forms.unsaved.text')}</Text>
        {sections.length > 0 ? (
          <List size="sm" spacing={4}>
            {sections.map((section) => (
              <List.Item key={section}>{section}</List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('forms.unsaved.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('forms.unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
