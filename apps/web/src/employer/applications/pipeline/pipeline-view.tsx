import './copy';
import { Alert, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BoardStatus } from '@veil/domain';
import type { BoardApplication } from '@veil/domain/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { type BoardFilter, boardCountsQuery } from '../api';
import { BulkActions } from './pipeline-bulk';
import { PipelineColumn } from './pipeline-column';
import { PIPELINE_COLUMNS } from './pipeline-moves';
import { usePipelineMove } from './use-pipeline-move';

/**
 * The pipeline of one job (`?job=…&view=pipeline` on the board): a column per status in the flow's
 * order, the rejected ones apart and collapsed; cards move by drag and drop or by their "Move to"
 * menu, each move running the application page's transition; selected cards get bulk actions.
 * Moves and their outcomes are announced in a live region.
 */
export function PipelineView({ filter, decides }: { filter: BoardFilter; decides: boolean }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const { move, movingId, refusal, dismissRefusal, dialog } = usePipelineMove(setAnnouncement);
  const [dragged, setDragged] = useState<BoardApplication | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, BoardApplication>>(new Map());
  const counts = useQuery({ ...boardCountsQuery(filter), placeholderData: keepPreviousData });
  const selectedIds = new Set(selected.keys());

  const select = useCallback((cards: readonly BoardApplication[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const card of cards) {
        if (on) next.set(card.id, card);
        else next.delete(card.id);
      }
      return next;
    });
  }, []);
  const keepOnly = (ids: readonly string[]) => {
    dismissRefusal();
    setSelected((current) => new Map([...current].filter(([id]) => ids.includes(id))));
  };

  const column = (status: BoardStatus, collapsible = false) => (
    <PipelineColumn
      key={status}
      status={status}
      filter={filter}
      count={counts.data?.statuses[status]}
      decides={decides}
      selectedIds={selectedIds}
      movingId={movingId}
      dragging={dragged !== null}
      collapsible={collapsible}
      onSelect={select}
      onMove={(card, to) => void move(card, to)}
      onDragStart={(card) => {
        setDragged(card);
        setAnnouncement(t('employerPipeline.dragStarted', { number: card.sequenceNumber }));
      }}
      onDragEnd={() => setDragged(null)}
      onDrop={(to) => {
        if (dragged) void move(dragged, to);
        setDragged(null);
      }}
    />
  );

  return (
    <Stack gap="sm">
      <VisuallyHidden role="status" aria-live="assertive" aria-atomic>
        {announcement}
      </VisuallyHidden>
      {decides ? (
        <Text size="sm" c="dimmed">
          {t('employerPipeline.hint')}
        </Text>
      ) : null}
      {decides ? (
        <BulkActions
          selected={[...selected.values()]}
          onSettled={keepOnly}
          onClear={() => setSelected(new Map())}
        />
      ) : null}
      {refusal ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={20} aria-hidden />}
          title={t('employerPipeline.refusedTitle', { number: refusal.number })}
          withCloseButton
          closeButtonLabel={t('employerPipeline.bulk.close')}
          onClose={dismissRefusal}
        >
          {refusal.message}
        </Alert>
      ) : null}
      <Box
        role="group"
        aria-label={t('employerPipeline.columns')}
        style={{ overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: 8 }}
      >
        <Group gap="sm" wrap="nowrap" align="stretch" style={{ minWidth: 'min-content' }}>
          {PIPELINE_COLUMNS.map((status) => column(status))}
          {column('rejected', true)}
        </Group>
      </Box>
      {dialog}
    </Stack>
  );
}
