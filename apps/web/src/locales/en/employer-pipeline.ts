/**
 * English copy of the pipeline view of a job on the employer's board: columns per status, moving
 * cards by drag and drop or the "Move to" menu, and the bulk actions on selected cards.
 */
export const employerPipeline = {
  employerPipeline: {
    columns: 'Pipeline of the job',
    column: '{status}: {count} applications',
    hint: 'Drag a card to another column, or use its "Move to" menu (also with the keyboard).',
    empty: 'No applications',
    loadMore: 'Load more',
    loadMoreFailed: 'More applications could not be loaded.',
    loadFailed: 'The pipeline could not be loaded.',
    showRejected: 'Show rejected ({count})',
    hideRejected: 'Hide rejected',
    selectCard: 'Select application #{number}',
    selectColumn: 'Select all in "{status}"',
    moveMenu: 'Move application #{number}',
    moveTo: 'Move to',
    moving: 'Moving…',
    dragStarted: 'Application #{number} picked up. Drop it on another column.',
    moved: 'Application #{number} is now in "{status}".',
    formOpened: 'Moving application #{number} to "{status}" needs some details: the form is open.',
    refusedTitle: 'Application #{number} was not moved',
    refused: {
      sameStatus: 'It is in "{to}" already.',
      candidateOnly: 'The candidate takes the step from "{from}" to "{to}" themselves.',
      notFromStatus: 'No step leads from "{from}" to "{to}".',
    },
    openFailed: 'Application #{number} could not be opened.',
    bulk: {
      label: 'Actions for the selected applications',
      selected: '{count} selected',
      clear: 'Clear selection',
      assign: 'Assign reviewers',
      reject: 'Reject',
      assignTitle: 'Assign reviewers to {count} applications',
      assignText:
        'The people chosen are added to the reviewers of each selected application; those already assigned stay.',
      reviewersLabel: 'Reviewers',
      assignConfirm: 'Assign',
      rejectTitle: 'Reject {count} applications',
      rejectText:
        'Each candidate gets the rejection e-mail of the company chosen by the status of their application, with your note.',
      rejectConfirm: 'Reject all',
      done: '{done} of {total} done.',
      failedTitle: 'Not done for every application',
      failedItem: '#{number}: {message}',
      close: 'Close',
    },
  },
};
