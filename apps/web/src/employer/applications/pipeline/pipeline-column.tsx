import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type BoardStatus, formatNumber } from '@veil/domain';
import type { BoardApplication } from '@veil/domain/contracts';
import { type DragEvent, useMemo, useState } from 'react';
import { enumLabel } from '../../../lib/enum-labels';
import { useTranslation } from '../../../lib/translation';
import { useLocale } from '../../../lib/use-locale';
import { ErrorAlert } from '../../../ui/alerts';
import { LoadMore } from '../../../ui/load-more';
import { type BoardFilter, boardQuery } from '../api';
import { CARD_DRAG_TYPE, PipelineCard } from './pipeline-card';

export type ColumnProps = {
  status: BoardStatus;
  filter: BoardFilter;
  count: number | undefined;
  decides: boolean;
  selectedIds: ReadonlySet<string>;
  movingId: string | null;
  /** a card is being dragged: the column takes drops */
  dragging: boolean;
  onSelect: (cards: readonly BoardApplication[], selected: boolean) => void;
  onMove: (card: BoardApplication, to: BoardStatus) => void;
  onDragStart: (card: BoardApplication) => void;
  onDragEnd: () => void;
  onDrop: (to: BoardStatus) => void;
  /** the rejected column starts collapsed (still a drop target) */
  collapsible?: boolean;
};

/**
 * One column of the pipeline: the applications of the job in one status (the board's request with
 * that status, keyset paged), a checkbox for all loaded cards, and a drop target for the cards of
 * the other columns.
 */
export function PipelineColumn(props: ColumnProps) {
  const { status, filter, count, decides, selectedIds, dragging, collapsible = false } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(!collapsible);
  const [over, setOver] = useState(false);
  const columnFilter = useMemo(() => ({ ...filter, states: [status] }), [filter, status]);
  const query = useInfiniteQuery({ ...boardQuery(columnFilter), enabled: open });
  const cards = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const label = enumLabel(locale, 'applicationStatus', status);
  const titleId = `pipeline-${status}`;
  const allSelected = cards.length > 0 && cards.every((card) => selectedIds.has(card.id));
  const someSelected = cards.some((card) => selectedIds.has(card.id));

  const takesDrop = (event: DragEvent) => dragging && event.dataTransfer.types.includes(CARD_DRAG_TYPE);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-status={status}
      withBorder
      radius="md"
      p="sm"
      bg={over ? 'veil.0' : 'gray.0'}
      style={{
        flex: open ? '0 0 15rem' : '0 0 11rem',
        scrollSnapAlign: 'start',
        outline: over ? '2px dashed var(--mantine-color-veil-6)' : undefined,
        alignSelf: 'stretch',
      }}
      onDragOver={(event) => {
        if (!takesDrop(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (!takesDrop(event)) return;
        event.preventDefault();
        setOver(false);
        props.onDrop(status);
      }}
    >
      <Stack gap="sm">
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {decides && open && status !== 'rejected' ? (
              <Checkbox
                size="xs"
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                disabled={cards.length === 0}
                onChange={(event) => props.onSelect(cards, event.currentTarget.checked)}
                aria-label={t('employerPipeline.selectColumn', { status: label })}
              />
            ) : null}
            <Title order={2} fz="sm" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Title>
          </Group>
          {count === undefined ? null : (
            <Badge size="sm" variant={count > 0 ? 'light' : 'default'}>
              {formatNumber(count, locale)}
            </Badge>
          )}
        </Group>
        {collapsible ? (
          <Button size="xs" variant="subtle" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open
              ? t('employerPipeline.hideRejected')
              : t('employerPipeline.showRejected', { count: formatNumber(count ?? 0, locale) })}
          </Button>
        ) : null}
        {!open ? null : query.isError && cards.length === 0 ? (
          <ErrorAlert error={query.error} title={t('employerPipeline.loadFailed')} />
        ) : query.isSuccess && cards.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('employerPipeline.empty')}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('employerPipeline.column', { status: label, count: count ?? cards.length })}
          >
            {cards.map((card) => (
              <PipelineCard
                key={card.id}
                application={card}
                decides={decides}
                selected={selectedIds.has(card.id)}
                moving={props.movingId === card.id}
                onSelect={(selected) => props.onSelect([card], selected)}
                onMove={(to) => props.onMove(card, to)}
                onDragStart={() => props.onDragStart(card)}
                onDragEnd={props.onDragEnd}
              />
            ))}
          </Stack>
        )}
        {open ? (
          <LoadMore
            query={query}
            label={t('employerPipeline.loadMore')}
            errorTitle={t('employerPipeline.loadMoreFailed')}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
