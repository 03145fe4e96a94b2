import './copy';
import { Badge, Button, Group, Paper, Portal, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { Area } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { endDemoSession } from './api';
import { goToStep } from './go-to-step';
import { clearTourState, readTourState } from './tour-state';
import { TOUR_STEPS, tourStep } from './tour-steps';

/**
 * The tour's guide, fixed at the bottom of every page while this tab is on the tour: which step,
 * what it shows, back and next (next may lead to another area's host) and "end tour", which signs
 * the visitor out. Its own chunk, fetched only on the tour (demo-tour-slot.tsx).
 */
export default function TourPanel({ area }: { area: Area }) {
  const { t } = useTranslation();
  const index = readTourState()?.step ?? -1;
  const step = tourStep(index);
  const [busy, setBusy] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  // the page keeps room below its content so that the panel covers nothing
  useEffect(() => {
    const height = panel.current?.offsetHeight ?? 0;
    const before = document.body.style.paddingBottom;
    document.body.style.paddingBottom = `${height + 24}px`;
    return () => {
      document.body.style.paddingBottom = before;
    };
  });

  if (!step) return null;
  const last = index === TOUR_STEPS.length - 1;
  const go = (to: number) => {
    setBusy(true);
    void goToStep(area, to).catch(() => setBusy(false));
  };
  const end = async () => {
    setBusy(true);
    await endDemoSession(area);
    clearTourState();
    window.location.assign('/demo');
  };

  return (
    <Portal>
      <Paper
        ref={panel}
        component="section"
        aria-label={t('demoTour.panel.label')}
        withBorder
        shadow="lg"
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        style={{
          position: 'fixed',
          left: '50%',
          bottom: 12,
          transform: 'translateX(-50%)',
          width: 'min(640px, calc(100vw - 24px))',
          zIndex: 400,
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Badge variant="light">{t('demoTour.panel.badge')}</Badge>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => void end()}
              disabled={busy}
            >
              {t('demoTour.panel.end')}
            </Button>
          </Group>
          <Text fw={700} component="h2" fz="md" m={0}>
            {t('demoTour.panel.step', {
              current: index + 1,
              total: TOUR_STEPS.length,
              title: t(`demoTour.steps.${step.id}.title`),
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`demoTour.steps.${step.id}.text`)}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              disabled={index === 0 || busy}
              onClick={() => go(index - 1)}
            >
              {t('demoTour.panel.back')}
            </Button>
            {last ? (
              <Button onClick={() => void end()} disabled={busy}>
                {t('demoTour.panel.finish')}
              </Button>
            ) : (
              <Button
                rightSection={<IconArrowRight size={16} aria-hidden />}
                loading={busy}
                onClick={() => go(index + 1)}
              >
                {t('demoTour.panel.next')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Portal>
  );
}
