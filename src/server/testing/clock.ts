/** A clock tests can move. */
import type { Clock } from '../time.ts';

/** A clock that stands still until a test moves it. */
export interface MovableClock extends Clock {
  advance(seconds: number): void;
}

/** A movable clock starting at `iso`. */
export function movableClock(iso: string): MovableClock {
  let at = new Date(iso).getTime();
  return {
    now: () => new Date(at),
    advance: (seconds) => {
      at += seconds * 1000;
    },
  };
}
