import { Alert, Box, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EmailTemplatePreviewInput } from '@veil/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useErrorMessage } from '../../lib/error-message';
import { useTranslation } from '../../lib/translation';
import { templatePreviewQuery } from './api';

/** Wait after the last change before the preview is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 600;

/** The frame's height before its mail has been measured, and its least. */
const MIN_FRAME_HEIGHT = 360;

type FrameSize = { width: number | null; height: number; scale: number };

/**
 * The mail in a sandboxed frame: no scripts run in it, its links cannot navigate the app. The frame
 * shares the app's origin only so that its size can be read: it grows to the mail's height, and a
 * mail wider than the pane (a long link that does not wrap) is shown whole, scaled down as a mail
 * program would, rather than cut off. Measured again whenever the pane changes size, which includes
 * a hidden tab being shown.
 */
function MailFrame({ html, title }: { html: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState<FrameSize>({ width: null, height: MIN_FRAME_HEIGHT, scale: 1 });
  const fitToMail = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    const available = box.current?.clientWidth ?? 0;
    if (!root || available === 0) return;
    const width = Math.max(available, root.scrollWidth);
    const next = {
      width: width > available ? width : null,
      // the mail's own height (scrollHeight would never fall below the frame's current height)
      height: Math.max(MIN_FRAME_HEIGHT, Math.ceil(root.getBoundingClientRect().height)),
      scale: Math.min(1, available / width),
    };
    setSize((current) =>
      current.width === next.width && current.height === next.height && current.scale === next.scale
        ? current
        : next,
    );
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => fitToMail());
    observer.observe(element);
    return () => observer.disconnect();
  }, [fitToMail]);
  return (
    <div ref={box} style={{ height: size.height * size.scale, overflow: 'hidden' }}>
      <iframe
        ref={frame}
        title={title}
        srcDoc={html}
        sandbox="allow-same-origin"
        onLoad={fitToMail}
        style={{
          width: size.width ?? '100%',
          height: size.height,
          border: 0,
          display: 'block',
          background: 'white',
          transform: size.scale < 1 ? `scale(${size.scale})` : undefined,
          transformOrigin: '0 0',
        }}
      />
    </div>
  );
}

/**
 * The live preview: the editor's unsaved body rendered by the server with a sample application,
 * debounced while the user types. The last mail stays while a new one is rendered.
 */
export function TemplatePreview({ body }: { body: EmailTemplatePreviewInput }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const headingId = useId();
  // compared as text: the body is a new object on every render of the editor
  const [debounced] = useDebouncedValue(JSON.stringify(body), PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    ...templatePreviewQuery(JSON.parse(debounced) as EmailTemplatePreviewInput),
    placeholderData: keepPreviousData,
  });
  const updating = preview.isFetching && (preview.isPlaceholderData || debounced !== JSON.stringify(body));

  let content: React.ReactNode;
  if (preview.isPending) {
    content = (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={14} width="70%" />
        <Skeleton height={220} />
      </Stack>
    );
  } else if (preview.isError && !preview.data) {
    content = (
      <Alert color="red" variant="light" role="alert" title={t('emailTemplates.preview.failed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describe(preview.error)}</Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void preview.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (preview.data) {
    const { subject, html, unknownVariables } = preview.data;
    content = (
      <Stack gap="sm">
        {preview.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('emailTemplates.preview.failed')}>
            {describe(preview.error)}
          </Alert>
        ) : null}
        {unknownVariables.length > 0 ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="status"
          >
            {t('emailTemplates.preview.unknownVariables', {
              variables: unknownVariables.join(', '),
            })}
          </Alert>
        ) : null}
        <Box>
          <Text size="xs" c="dimmed">
            {t('emailTemplates.preview.subject')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="preview-subject">
            {subject || '—'}
          </Text>
        </Box>
        <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
          <MailFrame html={html} title={t('emailTemplates.preview.frameTitle')} />
        </Paper>
      </Stack>
    );
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="h3" id={headingId}>
              {t('emailTemplates.preview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('emailTemplates.preview.description')}
            </Text>
          </Stack>
          {updating ? (
            <Loader size="xs" role="status" aria-label={t('emailTemplates.preview.updating')} />
          ) : null}
        </Group>
        {content}
      </Stack>
    </Paper>
  );
}
