/** The user's read receipts and typing settings: both on until loaded (the server's default), saved on change. */
import { useCallback, useEffect, useState } from 'react';
import { changeMessagingSettings, getMessagingSettings } from '../../lib/api/client/messages.ts';
import type { MessagingSettings } from '../../lib/api/messages.ts';

/** The settings, and the call that saves one (resolves to whether it was saved). */
export function useMessagingSettings() {
  const [settings, setSettings] = useState<MessagingSettings>({ readReceipts: true, typing: true });

  useEffect(() => {
    const controller = new AbortController();
    void getMessagingSettings({ signal: controller.signal }).then((res) => {
      // Unloaded (offline), both stay on as the server's default; a change saves and answers the truth.
      if (res.data) setSettings(res.data.results);
    });
    return () => controller.abort();
  }, []);

  const change = useCallback(async (patch: Partial<MessagingSettings>): Promise<boolean> => {
    const res = await changeMessagingSettings(patch);
    if (!res.data) return false;
    setSettings(res.data.results);
    return true;
  }, []);

  return { settings, change };
}
