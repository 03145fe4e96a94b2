import type { Messages } from '../en';

/**
 * The admin area is shown in English only (lib/i18n.ts); this German copy only completes the
 * shape every locale has.
 */
export const adminJobPosts: Pick<Messages, 'adminJobPosts'> = {
  adminJobPosts: {
    title: 'Stellenanzeigen',
    description: 'Alle Stellenanzeigen aller Unternehmen, die neuesten zuerst.',
    searchTitle: 'Nach Titel suchen',
    searchTitlePlaceholder: 'Teil des Stellentitels',
    clearTitle: 'Titelsuche löschen',
    searchCompany: 'Nach Unternehmen suchen',
    searchCompanyPlaceholder: 'Teil des Unternehmensnamens',
    clearCompany: 'Unternehmenssuche löschen',
    statusLabel: 'Status',
    allStatuses: 'Alle Status',
    clearFilters: 'Alle Stellenanzeigen zeigen',
    columns: {
      title: 'Stellentitel',
      company: 'Unternehmen',
      status: 'Status',
      applications: 'Bewerbungen',
      createdAt: 'Angelegt',
      publishedAt: 'Veröffentlicht',
    },
    summary: '{shown} von {total} angezeigt',
    summaryCapped: '{shown} von mehr als {total} angezeigt',
    loadMore: 'Weitere laden',
    loadMoreFailed: 'Weitere Stellenanzeigen konnten nicht geladen werden',
    loadFailed: 'Die Stellenanzeigen konnten nicht geladen werden',
    emptyTitle: 'Noch keine Stellenanzeigen',
    emptyDescription: 'Sobald Unternehmen Stellen anlegen oder importieren, erscheinen sie hier.',
    noMatchTitle: 'Keine Stellenanzeige passt zu diesen Filtern',
    noMatchDescription: 'Prüfen Sie die Schreibweise oder suchen Sie nach einem Teil des Titels oder Namens.',
  },
};
