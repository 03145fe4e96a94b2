import { describe, expect, it } from 'vitest';
import { moveFor, moveTargets } from './pipeline-moves';

describe('pipeline moves', () => {
  it('reads each move from the transition table', () => {
    expect(moveFor('applied', 'screening')).toEqual({ kind: 'direct', action: 'startScreening' });
    expect(moveFor('screening', 'recording')).toEqual({ kind: 'form', action: 'inviteToAudio' });
    expect(moveFor('evaluating', 'approved')).toEqual({ kind: 'form', action: 'approve' });
    expect(moveFor('confirmed', 'rejected')).toEqual({ kind: 'form', action: 'reject' });
  });

  it('refuses what no employer can do, saying why', () => {
    expect(moveFor('applied', 'applied')).toEqual({ kind: 'refused', reason: 'sameStatus' });
    expect(moveFor('recording', 'evaluating')).toEqual({ kind: 'refused', reason: 'candidateOnly' });
    expect(moveFor('approved', 'confirmed')).toEqual({ kind: 'refused', reason: 'candidateOnly' });
    expect(moveFor('screening', 'applied')).toEqual({ kind: 'refused', reason: 'notFromStatus' });
    expect(moveFor('rejected', 'screening')).toEqual({ kind: 'refused', reason: 'notFromStatus' });
  });

  it('offers the targets an employer can reach', () => {
    expect(moveTargets('screening')).toEqual(['recording', 'approved', 'rejected']);
    expect(moveTargets('recording')).toEqual(['rejected']);
    expect(moveTargets('rejected')).toEqual([]);
  });
});
