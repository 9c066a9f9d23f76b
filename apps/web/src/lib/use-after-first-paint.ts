import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. The shell's dropdowns (space switcher, bell,
 * messages, user menu) load their code only then: fetched during the first render they competed with the
 * screen's own code and data on a slow link and delayed the first paint (issue 13 item 1, Lighthouse on a
 * phone). A frame, then a task: the callback of requestAnimationFrame runs before that frame's paint. The switch
 * is a transition, so what shows meanwhile stays on screen until the loaded code replaces it (no fallback swap,
 * which also made the browser drop the first paint's largest text as an LCP candidate) and renders in slices.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
