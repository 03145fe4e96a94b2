import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { type MediaPreviewItem, MediaPreviewModal } from './media-preview';
import { MediaThumbnail } from './media-thumbnail';

/** Read-only pictures and videos of a company; each opens large in a dialog. */
export function MediaGallery({ items }: { items: readonly MediaPreviewItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MediaPreviewItem | null>(null);
  return (
    <>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('company.media.galleryLabel')}
      >
        {items.map((item) => (
          <li key={item.id}>
            <MediaThumbnail item={item} onOpen={() => setOpen(item)} />
          </li>
        ))}
      </SimpleGrid>
      <MediaPreviewModal item={open} onClose={() => setOpen(null)} />
    </>
  );
}
