/** The messaging settings: read receipts and the typing indicator, each saved as soon as it is switched. */
import { useState } from 'react';
import type { MessagingSettings } from '../../lib/api/messages.ts';
import { CheckboxField } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';

interface Props {
  settings: MessagingSettings;
  onChange: (patch: Partial<MessagingSettings>) => Promise<boolean>;
}

/** The panel (a disclosure below the conversations). */
export function SettingsPanel({ settings, onChange }: Props) {
  const t = useT('messages');
  const [note, setNote] = useState<'saved' | 'failed'>();
  const save = async (patch: Partial<MessagingSettings>) => {
    setNote(undefined);
    setNote((await onChange(patch)) ? 'saved' : 'failed');
  };
  return (
    <details className="rounded-2xl bg-white p-4 shadow-sm" data-testid="messaging-settings">
      <summary className="cursor-pointer font-semibold">{t('messages.settings.title')}</summary>
      <div className="mt-3 space-y-3">
        <CheckboxField
          label={t('messages.settings.readReceipts')}
          hint={t('messages.settings.readReceiptsHint')}
          checked={settings.readReceipts}
          onChange={(readReceipts) => void save({ readReceipts })}
        />
        <CheckboxField
          label={t('messages.settings.typing')}
          hint={t('messages.settings.typingHint')}
          checked={settings.typing}
          onChange={(typing) => void save({ typing })}
        />
        <p role="status" className={`text-sm font-semibold ${note === 'failed' ? 'text-red-800' : 'text-green-800'}`}>
          {note === 'saved' && t('messages.settings.saved')}
          {note === 'failed' && t('messages.settings.failed')}
        </p>
      </div>
    </details>
  );
}
