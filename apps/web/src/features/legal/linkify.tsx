import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** E-mail addresses and `https://` addresses; a trailing full stop or bracket stays outside. */
const LINKABLE = /(https:\/\/[^\s]*[^\s.,;:!?)]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain legal text with its e-mail and web addresses turned into links. */
export function linkify(text: string): ReactNode[] {
  return text.split(LINKABLE).map((part, index) => {
    // `split` with one capturing group puts the matches at the odd positions.
    if (index % 2 === 0) return part;
    const href = part.startsWith('https://') ? part : `mailto:${part}`;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move; an address may occur twice
      <Anchor key={`${index}-${part}`} href={href} inherit>
        {part}
      </Anchor>
    );
  });
}
