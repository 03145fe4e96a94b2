import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';

/** A reviewed section once saved: it says so, and offers no second save (that would add it twice). */
export function SavedSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const headingId = `${id}-heading`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} id={id} component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="wrap">
        <IconCircleCheck size={22} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={2} fz="h3" id={headingId}>
          {title}
        </Title>
        <Badge color="green" variant="light" radius="sm">
          {t('candidateImport.review.savedBadge')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t('candidateImport.review.savedText')}
      </Text>
    </Paper>
  );
}
