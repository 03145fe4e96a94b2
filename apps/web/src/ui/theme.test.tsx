import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import type { Locale } from '@veil/domain/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

afterEach(() => act(() => notifications.clean()));

describe.each([
  ['de', 'Dialog schließen', 'Hinweis schließen'],
  ['en', 'Close dialog', 'Close notification'],
] as [Locale, string, string][])('close buttons in %s', (locale, dialog, notice) => {
  it('names the close button of a dialog', async () => {
    renderWithProviders(
      <Modal opened onClose={() => undefined} title="Titel">
        Inhalt
      </Modal>,
      { locale },
    );
    expect(await screen.findByRole('button', { name: dialog })).toBeInTheDocument();
  });

  it('names the close button of a notification', async () => {
    renderWithProviders(<span />, { locale });
    act(() => notifications.show({ message: 'Gespeichert' }));
    expect(await screen.findByRole('button', { name: notice })).toBeInTheDocument();
  });
});
