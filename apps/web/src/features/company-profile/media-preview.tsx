import { AspectRatio, Image, Modal } from '@mantine/core';
import { useTranslation } from '../../lib/translation';

export type MediaPreviewItem = { id: string; mediaType: 'image' | 'video'; url: string };

/** A picture or video of the company at full size, in a dialog. */
export function MediaPreviewModal({ item, onClose }: { item: MediaPreviewItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.mediaType === 'video' ? t('company.media.previewVideo') : t('company.media.previewImage')}
      size="xl"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {item?.mediaType === 'image' ? (
        <Image src={item.url} alt={t('company.media.imageAlt')} fit="contain" mah="70vh" radius="md" />
      ) : null}
      {item?.mediaType === 'video' ? (
        <AspectRatio ratio={16 / 9}>
          {/* biome-ignore lint/a11y/useMediaCaption: company videos come without captions; the spec offers none */}
          <video src={item.url} controls style={{ width: '100%', borderRadius: 8, background: 'black' }} />
        </AspectRatio>
      ) : null}
    </Modal>
  );
}
