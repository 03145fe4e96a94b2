import {
  APPLICATION_ACTIONS,
  APPLICATION_TRANSITIONS,
  type ApplicationAction,
  BOARD_STATUSES,
  type BoardStatus,
} from '@veil/domain';

/** The pipeline's columns in the flow's order; `rejected` stands apart (collapsed). */
export const PIPELINE_COLUMNS = BOARD_STATUSES.filter((status) => status !== 'rejected');

/** The actions an employer's move can run: the transitions the application page's buttons take. */
export type MoveAction = Extract<
  ApplicationAction,
  'startScreening' | 'inviteToAudio' | 'approve' | 'reject'
>;

/**
 * What moving a card from one column to another means, read from the transition table: a change
 * sent at once (start the screening), one that needs the same form as the application page
 * (audio invitation with its due date, interview invitation, rejection), or a refusal that says why
 * (the same column, a step only the candidate takes, or no transition between the two statuses).
 */
export type PipelineMove =
  | { kind: 'direct'; action: 'startScreening' }
  | { kind: 'form'; action: Exclude<MoveAction, 'startScreening'> }
  | { kind: 'refused'; reason: 'sameStatus' | 'candidateOnly' | 'notFromStatus' };

export function moveFor(from: BoardStatus, to: BoardStatus): PipelineMove {
  if (from === to) return { kind: 'refused', reason: 'sameStatus' };
  const action = APPLICATION_ACTIONS.find((each) => {
    const transition = APPLICATION_TRANSITIONS[each];
    return transition.to === to && (transition.from as readonly string[]).includes(from);
  });
  if (!action) return { kind: 'refused', reason: 'notFromStatus' };
  if (!(APPLICATION_TRANSITIONS[action].by as readonly string[]).includes('personInCharge'))
    return { kind: 'refused', reason: 'candidateOnly' };
  if (action === 'startScreening') return { kind: 'direct', action };
  return { kind: 'form', action: action as Exclude<MoveAction, 'startScreening'> };
}

/** The columns a card in `from` can be moved to by an employer (the "Move to…" menu). */
export function moveTargets(from: BoardStatus): BoardStatus[] {
  return BOARD_STATUSES.filter((to) => moveFor(from, to).kind !== 'refused');
}
