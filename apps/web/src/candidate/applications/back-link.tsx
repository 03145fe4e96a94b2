import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The small "back" link above a page's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" mb="sm" display="inline-block">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {label}
    </Anchor>
  );
}
