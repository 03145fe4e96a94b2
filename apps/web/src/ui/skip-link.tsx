import { Anchor } from '@mantine/core';
import { useTranslation } from '../lib/translation';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps over the navigation for keyboard users. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      pos="fixed"
      top={8}
      left={8}
      px="sm"
      py={6}
      bg="white"
      fw={600}
      style={{
        zIndex: 1000,
        borderRadius: 'var(--mantine-radius-md)',
        transform: 'translateY(-200%)',
        transition: 'transform 120ms ease',
      }}
      onFocus={(event) => {
        event.currentTarget.style.transform = 'none';
      }}
      onBlur={(event) => {
        event.currentTarget.style.transform = 'translateY(-200%)';
      }}
    >
      {t('common.skipToContent')}
    </Anchor>
  );
}
