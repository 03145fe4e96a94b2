import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './test/render';

describe('notifications', () => {
  it('appear with the first one shown, their code fetched only then', async () => {
    renderWithProviders(<p>Seite</p>);
    expect(await screen.findByText('Seite')).toBeInTheDocument();
    act(() => {
      notifications.show({ title: 'Gespeichert', message: 'Ihre Änderungen sind gespeichert.' });
    });
    expect(await screen.findByText('Ihre Änderungen sind gespeichert.')).toBeInTheDocument();
    act(() => notifications.clean());
  });
});
