import { ActionIcon, Anchor, Checkbox, Group, Loader, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsMove, IconGripVertical } from '@tabler/icons-react';
import type { BoardStatus } from '@veil/domain';
import type { BoardApplication } from '@veil/domain/contracts';
import { Link } from 'react-router';
import { enumLabel } from '../../../lib/enum-labels';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { employerPaths } from '../../paths';
import { AnonymousHeadline, SelectedBadge } from '../application-card';
import { RatingValue } from '../rating-value';
import { moveTargets } from './pipeline-moves';

/** The MIME type a dragged card carries (its id), so that a drop elsewhere on the page means nothing. */
export const CARD_DRAG_TYPE = 'application/x-veil-application';

type PipelineCardProps = {
  application: BoardApplication;
  /** whether the viewer decides (person in charge, power or regular user): moves and selection */
  decides: boolean;
  selected: boolean;
  moving: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (to: BoardStatus) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
};

/**
 * A card of the pipeline: what the board's card shows of the application (number, mark, anonymous
 * headline, person in charge, overall rating; never anything personal), a checkbox for the bulk
 * actions, and the "Move to" menu that does with the keyboard what dragging does with the mouse.
 */
export function PipelineCard({
  application,
  decides,
  selected,
  moving,
  onSelect,
  onMove,
  onDragStart,
  onDragEnd,
}: PipelineCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = application.sequenceNumber;
  const targets = decides ? moveTargets(application.status as BoardStatus) : [];
  // a rejected application has no step left: no handle, no menu, no selection for the bulk actions
  const movable = targets.length > 0;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      draggable={movable && !moving}
      aria-busy={moving}
      data-application={number}
      onDragStart={(event) => {
        event.dataTransfer.setData(CARD_DRAG_TYPE, application.id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      style={{ cursor: movable ? 'grab' : undefined, opacity: moving ? 0.6 : 1 }}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {movable ? (
              <>
                <IconGripVertical size={16} aria-hidden color="var(--mantine-color-gray-6)" />
                <Checkbox
                  size="xs"
                  checked={selected}
                  onChange={(event) => onSelect(event.currentTarget.checked)}
                  aria-label={t('employerPipeline.selectCard', { number })}
                />
              </>
            ) : null}
            <Anchor component={Link} to={employerPaths.application(application.id)} fw={600} c="veil.8">
              {t('employerApplications.card.number', { number })}
            </Anchor>
            {application.isSelected ? <SelectedBadge /> : null}
          </Group>
          {moving ? (
            <Loader size="xs" role="status" aria-label={t('employerPipeline.moving')} />
          ) : movable ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('employerPipeline.moveMenu', { number })}
                >
                  <IconArrowsMove size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('employerPipeline.moveTo')}</Menu.Label>
                {targets.map((to) => (
                  <Menu.Item key={to} onClick={() => onMove(to)}>
                    {enumLabel(locale, 'applicationStatus', to)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        <AnonymousHeadline headline={application.headline} />
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {application.personInCharge?.name ?? t('employerApplications.card.nobody')}
          </Text>
          <RatingValue rating={application.overallRating} />
        </Group>
      </Stack>
    </Paper>
  );
}
