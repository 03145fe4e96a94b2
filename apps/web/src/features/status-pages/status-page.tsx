import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusPageProps = { icon: ReactNode; title: string; description: string; children: ReactNode };

/** Full-page message with one clear way on (404, blocked site). */
export function StatusPage({ icon, title, description, children }: StatusPageProps) {
  return (
    <Center py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {children}
      </Stack>
    </Center>
  );
}
