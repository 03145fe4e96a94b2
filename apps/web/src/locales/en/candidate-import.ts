/** English copy of the CV import: choosing the file, its states, and the review of the proposal. */
export const candidateImport = {
  candidateImport: {
    title: 'Import your CV',
    description:
      'Start your profile from a CV or from LinkedIn. You check and complete every section before anything is saved.',
    loadFailed: 'The state of your import could not be loaded.',
    choose: {
      title: 'Choose a file',
      dropTitle: 'Your CV or LinkedIn file',
      dropHint: 'Drag the file here or choose it.',
      choose: 'Choose file',
      rules: 'PDF up to {pdfMax} · LinkedIn export as ZIP or CSV up to {exportMax}',
      kindsTitle: 'What you can import',
      pdf: 'Your CV as a PDF with selectable text (not a scan).',
      linkedinPdf:
        'Your LinkedIn profile saved as a PDF: on your profile, choose “More”, then “Save to PDF”.',
      linkedinExport:
        'LinkedIn’s data export: under “Settings & Privacy” → “Data privacy” → “Get a copy of your data”, choose the profile data. LinkedIn e-mails you a ZIP file; upload it as it is, or one of its CSV files (such as Positions.csv).',
      privacyTitle: 'Your file stays with us',
      privacy:
        'The file is read on our own server only, never sent to another service, and deleted as soon as it has been read.',
      exportTooLarge: 'This file is larger than {max}. Please upload only the profile part of the export.',
      startFailed: 'The import could not be started.',
    },
    uploading: { title: 'Uploading your file …', progress: 'Upload progress' },
    processing: {
      title: 'Reading your file …',
      text: 'This usually takes a few seconds. You can leave this page: the result waits for you here.',
    },
    failed: { title: 'Your file could not be imported', retry: 'Try again' },
    review: {
      title: 'Check what we found',
      description:
        'Each section below is filled in from your file. Complete what is missing, remove what does not belong, then save the section. Nothing is saved until you do.',
      done: 'Done',
      doneHint: 'Sections you do not save are not taken over. “Done” deletes the import.',
      doneFailed: 'The import could not be closed.',
      savedBadge: 'Saved',
      savedText: 'Saved to your profile.',
      detailsFirst: 'Save your personal details first: they create your profile.',
      missing: 'Entries marked in red need what a CV does not say (such as industry and company size).',
      unrecognised: 'Not recognised: “{name}”. Please choose the language.',
      noLevel: 'Your file names “{name}” without a level. Please choose it.',
      pickTags: 'Your file names {count} skills; your profile keeps up to {max}. Pick the ones to keep:',
      pickedTags: '{picked} of {max} picked',
      nothingFound: 'Your file did not contain any profile sections we could read.',
    },
  },
};
