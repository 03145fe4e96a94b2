import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** A large icon above the title, for status cards (link expired, signing out …). */
  icon?: ReactNode;
  iconColor?: string;
  children?: ReactNode;
  /** Below the card: links to the neighbouring pages ("No account yet? Create one"). */
  footer?: ReactNode;
};

/** The card every sign-in page is: one `h1`, a line of context, the form or message. */
export function AuthCard({ title, description, icon, iconColor, children, footer }: AuthCardProps) {
  return (
    <>
      <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          {icon ? (
            <ThemeIcon size={56} radius="xl" variant="light" color={iconColor}>
              {icon}
            </ThemeIcon>
          ) : null}
          <Stack gap={6}>
            <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Text size="sm" ta="center" c="dimmed">
          {footer}
        </Text>
      ) : null}
    </>
  );
}
