/** Whether the browser believes it is online, following the `online` and `offline` events. */
import { useEffect, useState } from 'react';
import { navigatorOnline } from './safe-queue.ts';

/** navigator.onLine, kept current. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(navigatorOnline);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
