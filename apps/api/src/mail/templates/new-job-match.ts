import type { Locale } from '@veil/domain';
import type { MailContent } from './layout';

export type NewJobMatchData = {
  jobTitle: string;
  companyName: string;
  /** the names of the candidate's saved searches that found the job */
  searchNames: string[];
  /** the job's page in the candidate area */
  link: string;
  /** the candidate's saved searches, where the e-mails are switched off */
  settingsLink: string;
};

/**
 * To a candidate whose saved search (one with e-mails on) finds a newly published job. One mail per
 * job, however many of their searches find it.
 */
export function newJobMatch(data: NewJobMatchData, locale: Locale): MailContent {
  const names = data.searchNames.map((name) => (locale === 'de' ? `„${name}“` : `“${name}”`)).join(', ');
  if (locale === 'de') {
    return {
      subject: `Neue passende Stelle: ${data.jobTitle}`,
      preheader: `${data.companyName} hat eine Stelle veröffentlicht, die zu Ihrer Suche passt.`,
      heading: 'Eine neue Stelle passt zu Ihrer Suche',
      blocks: [
        { kind: 'paragraph', text: 'Guten Tag,' },
        {
          kind: 'paragraph',
          text: `${data.companyName} hat die Stelle „${data.jobTitle}“ veröffentlicht. Sie passt zu Ihrer gespeicherten Suche ${names}.`,
        },
        {
          kind: 'action',
          label: 'Stelle ansehen',
          href: data.link,
          fallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
        },
        {
          kind: 'note',
          text: `Sie erhalten diese E-Mail, weil bei dieser Suche „E-Mail bei neuen passenden Jobs“ eingeschaltet ist. Ausschalten oder die Suche löschen können Sie unter ${data.settingsLink}.`,
        },
      ],
    };
  }
  return {
    subject: `New matching job: ${data.jobTitle}`,
    preheader: `${data.companyName} published a job that matches your search.`,
    heading: 'A new job matches your search',
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      {
        kind: 'paragraph',
        text: `${data.companyName} published the job “${data.jobTitle}”. It matches your saved search ${names}.`,
      },
      {
        kind: 'action',
        label: 'View the job',
        href: data.link,
        fallback: 'If the button does not work, open this address:',
      },
      {
        kind: 'note',
        text: `You get this e-mail because “E-mail me new matching jobs” is on for this search. You can turn it off or delete the search at ${data.settingsLink}.`,
      },
    ],
  };
}
