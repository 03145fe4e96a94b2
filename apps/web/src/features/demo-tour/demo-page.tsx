import './copy';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconEye, IconPlayerPlay, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AREAS, type Area, useArea } from '../../lib/areas';
import { useTranslation } from '../../lib/translation';
import { usePageTitle } from '../../lib/use-page-title';
import { getDemoStatus, startDemoSession } from './api';
import { goToStep } from './go-to-step';
import { firstStepOf, TOUR_STEPS, tourStep } from './tour-steps';

const AREA_ICONS: Record<Area, typeof IconUser> = {
  candidate: IconUser,
  employer: IconBriefcase,
  admin: IconShieldCheck,
};

/**
 * `/demo` on every host: the tour's steps across the three areas, and "start" / "view as visitor",
 * which sign the visitor in as this area's read-only demo account and open the step. Opened with
 * `?step=N` (the tour arriving from another area), it does so at once.
 */
export function DemoPage() {
  const { t } = useTranslation();
  const area = useArea();
  usePageTitle(t('demoTour.pageTitle'));
  const [search] = useSearchParams();
  const status = useQuery({ queryKey: ['demo', 'status'], queryFn: getDemoStatus, retry: false });
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async (index: number) => {
    const step = tourStep(index);
    if (!step) return;
    setStarting(true);
    setFailed(false);
    try {
      if (step.area === area) await startDemoSession(area);
      await goToStep(area, index);
    } catch {
      setStarting(false);
      setFailed(true);
    }
  };

  const requested = search.get('step');
  const enabled = status.data?.enabled === true;
  // the tour arriving from another area continues here without a click (once per arrival)
  const arrived = useRef(false);
  useEffect(() => {
    if (!enabled || requested === null || arrived.current) return;
    arrived.current = true;
    void start(Number(requested));
  });

  const arriving = enabled && requested !== null && tourStep(Number(requested)) !== null && !failed;
  if (status.isPending || arriving) {
    return (
      <Stack align="center" py={96} gap="sm" role="status">
        <Loader />
        <Text c="dimmed">{t('demoTour.starting')}</Text>
      </Stack>
    );
  }
  if (!enabled) return null;

  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }} px="md">
      <Stack gap="xl">
        <Stack gap="sm" maw={720}>
          <Badge variant="light" size="lg" leftSection={<IconEye size={14} aria-hidden />}>
            {t('demoTour.panel.badge')}
          </Badge>
          <Title order={1}>{t('demoTour.title')}</Title>
          <Text size="lg" c="dimmed">
            {t('demoTour.intro')}
          </Text>
          <Group mt="xs">
            <Button
              size="md"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              loading={starting}
              onClick={() => void start(0)}
            >
              {t('demoTour.start')}
            </Button>
          </Group>
          {failed && (
            <Alert color="red" role="alert">
              {t('demoTour.startFailed')}
            </Alert>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {AREAS.map((tourArea) => {
            const Icon = AREA_ICONS[tourArea];
            return (
              <Card key={tourArea} withBorder radius="md" padding="lg">
                <Stack gap="md" h="100%">
                  <Group gap="sm">
                    <ThemeIcon variant="light" size="lg" radius="md">
                      <Icon size={20} aria-hidden />
                    </ThemeIcon>
                    <Title order={2} size="h3">
                      {t(`demoTour.areas.${tourArea}`)}
                    </Title>
                  </Group>
                  <List type="ordered" spacing="xs" style={{ flex: 1 }}>
                    {TOUR_STEPS.map((step, index) =>
                      step.area === tourArea ? (
                        <List.Item key={step.id} value={index + 1}>
                          <Text fw={600} size="sm">
                            {t(`demoTour.steps.${step.id}.title`)}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t(`demoTour.steps.${step.id}.text`)}
                          </Text>
                        </List.Item>
                      ) : null,
                    )}
                  </List>
                  <Button
                    variant="light"
                    disabled={starting}
                    onClick={() => void start(firstStepOf(tourArea))}
                    aria-label={`${t('demoTour.viewAsVisitor')}: ${t(`demoTour.areas.${tourArea}`)}`}
                  >
                    {t('demoTour.viewAsVisitor')}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('demoTour.readOnlyNote')}
        </Text>
      </Stack>
    </Container>
  );
}
