import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. The shell's dropdowns (space switcher, bell,
 * messages, user menu) load their code only then: fetched during the first render they competed with the
 * screen's own code and data on a slow link and delayed the first paint (Lighthouse on a
 * phone). A frame, then a task: the callback of requestAnimationFrame runs before that frame's paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * What `load` resolves to (a component, say), asked for once the first paint is done; null until it has arrived.
 * Each caller renders its part in a commit of its own as its code arrives: as lazy components behind Suspense,
 * the shell's four dropdowns were revealed together by React's throttled reveal, one commit whose effects (the
 * event stream, four requests) and layout made the longest task after a phone's first paint. What shows meanwhile
 * stays until the part replaces it: no fallback swap, which also made the browser drop the first paint's largest
 * text as an LCP candidate. `load` must be a stable function (module scope). A load that fails leaves the part
 * out until the next page load.
 */
export function useLoadedAfterFirstPaint<T>(load: () => Promise<T>): T | null {
  const painted = useAfterFirstPaint();
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!painted) return;
    let live = true;
    load().then(
      (value) => {
        if (live) startTransition(() => setLoaded({ value }));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [painted, load]);
  return loaded ? loaded.value : null;
}
