/** The current time, renewed every `ms` (the countdowns tick each second). */
import { useEffect, useState } from 'react';

/** `Date.now()`, re-rendering the caller every `ms`. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
