import './copy';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { DeleteAccountModal } from './delete-account-modal';

/** The danger zone at the end of the profile: deleting the whole account, behind a confirmation. */
export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="delete-account-heading"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="delete-account-heading" c="red.8">
            {t('candidateAccount.danger.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('candidateAccount.danger.description')}
          </Text>
        </Stack>
        <Group>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setOpened(true)}
          >
            {t('candidateAccount.danger.open')}
          </Button>
        </Group>
      </Stack>
      {opened ? <DeleteAccountModal opened onClose={() => setOpened(false)} /> : null}
    </Paper>
  );
}
