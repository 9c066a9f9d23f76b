/** Whole seconds left on a hold at `now`; 0 once it has run out (the server then refuses the confirmation). */
export function secondsLeft(expiresAt: string | null | undefined, now: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
}

/** Seconds as m:ss (or h:mm:ss for a long hold), for the countdown beside the confirm button. */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
