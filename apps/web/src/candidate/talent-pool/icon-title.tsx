import { Group, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The heading of a talent-pool card: its icon beside a second-level title that wraps anywhere. */
export function IconTitle({ icon: Glyph, id, children }: { icon: Icon; id: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Glyph size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Title order={2} fz="h4" id={id} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Title>
    </Group>
  );
}
