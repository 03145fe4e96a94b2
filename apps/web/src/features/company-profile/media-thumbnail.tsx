import { AspectRatio, Center, Image, UnstyledButton } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '../../lib/translation';
import type { MediaPreviewItem } from './media-preview';

/** A square preview of a picture or video; a click opens it large. */
export function MediaThumbnail({ item, onOpen }: { item: MediaPreviewItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const label = item.mediaType === 'video' ? t('company.media.openVideo') : t('company.media.openImage');
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={label}
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', display: 'block' }}
    >
      <AspectRatio ratio={4 / 3} bg="gray.1">
        {item.mediaType === 'image' ? (
          <Image src={item.url} alt="" fit="cover" />
        ) : (
          <div style={{ position: 'relative' }}>
            <video
              src={`${item.url}#t=0.1`}
              preload="metadata"
              muted
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <Center pos="absolute" inset={0}>
              <Center w={48} h={48} bg="rgba(0,0,0,0.55)" style={{ borderRadius: '50%' }}>
                <IconPlayerPlay size={26} color="white" aria-hidden />
              </Center>
            </Center>
          </div>
        )}
      </AspectRatio>
    </UnstyledButton>
  );
}
