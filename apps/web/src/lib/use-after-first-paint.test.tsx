import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint, useLoadedAfterFirstPaint } from './use-after-first-paint';

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

function Part() {
  return <p>part</p>;
}
const loadPart = vi.fn(async () => Part);
const loadBroken = vi.fn(async (): Promise<typeof Part> => {
  throw new Error('chunk failed');
});

function Loaded({ load }: { load: () => Promise<typeof Part> }) {
  const Loaded = useLoadedAfterFirstPaint(load);
  return Loaded ? <Loaded /> : <p>not yet</p>;
}

describe('useLoadedAfterFirstPaint', () => {
  it('asks for the part only after the first paint, then shows it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] });
    try {
      render(<Loaded load={loadPart} />);
      expect(screen.getByText('not yet')).toBeInTheDocument();
      expect(loadPart).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersToNextFrame();
        vi.advanceTimersByTime(1);
      });
      expect(loadPart).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('part')).toBeInTheDocument();
  });

  it('leaves the part out when its code fails to load', async () => {
    render(<Loaded load={loadBroken} />);
    await vi.waitFor(() => expect(loadBroken).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByText('not yet')).toBeInTheDocument();
  });
});
