import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { clockText, QuestionRecorder } from './question-recorder';

afterEach(() => {
  vi.useRealTimers();
});

describe('clockText', () => {
  it('reads seconds as m:ss', () => {
    expect(clockText(30)).toBe('0:30');
    expect(clockText(180)).toBe('3:00');
    expect(clockText(61.4)).toBe('1:01');
    expect(clockText(-2)).toBe('0:00');
  });
});

describe('QuestionRecorder', () => {
  it('gives 30 seconds to read, then starts by itself and names a browser that cannot record', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderWithProviders(
      <QuestionRecorder
        question={<p>Stellen Sie sich vor.</p>}
        durationSeconds={30}
        onRecorded={() => undefined}
      />,
    );
    expect(screen.getByTestId('reading-countdown')).toHaveTextContent('Die Aufnahme beginnt in 0:30');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByTestId('reading-countdown')).toHaveTextContent('0:20');
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    // jsdom has no microphone access: the spec's message for a browser without audio
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr Browser unterstützt keine Audioaufnahme');
    expect(screen.queryByTestId('reading-countdown')).toBeNull();
  });

  it('starts at once when asked to', async () => {
    renderWithProviders(
      <QuestionRecorder question={<p>Frage</p>} durationSeconds={30} onRecorded={() => undefined} />,
      { locale: 'en' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start recording now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser does not support audio recording',
    );
  });
});
