/** English copy of the candidate's account: deleting it, and the page after. */
export const candidateAccount = {
  candidateAccount: {
    danger: {
      title: 'Delete account',
      description:
        'Deletes your account with your profile, your files and all your applications. This cannot be undone.',
      open: 'Delete account…',
    },
    modal: {
      title: 'Delete your account?',
      deletedTitle: 'What we delete',
      deleted: {
        profile: 'Your profile, your CV and your public anonymous link',
        files: 'Your photo, uploaded files and recordings',
        applications: 'All your applications, drafts and sent ones, with your answers',
        account: 'Your sign-in, your saved jobs and every e-mail to your address',
      },
      counts: 'Applications: {sent} sent, {drafts} drafts.',
      keptTitle: 'What employers keep',
      kept: 'A company that received an application keeps a deletion log for three years: its number, the job, the dates and what was deleted. It holds nothing about you: no name, no address, no answer.',
      backups:
        'Technical copies (backups) lose your data when they are overwritten, after 30 days at the latest.',
      password: 'Your password',
      passwordHint: 'To confirm, enter the password you sign in with.',
      word: 'Type {word} to confirm',
      wordHint: 'You sign in with Google, so you confirm by typing the word.',
      confirm: 'Delete my account',
      failed: 'Your account was not deleted.',
      loadFailed: 'What would be deleted could not be loaded.',
    },
    deleted: {
      pageTitle: 'Account deleted',
      title: 'Your account has been deleted',
      text: 'We deleted your profile, your files and all your applications. Companies that had received an application keep only a deletion log without anything about you.',
      again: 'You can sign up again with the same e-mail address at any time, as a new person.',
      home: 'To the start page',
      signup: 'Create a new account',
    },
  },
} as const;
