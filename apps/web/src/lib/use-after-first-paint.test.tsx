import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <p>{useAfterFirstPaint() ? 'painted' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false on the first render and turns true only after a frame and a task', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    try {
      render(<Probe />);
      expect(screen.getByText('first')).toBeInTheDocument();
      // The frame alone is not enough: its callback runs before that frame is painted.
      await act(async () => {
        vi.advanceTimersToNextFrame();
      });
      expect(screen.getByText('first')).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByText('painted')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
