import { describe, expect, it } from 'vitest';
import {
  nextSlotRow,
  rowsOfSlots,
  slotOfRow,
  slotRow,
  slotRowProblem,
  timeAfter,
  zonedInstant,
} from './interview-slots';

describe('interview slots in the company’s time zone', () => {
  it('turns a day and a wall-clock time into the instant, in winter and in summer', () => {
    expect(zonedInstant('2026-01-15', '10:00')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedInstant('2026-07-15', '10:00')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(zonedInstant('2026-07-15', '10:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-15T14:00:00.000Z',
    );
    expect(zonedInstant(null, '10:00')).toBeNull();
    expect(zonedInstant('2026-07-15', '')).toBeNull();
  });

  it('reads proposed slots back as rows and rows as the API takes them', () => {
    const [row] = rowsOfSlots([{ start: '2026-07-15T08:00:00.000Z', end: '2026-07-15T08:45:00.000Z' }]);
    expect(row).toMatchObject({ day: '2026-07-15', start: '10:00', end: '10:45' });
    expect(row && slotOfRow(row)).toEqual({
      start: '2026-07-15T08:00:00.000Z',
      end: '2026-07-15T08:45:00.000Z',
    });
    expect(slotOfRow(slotRow(null, '10:00', '11:00'))).toEqual({ start: '', end: '' });
  });

  it('proposes the next day at the same time for as long as the interview lasts', () => {
    const first = slotRow('2026-07-15', '14:30', '15:00');
    expect(nextSlotRow([first], 5400, new Date('2026-07-01T10:00:00Z'))).toMatchObject({
      day: '2026-07-16',
      start: '14:30',
      end: '16:00',
    });
    expect(nextSlotRow([], 3600, new Date('2026-07-01T10:00:00Z'))).toMatchObject({
      day: '2026-07-02',
      start: '10:00',
      end: '11:00',
    });
    expect(timeAfter('23:30', 60)).toBe('23:59');
  });

  it('finds an incomplete row and a slot that has begun', () => {
    const now = new Date('2026-07-15T08:30:00Z');
    expect(slotRowProblem(slotRow('2026-07-15', '', '11:00'), now)).toBe('incomplete');
    expect(slotRowProblem(slotRow('2026-07-15', '10:00', '11:00'), now)).toBe('past');
    expect(slotRowProblem(slotRow('2026-07-15', '11:00', '12:00'), now)).toBeNull();
  });
});
