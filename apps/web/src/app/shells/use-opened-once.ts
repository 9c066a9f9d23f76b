import { useState } from 'react';

/**
 * For a dialog whose code is loaded lazily: false until the dialog is first shown, then true for
 * good, so its chunk loads on first use and the dialog stays mounted afterwards (closing still animates).
 */
export function useOpenedOnce(show: boolean): boolean {
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  return opened || show;
}
